// The project's own mapping from raw reader shelves (goodbooks tags) and Project Gutenberg
// subjects/bookshelves to one list of genres. The sources carry no genre field: tags are whatever
// readers named their shelves, so a shelf counts only when it names a genre.
// The tables are printed into server/seed/README.md by the build script.

export const GENRES = [
  'Fiction',
  'Fantasy',
  'Science Fiction',
  'Dystopian',
  'Romance',
  'Young Adult',
  "Children's",
  'Mystery',
  'Thriller',
  'Crime',
  'Horror',
  'Paranormal',
  'Historical Fiction',
  'Classics',
  'Contemporary',
  'Chick Lit',
  'Adventure',
  'Humor',
  'Short Stories',
  'Poetry',
  'Plays',
  'Graphic Novels',
  'Nonfiction',
  'Biography',
  'Memoir',
  'History',
  'War',
  'Travel',
  'Philosophy',
  'Religion',
  'Psychology',
  'Science',
  'Self-Help',
  'Business',
] as const;

export type Genre = (typeof GENRES)[number];

/**
 * Goodreads shelf name -> genres. Shelves not listed here never give a genre: reading-status and
 * ownership shelves (to-read, currently-reading, favorites, owned, books-i-own, kindle, library,
 * to-buy, default, read-in-2016, dnf, ...), formats (audiobook, ebook), author names, places,
 * vague moods (love, dark, made-me-cry) and adult-content shelves.
 */
export const SHELF_GENRES: Readonly<Record<string, readonly Genre[]>> = {
  fiction: ['Fiction'],
  'general-fiction': ['Fiction'],
  'adult-fiction': ['Fiction'],
  novels: ['Fiction'],
  novel: ['Fiction'],
  literature: ['Fiction'],
  literary: ['Fiction'],
  'literary-fiction': ['Fiction'],

  fantasy: ['Fantasy'],
  'urban-fantasy': ['Fantasy'],
  'high-fantasy': ['Fantasy'],
  'epic-fantasy': ['Fantasy'],
  magic: ['Fantasy'],
  dragons: ['Fantasy'],
  fae: ['Fantasy'],
  faeries: ['Fantasy'],
  fairies: ['Fantasy'],
  'fairy-tales': ['Fantasy'],
  'fairy-tale': ['Fantasy'],
  fairytales: ['Fantasy'],
  'ya-fantasy': ['Fantasy', 'Young Adult'],
  'sci-fi-fantasy': ['Fantasy', 'Science Fiction'],
  'fantasy-sci-fi': ['Fantasy', 'Science Fiction'],
  'scifi-fantasy': ['Fantasy', 'Science Fiction'],
  'fantasy-scifi': ['Fantasy', 'Science Fiction'],
  'science-fiction-fantasy': ['Fantasy', 'Science Fiction'],
  'sci-fi-and-fantasy': ['Fantasy', 'Science Fiction'],

  'science-fiction': ['Science Fiction'],
  'sci-fi': ['Science Fiction'],
  scifi: ['Science Fiction'],
  sf: ['Science Fiction'],
  'space-opera': ['Science Fiction'],
  space: ['Science Fiction'],
  cyberpunk: ['Science Fiction'],
  steampunk: ['Science Fiction'],
  aliens: ['Science Fiction'],
  'time-travel': ['Science Fiction'],
  'alternate-history': ['Science Fiction'],

  dystopian: ['Dystopian'],
  dystopia: ['Dystopian'],
  'post-apocalyptic': ['Dystopian'],
  apocalyptic: ['Dystopian'],
  'ya-dystopian': ['Dystopian', 'Young Adult'],

  romance: ['Romance'],
  'contemporary-romance': ['Romance', 'Contemporary'],
  'historical-romance': ['Romance', 'Historical Fiction'],
  'paranormal-romance': ['Romance', 'Paranormal'],
  pnr: ['Romance', 'Paranormal'],
  'romantic-suspense': ['Romance', 'Thriller'],
  regency: ['Romance', 'Historical Fiction'],
  'ya-romance': ['Romance', 'Young Adult'],

  'young-adult': ['Young Adult'],
  ya: ['Young Adult'],
  teen: ['Young Adult'],
  'ya-fiction': ['Young Adult'],
  'young-adult-fiction': ['Young Adult'],
  'ya-lit': ['Young Adult'],
  'ya-books': ['Young Adult'],
  'teen-fiction': ['Young Adult'],
  'ya-contemporary': ['Young Adult', 'Contemporary'],
  'ya-paranormal': ['Young Adult', 'Paranormal'],

  childrens: ["Children's"],
  children: ["Children's"],
  'children-s': ["Children's"],
  'children-s-books': ["Children's"],
  'childrens-books': ["Children's"],
  'children-books': ["Children's"],
  'children-s-literature': ["Children's"],
  'children-s-lit': ["Children's"],
  'childrens-lit': ["Children's"],
  'childrens-literature': ["Children's"],
  kids: ["Children's"],
  'kids-books': ["Children's"],
  'picture-books': ["Children's"],
  'picture-book': ["Children's"],
  juvenile: ["Children's"],
  'juvenile-fiction': ["Children's"],
  'middle-grade': ["Children's"],

  mystery: ['Mystery'],
  mysteries: ['Mystery'],
  detective: ['Mystery'],
  'mystery-thriller': ['Mystery', 'Thriller'],
  'mystery-suspense': ['Mystery', 'Thriller'],

  thriller: ['Thriller'],
  thrillers: ['Thriller'],
  suspense: ['Thriller'],
  'legal-thriller': ['Thriller'],
  espionage: ['Thriller'],
  spy: ['Thriller'],

  crime: ['Crime'],
  'crime-fiction': ['Crime'],
  'true-crime': ['Crime', 'Nonfiction'],

  horror: ['Horror'],
  ghosts: ['Horror'],
  zombies: ['Horror'],
  zombie: ['Horror'],
  gothic: ['Horror'],
  scary: ['Horror'],
  'horror-thriller': ['Horror', 'Thriller'],

  paranormal: ['Paranormal'],
  supernatural: ['Paranormal'],
  vampires: ['Paranormal'],
  vampire: ['Paranormal'],
  vamps: ['Paranormal'],
  werewolves: ['Paranormal'],
  shapeshifters: ['Paranormal'],
  shifters: ['Paranormal'],
  demons: ['Paranormal'],
  angels: ['Paranormal'],
  'angels-demons': ['Paranormal'],
  witches: ['Paranormal'],

  'historical-fiction': ['Historical Fiction'],
  historical: ['Historical Fiction'],

  classics: ['Classics'],
  classic: ['Classics'],
  'classic-literature': ['Classics'],
  'classic-lit': ['Classics'],
  'classic-fiction': ['Classics', 'Fiction'],
  'modern-classics': ['Classics'],
  'the-classics': ['Classics'],
  'clàssics': ['Classics'],
  '1001-books': ['Classics'],
  '1001': ['Classics'],
  '1001-books-to-read-before-you-die': ['Classics'],

  contemporary: ['Contemporary'],
  'contemporary-fiction': ['Contemporary', 'Fiction'],
  'realistic-fiction': ['Contemporary', 'Fiction'],

  'chick-lit': ['Chick Lit'],
  chicklit: ['Chick Lit'],

  adventure: ['Adventure'],
  'action-adventure': ['Adventure'],
  survival: ['Adventure'],

  humor: ['Humor'],
  humour: ['Humor'],
  funny: ['Humor'],
  comedy: ['Humor'],
  satire: ['Humor'],

  'short-stories': ['Short Stories'],
  poetry: ['Poetry'],
  plays: ['Plays'],
  play: ['Plays'],
  theatre: ['Plays'],

  'graphic-novels': ['Graphic Novels'],
  'graphic-novel': ['Graphic Novels'],
  'graphic-novels-comics': ['Graphic Novels'],
  'comics-graphic-novels': ['Graphic Novels'],
  'comics-and-graphic-novels': ['Graphic Novels'],
  comics: ['Graphic Novels'],
  comic: ['Graphic Novels'],
  'comic-books': ['Graphic Novels'],
  'cómics': ['Graphic Novels'],
  manga: ['Graphic Novels'],
  'mangá': ['Graphic Novels'],

  'non-fiction': ['Nonfiction'],
  nonfiction: ['Nonfiction'],
  essays: ['Nonfiction'],

  biography: ['Biography'],
  biographies: ['Biography'],
  autobiography: ['Biography', 'Memoir'],
  'biography-memoir': ['Biography', 'Memoir'],
  'memoir-biography': ['Biography', 'Memoir'],
  memoir: ['Memoir'],
  memoirs: ['Memoir'],

  history: ['History'],
  'american-history': ['History'],
  holocaust: ['History'],

  war: ['War'],
  wwii: ['War'],
  'world-war-ii': ['War'],
  military: ['War'],

  travel: ['Travel'],
  philosophy: ['Philosophy'],

  religion: ['Religion'],
  religious: ['Religion'],
  christian: ['Religion'],
  christianity: ['Religion'],
  'christian-fiction': ['Religion', 'Fiction'],
  spirituality: ['Religion'],
  spiritual: ['Religion'],
  theology: ['Religion'],
  faith: ['Religion'],

  psychology: ['Psychology'],
  'mental-health': ['Psychology'],
  'mental-illness': ['Psychology'],

  science: ['Science'],

  'self-help': ['Self-Help'],
  'self-improvement': ['Self-Help'],
  'personal-development': ['Self-Help'],

  business: ['Business'],
  economics: ['Business'],
  leadership: ['Business'],
};

/**
 * A genre is kept for a book when its shelf count (summed over the shelves that map to it) is at
 * least this share of the book's strongest genre. The source already drops shelves used fewer than
 * 100 times; the relative rule removes the long tail on very popular books (a few hundred 'humor'
 * shelvings next to 50,000 'fantasy' ones say little about the book).
 */
export const MIN_SHARE_OF_TOP_GENRE = 0.1;
/** Books carry at most this many genres, strongest first. */
export const MAX_GENRES_PER_BOOK = 8;

export interface ShelfCount {
  tag: string;
  count: number;
}

/** Genres of a goodbooks book from its shelf counts, strongest first (see MIN_SHARE_OF_TOP_GENRE). */
export function genresFromShelves(shelves: readonly ShelfCount[]): Genre[] {
  const weights = new Map<Genre, number>();
  for (const { tag, count } of shelves) {
    for (const genre of SHELF_GENRES[tag.toLowerCase()] ?? []) weights.set(genre, (weights.get(genre) ?? 0) + count);
  }
  const top = Math.max(0, ...weights.values());
  return [...weights]
    .filter(([, weight]) => weight >= top * MIN_SHARE_OF_TOP_GENRE)
    .sort((a, b) => b[1] - a[1] || GENRES.indexOf(a[0]) - GENRES.indexOf(b[0]))
    .slice(0, MAX_GENRES_PER_BOOK)
    .map(([genre]) => genre);
}

/** Project Gutenberg bookshelves (exact names, 'Browsing: ' prefix included) -> genres. */
export const GUTENBERG_SHELF_GENRES: Readonly<Record<string, readonly Genre[]>> = {
  'Browsing: Fiction': ['Fiction'],
  'Browsing: Children & Young Adult Reading': ["Children's"],
  "Children's Literature": ["Children's"],
  "Children's Fiction": ["Children's", 'Fiction'],
  "Children's Book Series": ["Children's"],
  "Children's Picture Books": ["Children's"],
  "Children's Myths, Fairy Tales, etc.": ["Children's", 'Fantasy'],
  'Browsing: Crime/Mystery': ['Mystery'],
  'Detective Fiction': ['Mystery'],
  'Mystery Fiction': ['Mystery'],
  'Crime Fiction': ['Crime'],
  'Crime Nonfiction': ['Crime', 'Nonfiction'],
  'Historical Fiction': ['Historical Fiction'],
  'Science Fiction': ['Science Fiction'],
  'Precursors of Science Fiction': ['Science Fiction'],
  'FR Science fiction': ['Science Fiction'],
  Fantasy: ['Fantasy'],
  Horror: ['Horror'],
  'Gothic Fiction': ['Horror'],
  Adventure: ['Adventure'],
  'Browsing: Humour': ['Humor'],
  Humor: ['Humor'],
  'Browsing: Poetry': ['Poetry'],
  Poetry: ['Poetry'],
  'FR Poésie': ['Poetry'],
  'DE Lyrik': ['Poetry'],
  'IT Poesia': ['Poetry'],
  'One Act Plays': ['Plays'],
  Plays: ['Plays'],
  'DE Drama': ['Plays'],
  'FR Théâtre': ['Plays'],
  'Short Stories': ['Short Stories'],
  'FR Nouvelles': ['Short Stories'],
  'Harvard Classics': ['Classics'],
  'Best Books Ever Listings': ['Classics'],
  'Classical Antiquity': ['Classics'],
  '6 Best Loved Spanish Literary Classics': ['Classics'],
  'Browsing: Biographies': ['Biography'],
  Biographies: ['Biography'],
  'Browsing: History - General': ['History'],
  'Browsing: History - American': ['History'],
  'Browsing: History - European': ['History'],
  'Browsing: History - British': ['History'],
  'Browsing: History - Ancient': ['History'],
  'Browsing: History - Religious': ['History', 'Religion'],
  'Browsing: History - Royalty': ['History'],
  'Browsing: History - Medieval/The Middle Ages': ['History'],
  'Browsing: History - Warfare': ['History', 'War'],
  'US Civil War': ['War'],
  'World War I': ['War'],
  'World War II': ['War'],
  'Browsing: Travel & Geography': ['Travel'],
  Travel: ['Travel'],
  'Browsing: Philosophy & Ethics': ['Philosophy'],
  Philosophy: ['Philosophy'],
  'Browsing: Religion/Spirituality/Paranormal': ['Religion'],
  Christianity: ['Religion'],
  Judaism: ['Religion'],
  'Browsing: Psychiatry/Psychology': ['Psychology'],
  Psychology: ['Psychology'],
  'Browsing: Science - General': ['Science'],
  'Browsing: Science - Genetics/Biology/Evolution': ['Science'],
  'Browsing: Science - Earth/Agricultural/Farming': ['Science'],
  'Browsing: Science - Chemistry/Biochemistry/Physics': ['Science'],
  'Browsing: Mathematics': ['Science'],
  'Browsing: Business/Management': ['Business'],
  'Browsing: Economics': ['Business'],
};

/**
 * Library of Congress subject heading parts (a heading like 'Fantasy fiction -- Juvenile
 * literature' is split on ' -- ') -> genres. Each pattern is tested against every lower-cased part;
 * word patterns catch the qualified forms ('English poetry', 'Epic poetry, Greek', 'German fiction').
 */
export const GUTENBERG_SUBJECT_GENRES: ReadonlyArray<readonly [RegExp, readonly Genre[]]> = [
  [/\bfiction\b/, ['Fiction']],
  [/^juvenile (fiction|literature)$/, ["Children's"]],
  [/^children's stories/, ["Children's", 'Fiction']],
  [/^science fiction/, ['Science Fiction']],
  [/^fantasy fiction/, ['Fantasy']],
  [/^fairy tales/, ['Fantasy']],
  [/^detective and mystery stories/, ['Mystery']],
  [/^(horror tales|ghost stories)/, ['Horror']],
  [/^historical fiction/, ['Historical Fiction']],
  [/^(adventure stories|sea stories)/, ['Adventure']],
  [/^love stories/, ['Romance']],
  [/^(humorous stories|wit and humor|satire)/, ['Humor']],
  [/^war stories/, ['War']],
  [/^short stories/, ['Short Stories']],
  [/\bpoetry\b/, ['Poetry']],
  [/\bdrama\b|^(comedy plays|tragedies)$/, ['Plays']],
  [/^biography$/, ['Biography']],
  [/^(autobiographies|diaries|personal narratives)$/, ['Memoir']],
  [/^history$/, ['History']],
  [/^(description and travel|voyages and travels)$/, ['Travel']],
  [/^philosophy\b/, ['Philosophy']],
  [/^psychology\b/, ['Psychology']],
  [/^christian fiction/, ['Religion']],
];

/** Genres that describe factual works; a Gutenberg book with one of them and no fiction marker is Nonfiction. */
const FACTUAL_GENRES: ReadonlySet<Genre> = new Set<Genre>([
  'Biography',
  'Memoir',
  'History',
  'Travel',
  'Philosophy',
  'Religion',
  'Psychology',
  'Science',
  'Business',
]);

/** Genres that only fiction has; their presence means a 'History' subject is a setting, not the topic. */
const FICTION_GENRES: ReadonlySet<Genre> = new Set<Genre>([
  'Fiction',
  'Fantasy',
  'Science Fiction',
  'Mystery',
  'Horror',
  'Historical Fiction',
  'Adventure',
  'Romance',
  'Short Stories',
  'Plays',
  'Poetry',
]);

/**
 * Genres of a Gutenberg book from its bookshelves and subject headings, in the order of GENRES.
 * Catalogue subjects are deliberate, so every match counts. A subject heading that is fiction or
 * drama about a historical period ('... -- History -- ... -- Fiction') gives Historical Fiction
 * rather than History, and works with only factual genres are also Nonfiction.
 */
export function genresFromGutenberg(bookshelves: readonly string[], subjects: readonly string[]): Genre[] {
  const found = new Set<Genre>();
  for (const shelf of bookshelves) for (const genre of GUTENBERG_SHELF_GENRES[shelf] ?? []) found.add(genre);
  for (const heading of subjects) {
    const parts = heading.split(' -- ').map((part) => part.trim().toLowerCase());
    const isFiction = parts.some((part) => /\b(fiction|drama)\b/.test(part));
    for (const part of parts) {
      for (const [pattern, genres] of GUTENBERG_SUBJECT_GENRES) {
        if (!pattern.test(part)) continue;
        for (const genre of genres) found.add(genre === 'History' && isFiction ? 'Historical Fiction' : genre);
      }
    }
  }
  const fictional = [...found].some((genre) => FICTION_GENRES.has(genre));
  if (!fictional) {
    if ([...found].some((genre) => FACTUAL_GENRES.has(genre))) found.add('Nonfiction');
  } else {
    // A novel set in the past may sit on a 'Browsing: History' shelf; it is not a history book.
    found.delete('History');
  }
  return GENRES.filter((genre) => found.has(genre));
}
