// The seed builder's pure steps, on small inline data (the source files are not read in tests).
import { parseCsv, parseCsvRecords } from '../scripts/catalogue/csv';
import { dedupeKeys, normaliseTitle, surname, withoutDuplicates } from '../scripts/catalogue/dedupe';
import { genresFromGutenberg, genresFromShelves } from '../scripts/catalogue/genre-map';
import { coverUrl, goodbooksBook, goodbooksPeople, normaliseLanguage, parseSeriesTitle, publicationYear, splitSubtitle } from '../scripts/catalogue/goodbooks';
import { formatGutenbergAuthor, gutenbergBook, gutenbergPeople, gutenbergTitle } from '../scripts/catalogue/gutenberg';
import { isbn10To13, isValidIsbn10, isValidIsbn13, repairIsbn10 } from '../src/catalogue/isbn';
import type { SeedBook } from '../src/catalogue/seed-format';

describe('ISBNs', () => {
  it('left-pads an ISBN-10 that lost its leading zeros and keeps it only when the check digit holds', () => {
    expect(repairIsbn10('439023483')).toBe('0439023483');
    expect(repairIsbn10('61120081')).toBe('0061120081');
    expect(repairIsbn10('80442957X')).toBe('080442957X');
    expect(repairIsbn10('439023484')).toBeNull();
    expect(repairIsbn10('')).toBeNull();
    expect(repairIsbn10('9.78043902348e+12')).toBeNull();
  });

  it('computes the ISBN-13 from the ISBN-10 with a new check digit', () => {
    expect(isbn10To13('0439023483')).toBe('9780439023481');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(isValidIsbn13(isbn10To13('0316015849'))).toBe(true);
  });

  it('checks both check digits', () => {
    expect(isValidIsbn10('0439023483')).toBe(true);
    expect(isValidIsbn10('0439023482')).toBe(false);
    expect(isValidIsbn13('9780439023481')).toBe(true);
    expect(isValidIsbn13('9780439023480')).toBe(false);
  });
});

describe('goodbooks titles, authors and fields', () => {
  it('lifts the series and its number out of the title', () => {
    expect(parseSeriesTitle('The Hunger Games (The Hunger Games, #1)')).toEqual({ title: 'The Hunger Games', series: 'The Hunger Games', seriesNumber: '1' });
    expect(parseSeriesTitle('I, Robot (Robot #0.1)')).toEqual({ title: 'I, Robot', series: 'Robot', seriesNumber: '0.1' });
    expect(parseSeriesTitle('The Color of Magic (Discworld, #1; Rincewind #1)')).toEqual({ title: 'The Color of Magic', series: 'Discworld', seriesNumber: '1' });
    expect(parseSeriesTitle('Four: A Divergent Story Collection (Divergent, #0.1 - 0.4)')).toEqual({
      title: 'Four: A Divergent Story Collection',
      series: 'Divergent',
      seriesNumber: '0.1-0.4',
    });
    expect(parseSeriesTitle('Angels & Demons  (Robert Langdon, #1)').title).toBe('Angels & Demons');
  });

  it('leaves brackets without a series number in the title', () => {
    expect(parseSeriesTitle('Is Everyone Hanging Out Without Me? (And Other Concerns)')).toEqual({ title: 'Is Everyone Hanging Out Without Me? (And Other Concerns)' });
    expect(parseSeriesTitle('The Princess Bride ')).toEqual({ title: 'The Princess Bride' });
  });

  it('splits a subtitle at the first colon', () => {
    expect(splitSubtitle('Freakonomics: A Rogue Economist Explores the Hidden Side of Everything')).toEqual({
      title: 'Freakonomics',
      subtitle: 'A Rogue Economist Explores the Hidden Side of Everything',
    });
    expect(splitSubtitle('Harry Potter and the Sorcerer\'s Stone')).toEqual({ title: "Harry Potter and the Sorcerer's Stone" });
  });

  it('splits people on commas, keeping suffixes with the name', () => {
    expect(goodbooksPeople('Kurt Vonnegut Jr.')).toEqual({ authors: ['Kurt Vonnegut Jr.'] });
  });

  it('takes the first person listed as the author and the others, in order and once each, as contributors', () => {
    expect(goodbooksPeople('George Orwell, Erich Fromm, Celâl Üster')).toEqual({ authors: ['George Orwell'], contributors: ['Erich Fromm', 'Celâl Üster'] });
    expect(goodbooksPeople('Andrew Williamson, Andrew Williamson')).toEqual({ authors: ['Andrew Williamson'] });
    expect(goodbooksPeople('J.K. Rowling, Mary GrandPré, J.K. Rowling, Rufus Beck')).toEqual({ authors: ['J.K. Rowling'], contributors: ['Mary GrandPré', 'Rufus Beck'] });
    expect(goodbooksPeople('')).toEqual({ authors: [] });
  });

  it('keeps years honest: BCE stays negative, missing stays missing', () => {
    expect(publicationYear('2008.0')).toBe('2008');
    expect(publicationYear('-750.0')).toBe('-750');
    expect(publicationYear('')).toBeUndefined();
  });

  it('treats Goodreads placeholder images as no cover and normalises languages', () => {
    expect(coverUrl('https://s.gr-assets.com/assets/nophoto/book/111x148-bcc042a9c91a29c1d680899eff700a03.png')).toBeUndefined();
    expect(coverUrl('https://images.gr-assets.com/books/1447303603m/2767052.jpg')).toBe('https://images.gr-assets.com/books/1447303603m/2767052.jpg');
    expect(normaliseLanguage('en-US')).toBe('en');
    expect(normaliseLanguage('fre')).toBe('fr');
    expect(normaliseLanguage('')).toBeUndefined();
  });

  it('builds a seed book from a row and its shelves', () => {
    const row = {
      goodreads_book_id: '2767052',
      isbn: '439023483',
      isbn13: '9.78043902348e+12',
      authors: 'Suzanne Collins',
      original_publication_year: '2008.0',
      title: 'The Hunger Games (The Hunger Games, #1)',
      language_code: 'eng',
      average_rating: '4.34',
      ratings_count: '4780653',
      image_url: 'https://images.gr-assets.com/books/1447303603m/2767052.jpg',
    };
    const book = goodbooksBook(row, [
      { tag: 'to-read', count: 9000 },
      { tag: 'young-adult', count: 5000 },
      { tag: 'ya', count: 1000 },
      { tag: 'dystopian', count: 3000 },
    ]);
    expect(book).toEqual({
      id: 'gb-2767052',
      title: 'The Hunger Games',
      authors: ['Suzanne Collins'],
      publishedDate: '2008',
      isbn10: '0439023483',
      isbn13: '9780439023481',
      genres: ['Young Adult', 'Dystopian'],
      averageRating: 4.34,
      ratingsCount: 4780653,
      thumbnail: 'https://images.gr-assets.com/books/1447303603m/2767052.jpg',
      language: 'en',
      series: 'The Hunger Games',
      seriesNumber: '1',
      source: 'goodbooks-10k',
    });
  });
});

describe('genre mapping', () => {
  it('ignores status and ownership shelves and merges synonyms', () => {
    expect(
      genresFromShelves([
        { tag: 'to-read', count: 50000 },
        { tag: 'favorites', count: 20000 },
        { tag: 'owned', count: 9000 },
        { tag: 'sci-fi', count: 600 },
        { tag: 'science-fiction', count: 500 },
      ]),
    ).toEqual(['Science Fiction']);
  });

  it('keeps genres with at least a tenth of the strongest genre, strongest first', () => {
    expect(
      genresFromShelves([
        { tag: 'fantasy', count: 10000 },
        { tag: 'ya', count: 600 },
        { tag: 'young-adult', count: 600 },
        { tag: 'humor', count: 900 },
      ]),
    ).toEqual(['Fantasy', 'Young Adult']);
  });

  it('caps a book at eight genres', () => {
    const tags = ['fantasy', 'romance', 'mystery', 'horror', 'poetry', 'travel', 'science', 'business', 'history', 'war'];
    expect(genresFromShelves(tags.map((tag) => ({ tag, count: 500 })))).toHaveLength(8);
  });

  it('maps Gutenberg shelves and subjects, telling history from historical fiction', () => {
    expect(genresFromGutenberg(['Browsing: Fiction', 'Browsing: History - American'], ['United States -- History -- Civil War, 1861-1865 -- Fiction'])).toEqual([
      'Fiction',
      'Historical Fiction',
    ]);
    expect(genresFromGutenberg(['Browsing: History - General'], ['Rome -- History -- Empire, 30 B.C.-476 A.D.'])).toEqual(['Nonfiction', 'History']);
    expect(genresFromGutenberg([], ['Epic poetry, Greek', 'Odysseus (Greek mythology)'])).toEqual(['Poetry']);
    expect(genresFromGutenberg(['Browsing: Literature'], ['English essays'])).toEqual([]);
  });
});

describe('Project Gutenberg records', () => {
  it("reformats 'Last, First, dates' as 'First Last'", () => {
    expect(formatGutenbergAuthor('Austen, Jane, 1775-1817')).toBe('Jane Austen');
    expect(formatGutenbergAuthor('Fitzgerald, F. Scott (Francis Scott), 1896-1940')).toBe('F. Scott Fitzgerald');
    expect(formatGutenbergAuthor('King, Martin Luther, Jr., 1929-1968')).toBe('Martin Luther King Jr.');
    expect(formatGutenbergAuthor('Yule, J. C., Mrs., 1825-1897')).toBe('J. C. Yule');
    expect(formatGutenbergAuthor('Suetonius, 69?-122?')).toBe('Suetonius');
    expect(formatGutenbergAuthor('United States')).toBe('United States');
  });

  it('makes people with a role contributors, or the authors when nobody without one is named', () => {
    expect(gutenbergPeople('Homer, 751? BCE-651? BCE; Pope, Alexander, 1688-1744 [Translator]')).toEqual({ authors: ['Homer'], contributors: ['Alexander Pope'] });
    expect(gutenbergPeople('Forester, Thomas [Editor]; Thomson, Alexander, M.D. [Translator]')).toEqual({ authors: ['Thomas Forester', 'Alexander Thomson'] });
  });

  it('splits a title carried over two lines', () => {
    expect(gutenbergTitle('The United States Bill of Rights\nThe Ten Original Amendments to the Constitution of the United States')).toEqual({
      title: 'The United States Bill of Rights',
      subtitle: 'The Ten Original Amendments to the Constitution of the United States',
    });
  });

  it('builds a seed book without invented ISBN, rating or date', () => {
    const book = gutenbergBook({
      'Text#': '1342',
      Type: 'Text',
      Issued: '1998-06-01',
      Title: 'Pride and Prejudice',
      Language: 'en',
      Authors: 'Austen, Jane, 1775-1817',
      Subjects: 'Courtship -- Fiction; Love stories',
      Bookshelves: 'Best Books Ever Listings; Browsing: Fiction',
    });
    expect(book).toEqual({
      id: 'pg-1342',
      title: 'Pride and Prejudice',
      authors: ['Jane Austen'],
      genres: ['Fiction', 'Romance', 'Classics'],
      language: 'en',
      thumbnail: 'https://www.gutenberg.org/cache/epub/1342/pg1342.cover.medium.jpg',
      source: 'gutenberg',
    });
  });
});

describe('de-duplication', () => {
  it('normalises titles and surnames', () => {
    expect(normaliseTitle('The Iliad')).toBe(normaliseTitle('Iliad'));
    expect(normaliseTitle('Frankenstein; Or, The Modern Prometheus')).toBe('frankenstein');
    expect(surname('Kurt Vonnegut Jr.')).toBe('vonnegut');
    expect(dedupeKeys('Pride and Prejudice', ['Jane Austen'])).toEqual(['prideandprejudice|austen']);
  });

  it('drops Gutenberg books that goodbooks has, and repeated Gutenberg editions in one language', () => {
    const book = (id: string, title: string, authors: string[], language = 'en'): SeedBook => ({ id, title, authors, genres: [], language, source: 'gutenberg' });
    const goodbooks = [{ ...book('gb-1885', 'Pride and Prejudice', ['Jane Austen']), source: 'goodbooks-10k' as const }];
    const kept = withoutDuplicates(goodbooks, [
      book('pg-1342', 'Pride and Prejudice', ['Jane Austen']),
      book('pg-1', 'Emma', ['Jane Austen']),
      book('pg-2', 'Emma', ['Jane Austen']),
      book('pg-3', 'Emma', ['Jane Austen'], 'fr'),
    ]);
    expect(kept.map((book) => book.id)).toEqual(['pg-1', 'pg-3']);
  });
});

describe('CSV reader', () => {
  it('handles quoted commas, doubled quotes, newlines inside quotes and CRLF', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,"two\nlines",3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
    ]);
    expect(parseCsvRecords('id,name\n1,"Austen, Jane"\n')).toEqual([{ id: '1', name: 'Austen, Jane' }]);
  });
});
