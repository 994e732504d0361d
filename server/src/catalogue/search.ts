// Catalogue search over the local database. See docs/decisions/0003-catalogue.md for the design:
// a strict full-text pass (websearch_to_tsquery, ranked by ts_rank_cd and popularity); when that
// finds nothing, the words as typed (stop words kept: 'It', 'Me Before You'); and only when that
// finds nothing either, a loose pass where each word may be a prefix or a pg_trgm correction. A
// title typed exactly comes first in every pass.
import { SEARCH_RESULT_WINDOW, type SearchOrder } from '@booknook/api/contract';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { parseQuery, wordsOf, type ParsedQuery } from './query';
import { inCatalogueOf } from './visibility';
import { VOLUME_COLUMNS, type VolumeRow } from './volume';

export interface SearchPage {
  startIndex: number;
  maxResults: number;
  orderBy: SearchOrder;
}

export interface SearchResult {
  rows: VolumeRow[];
  /** Matches, counted up to SEARCH_RESULT_WINDOW (the furthest a client may page). */
  totalItems: number;
}

/** Corrections tried per misspelt word; more only adds noise. */
const CORRECTIONS_PER_WORD = 3;
/** Corrections this close to the best one are equally likely meant. */
const SIMILARITY_TIE = 0.02;
/** Shorter words are prefixes or too short for trigram similarity to tell a typo from another word. */
const MIN_CORRECTED_LENGTH = 4;
const MIN_PREFIX_LENGTH = 3;

type Genre = { id: number; description: string };

/** The genre ids each subject: value means: an exact name, else every genre whose name contains it. */
function subjectGenreIds(subjects: readonly string[], genres: readonly Genre[]): number[][] {
  return subjects.map((subject) => {
    const wanted = subject.toLowerCase();
    const exact = genres.filter((genre) => genre.description.toLowerCase() === wanted);
    const chosen = exact.length > 0 ? exact : genres.filter((genre) => genre.description.toLowerCase().includes(wanted));
    return chosen.map((genre) => genre.id);
  });
}

/** Free text of words only (no operator, exclusion or OR): what a genre name looks like. */
function onlyPlainWords(parsed: ParsedQuery): boolean {
  const others = parsed.excluded.length + parsed.intitle.length + parsed.inauthor.length + parsed.subject.length + parsed.isbn.length;
  return parsed.words.length > 0 && others === 0 && !parsed.anyWord;
}

/** A q that is exactly a genre's name (the home rows send the lowercased genre) lists that genre. */
function genreNamedBy(parsed: ParsedQuery, genres: readonly Genre[]): Genre | undefined {
  if (!onlyPlainWords(parsed)) return undefined;
  const text = parsed.words.join(' ');
  return genres.find((genre) => wordsOf(genre.description).join(' ') === text);
}

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function regexLiteral(value: string): string {
  return value.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`);
}

/**
 * The text search vector and configuration of a pass: 'search' drops English stop words and
 * stems; 'search_as_typed' keeps every word as typed (migration 010).
 */
type TextIndex = { column: 'search' | 'search_as_typed'; config: 'english_unaccent' | 'simple_unaccent' };
const STEMMED: TextIndex = { column: 'search', config: 'english_unaccent' };
const AS_TYPED: TextIndex = { column: 'search_as_typed', config: 'simple_unaccent' };

interface Plan {
  /** Who searches (null: a visitor): see inCatalogueOf. */
  viewerId: number | null;
  parsed: ParsedQuery;
  genreIds: number[][];
  tsquery: RawBuilder<unknown> | null;
  index: TextIndex;
}

/**
 * What a reader typed as a title: the free text when it is nothing but words, or the one intitle:
 * value searched alone (Filter by Title). Null when the query says more than a title.
 */
function typedTitle(parsed: ParsedQuery): string | null {
  const operators = parsed.inauthor.length + parsed.subject.length + parsed.isbn.length;
  if (operators > 0 || parsed.excluded.length > 0 || parsed.anyWord) return null;
  if (parsed.intitle.length === 0 && parsed.words.length > 0) return parsed.text;
  if (parsed.intitle.length === 1 && parsed.words.length === 0) return parsed.intitle[0]!;
  return null;
}

function matching(db: Kysely<Database>, { viewerId, parsed, genreIds, tsquery, index }: Plan) {
  let query = db.selectFrom('books');
  const conditions: RawBuilder<SqlBool>[] = [inCatalogueOf(viewerId)];
  if (tsquery) conditions.push(sql`${sql.ref(index.column)} @@ ${tsquery}`);
  for (const isbn of parsed.isbn) conditions.push(sql`(isbn10 = ${isbn} OR isbn13 = ${isbn})`);
  // Words of the title that start with the value: intitle:it finds 'It' and 'Italy', not 'The Hobbit'.
  for (const title of parsed.intitle) conditions.push(sql`fold_accents(title) ~* fold_accents(${`\\m${regexLiteral(title.trim())}`})`);
  for (const author of parsed.inauthor) conditions.push(sql`fold_accents(text_array_join(authors)) ILIKE fold_accents(${likePattern(author)})`);
  for (const ids of genreIds) {
    conditions.push(sql`EXISTS (SELECT 1 FROM book_genres WHERE book_genres.book_id = books.id AND book_genres.genre_id = ANY(${ids}::integer[]))`);
  }
  for (const condition of conditions) query = query.where(condition);
  return query;
}

/** ts_rank_cd weights for {D (unused), C, B, A}: series, subtitle and authors, title. Authors rank near the title. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.6, 1.0}';

function ordered<O>(query: SelectQueryBuilder<Database, 'books', O>, { parsed, tsquery, index }: Plan, orderBy: SearchOrder) {
  if (orderBy === 'newest') {
    return query
      .orderBy('published_year', (order) => order.desc().nullsLast())
      .orderBy('ratings_count', (order) => order.desc().nullsLast())
      .orderBy('id');
  }
  // A book's whole title includes its subtitle: 'harry potter' is not the title of 'Harry Potter:
  // Film Wizardry', so that companion does not jump ahead of the novels most readers mean.
  const title = typedTitle(parsed);
  if (title !== null) query = query.orderBy(sql`title_key(concat_ws(' ', title, subtitle)) = title_key(${title})`, 'desc');
  // Common words match thousands of books: those whose title holds them come before authors' names.
  if (tsquery && index === AS_TYPED) query = query.orderBy(sql`ts_filter(search_as_typed, '{a}') @@ ${tsquery}`, 'desc');
  if (tsquery) {
    // Text rank (normalised to rank / (rank + 1), so repeating the words cannot outweigh the
    // rest), raised a quarter when the words are exactly the whole title ('hunger games' -> The
    // Hunger Games: the vector's A-weighted lexemes are the title's; a subtitle makes it more) and
    // lifted by popularity: among similar matches the book most readers rated comes first (x4.3 at
    // millions of ratings, x3 at 10,000, x1 for unrated Gutenberg books).
    const words = parsed.words.join(' ');
    query = query.orderBy(
      sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${sql.ref(index.column)}, ${tsquery}, 32)
        * (CASE WHEN subtitle IS NULL AND strip(ts_filter(${sql.ref(index.column)}, '{a}')) = strip(to_tsvector(${index.config}::regconfig, ${words})) THEN 1.25 ELSE 1 END)
        * (1 + log(1 + coalesce(ratings_count, 0)) / 2)`,
      'desc',
    );
  }
  return query.orderBy('ratings_count', (order) => order.desc().nullsLast()).orderBy('id');
}

/**
 * The matches to count, up to the window. A list of one genre (the home rows, View All) is the
 * commonest search: its books are counted from the genre index alone, which stays fast when the
 * genre holds a third of a million-book catalogue.
 */
function countable(db: Kysely<Database>, plan: Plan) {
  const { parsed, genreIds, tsquery } = plan;
  const [onlyGenre] = genreIds.length === 1 && genreIds[0]?.length === 1 ? genreIds[0] : [];
  const otherFilters = tsquery !== null || parsed.isbn.length + parsed.intitle.length + parsed.inauthor.length > 0;
  const rows =
    onlyGenre !== undefined && !otherFilters
      ? db
          .selectFrom('book_genres')
          .where('genre_id', '=', onlyGenre)
          .where(({ exists, selectFrom, not }) => not(exists(selectFrom('books').whereRef('books.id', '=', 'book_genres.book_id').where(sql<SqlBool>`NOT ${inCatalogueOf(plan.viewerId)}`).select('id'))))
          .select(sql`1`.as('one'))
          .limit(SEARCH_RESULT_WINDOW)
      : matching(db, plan).select(sql`1`.as('one')).limit(SEARCH_RESULT_WINDOW);
  return db.selectFrom(rows.as('window')).select((eb) => eb.fn.countAll().as('total'));
}

async function run(db: Kysely<Database>, plan: Plan, page: SearchPage): Promise<SearchResult> {
  const rows = ordered(matching(db, plan).select(VOLUME_COLUMNS), plan, page.orderBy).offset(page.startIndex).limit(page.maxResults);
  if (plan.tsquery && page.orderBy === 'relevance') {
    // Ranking reads every match anyway, so the same pass counts them; only a page past the end
    // needs a count of its own. (Ordered by year, the planner may instead walk the year index and
    // stop at the page, which a window count would turn into a walk over the whole table.)
    const ranked = await rows.select(sql<string>`count(*) OVER ()`.as('total')).execute();
    const total = ranked[0] ? Number(ranked[0].total) : Number((await countable(db, plan).executeTakeFirstOrThrow()).total);
    return { rows: ranked.map(({ total: _total, ...row }) => row), totalItems: Math.min(total, SEARCH_RESULT_WINDOW) };
  }
  const [count, found] = await Promise.all([countable(db, plan).executeTakeFirstOrThrow(), rows.execute()]);
  return { rows: found, totalItems: Number(count.total) };
}

/**
 * Dictionary words nearest to each typed word that is not itself a known word: the most similar
 * by trigram similarity and any within SIMILARITY_TIE of it ('tolkein' -> 'tolkien', not 'told').
 */
async function nearestWords(db: Kysely<Database>, typedWords: readonly string[]): Promise<{ typed: string; word: string }[]> {
  const { rows } = await sql<{ typed: string; word: string }>`
    SELECT typed.as_typed AS typed, near.word
    FROM (SELECT as_typed, fold_accents(as_typed) AS word FROM unnest(${[...typedWords]}::text[]) AS as_typed) AS typed
    CROSS JOIN LATERAL (
      SELECT word, similarity(word, typed.word) AS score, max(similarity(word, typed.word)) OVER () AS best
      FROM search_words
      WHERE word % typed.word
      ORDER BY score DESC, word
      LIMIT ${CORRECTIONS_PER_WORD}
    ) AS near
    WHERE near.score >= near.best - ${SIMILARITY_TIE}
      AND NOT EXISTS (SELECT 1 FROM search_words AS known WHERE known.word = typed.word)
  `.execute(db);
  return rows;
}

/**
 * The loose tsquery: every word may be a prefix ('harr' finds Harry) or one of its nearest
 * dictionary words by trigram similarity ('tolkein' finds Tolkien). Words are letters and digits
 * only (see wordsOf), so the string cannot inject tsquery syntax.
 */
async function looseTsquery(db: Kysely<Database>, parsed: ParsedQuery): Promise<string> {
  const words = [...new Set(parsed.words)];
  const correctable = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH);
  const corrections = new Map<string, string[]>();
  if (correctable.length > 0) {
    for (const { typed, word } of await nearestWords(db, correctable)) {
      for (const part of wordsOf(word)) corrections.set(typed, [...(corrections.get(typed) ?? []), part]);
    }
  }
  const groups = words.map((word) => {
    const alternatives = [word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word, ...(corrections.get(word) ?? [])];
    return `(${alternatives.join(' | ')})`;
  });
  const all = `(${groups.join(parsed.anyWord ? ' | ' : ' & ')})`;
  return [all, ...parsed.excluded.map((word) => `!${word}`)].join(' & ');
}

/** Searches the local catalogue as `viewerId` sees it; throws QueryError for a q the client has to fix. */
export async function searchCatalogue(db: Kysely<Database>, q: string, page: SearchPage, viewerId: number | null): Promise<SearchResult> {
  let parsed = parseQuery(q);
  const genres = parsed.subject.length > 0 || onlyPlainWords(parsed) ? await db.selectFrom('genres').select(['id', 'description']).execute() : [];
  const genre = genreNamedBy(parsed, genres);
  if (genre) parsed = { ...parsed, text: '', words: [], subject: [genre.description] };
  const genreIds = subjectGenreIds(parsed.subject, genres);
  if (genreIds.some((ids) => ids.length === 0)) return { rows: [], totalItems: 0 };

  const textQuery = ({ config }: TextIndex) => (parsed.text ? sql`websearch_to_tsquery(${config}::regconfig, ${parsed.text})` : null);
  const strict = await run(db, { viewerId, parsed, genreIds, tsquery: textQuery(STEMMED), index: STEMMED }, page);
  if (strict.totalItems > 0 || parsed.words.length === 0) return strict;
  // Nothing stemmed matched: most often the words were all stop words ('It', 'the', 'Me Before You').
  const asTyped = await run(db, { viewerId, parsed, genreIds, tsquery: textQuery(AS_TYPED), index: AS_TYPED }, page);
  if (asTyped.totalItems > 0) return asTyped;
  const loose = sql`to_tsquery(${STEMMED.config}::regconfig, ${await looseTsquery(db, parsed)})`;
  return run(db, { viewerId, parsed, genreIds, tsquery: loose, index: STEMMED }, page);
}

/** One book by id, or undefined. */
export async function findBook(db: Kysely<Database>, id: string): Promise<VolumeRow | undefined> {
  return db.selectFrom('books').select(VOLUME_COLUMNS).where('id', '=', id).executeTakeFirst();
}
