// One import row written into a reader's library (issue 21): the book found (ISBN-13, ISBN-10, then a
// confident title and first author) or made, then the shelves, reads, page count and review the row
// holds — adding, never taking away: a book already on a built-in shelf keeps it, an existing review
// stays, a read already there is not written twice. Runs inside the job's batch transaction, in two
// steps so a batch can do the first for all its rows, then lock and read their states at once; the
// second gathers the rows' writes, which writeGathered writes with one statement per table.
import { BUILT_IN_SHELF, BUILT_IN_SHELVES, SHELF_TYPE, readProblem, type ImportRowOutcome, type Read } from '@booknook/api/contract';
import { sql, type Compilable, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { insertReaderBooks, lockIsbns } from '../catalogue/added-books';
import { isbn10To13 } from '../catalogue/isbn';
import { inCatalogueOf } from '../catalogue/visibility';
import { gatheredMembershipsWrites, isBuiltInShelf, noGatheredMemberships, replaceMemberships, type GatheredMemberships } from '../library/memberships';
import { newRead, withProgress, type ReadingState } from '../library/reading-state';
import type { ReaderBooksTable } from '../library/tables';
import type { ReviewsTable } from '../reviews/tables';
import { findShelfByName, insertCustomShelf } from '../library/shelves';
import { reviewColumns } from '../reviews/reviews';
import { authorSearchPattern, matchingAuthor, matchingTitle, titleSearchPattern } from './matching-keys';
import type { ImportRead, ImportRow } from './rows';

/** What one row came to, for the job's counts and the row's report. */
export interface AppliedRow {
  outcome: Exclude<ImportRowOutcome, 'skipped'>;
  bookId: string;
  matchedBy: 'isbn' | 'title' | null;
  reviews: number;
  reads: number;
  /** Custom shelves this row made. */
  customShelves: number;
  /** What was changed or left out, besides the file's own notes. */
  notes: string[];
}

export const APPLY_MESSAGES = {
  readNotKept: (problem: string) => `A read was not imported: ${problem}`,
  shelfNotKept: (name: string, problem: string) => `Shelf "${name}" was not used: ${problem}`,
} as const;

const BUILT_IN_ID_BY_NAME = new Map<string, number>(BUILT_IN_SHELVES.map((shelf) => [shelf.name, shelf.id]));

/** Custom shelves by name, made once per job as rows ask for them. */
export type ShelfIdsByName = Map<string, number>;

/** Candidates a title lookup reads at most for a row (editions and namesakes of one title and author). */
const TITLE_CANDIDATES_MAX = 500;

/**
 * The batch's books the catalogue already knows by BookNook id or ISBN, looked up in one statement;
 * books the batch makes are added as it makes them.
 */
export interface KnownBooks {
  byId: Set<string>;
  /** The first book of the reader's catalogue with each ISBN-13 (the public one first). */
  byIsbn13: Map<string, { id: string; rank: number }>;
  /** The same for ISBN-10. */
  byIsbn10: Map<string, { id: string; rank: number }>;
}

export async function knownBooks(trx: Kysely<Database>, userId: number, rows: readonly ImportRow[]): Promise<KnownBooks> {
  // BookNook's own export names the book exactly (Goodreads' ids are bare numbers).
  const ids = rows.flatMap((row) => (row.sourceBookId?.includes('-') ? [row.sourceBookId] : []));
  const isbn10s = rows.flatMap((row) => (row.isbn10 ? [row.isbn10] : []));
  const isbn13s = [...rows.flatMap((row) => (row.isbn13 ? [row.isbn13] : [])), ...isbn10s.map(isbn10To13)];
  const known: KnownBooks = { byId: new Set(), byIsbn13: new Map(), byIsbn10: new Map() };
  if (ids.length + isbn13s.length === 0) return known;
  const books = await executePrepared(
    trx,
    trx
      .selectFrom('books')
      .select(['id', 'isbn13', 'isbn10'])
      .where((eb) => eb.or([eb('id', '=', eb.fn.any(eb.val(ids))), eb('isbn13', '=', eb.fn.any(eb.val(isbn13s))), eb('isbn10', '=', eb.fn.any(eb.val(isbn10s)))]))
      .where(inCatalogueOf(userId))
      .orderBy('awaiting_approval')
      .orderBy('id')
      .compile(),
  );
  books.forEach(({ id, isbn13, isbn10 }, rank) => {
    known.byId.add(id);
    if (isbn13 && !known.byIsbn13.has(isbn13)) known.byIsbn13.set(isbn13, { id, rank });
    if (isbn10 && !known.byIsbn10.has(isbn10)) known.byIsbn10.set(isbn10, { id, rank });
  });
  return known;
}

/** The row's book by BookNook id, ISBN-13, then ISBN-10 (either column holding it), as knownBooks found them. */
function knownBook(known: KnownBooks, row: ImportRow): string | undefined {
  if (row.sourceBookId && known.byId.has(row.sourceBookId)) return row.sourceBookId;
  const by13 = row.isbn13 ? known.byIsbn13.get(row.isbn13) : undefined;
  if (by13) return by13.id;
  if (!row.isbn10) return undefined;
  const candidates = [known.byIsbn10.get(row.isbn10), known.byIsbn13.get(isbn10To13(row.isbn10))].filter((book) => book !== undefined);
  return candidates.sort((a, b) => a.rank - b.rank)[0]?.id;
}

/** What a confident title match compares: a title and first author as matching reads them. */
function matchKey(title: string, firstAuthor: string): string {
  return `${matchingTitle(title)}\u0000${matchingAuthor(firstAuthor)}`;
}

/** The row's matchKey and its first author's search pattern; undefined when the row has too little to match by. */
function titleKey(row: ImportRow): { key: string; authorPattern: string } | undefined {
  const firstAuthor = row.authors[0] ?? '';
  const authorPattern = authorSearchPattern(firstAuthor);
  return authorPattern && matchingTitle(row.title) ? { key: matchKey(row.title, firstAuthor), authorPattern } : undefined;
}

/** A row's title lookup: its key and the LIKE patterns that find the candidates (titlePattern undefined: by author alone). */
interface TitleLookup {
  row: ImportRow;
  key: string;
  authorPattern: string;
  titlePattern: string | undefined;
}

type TitleCandidate = { id: string; title: string; authors: string[] };

/**
 * Each lookup's candidates, best ranked first (the public catalogue, then the most rated), in one
 * statement: a statement each cost a batch more than the searching (20 rows: 35-60 ms against 5).
 * The title's pattern goes to a trigram index (migration 048), so a common surname does not bring
 * every book of its name; `byTitle` false looks by the author alone, through the authors' trigram
 * index (migration 051). Exported for its plan test.
 */
export function titleCandidatesQuery(userId: number, lookups: readonly Pick<TitleLookup, 'authorPattern' | 'titlePattern'>[], byTitle: boolean) {
  return sql<TitleCandidate & { index: number }>`
    SELECT asked.index::int AS index, found.id, found.title, found.authors
    FROM unnest(${lookups.map((lookup) => lookup.authorPattern)}::text[], ${lookups.map((lookup) => lookup.titlePattern ?? '')}::text[])
      WITH ORDINALITY AS asked(author_pattern, title_pattern, index)
    CROSS JOIN LATERAL (
      SELECT id, title, authors, awaiting_approval, ratings_count FROM books
      WHERE ${byTitle ? sql`match_folded(title) ILIKE asked.title_pattern AND` : sql``} match_folded(text_array_join(authors)) ILIKE fold_accents(asked.author_pattern)
        AND ${inCatalogueOf(userId)}
      ORDER BY awaiting_approval, ratings_count DESC NULLS LAST, id
      LIMIT ${TITLE_CANDIDATES_MAX}
    ) found
    ORDER BY asked.index, found.awaiting_approval, found.ratings_count DESC NULLS LAST, found.id`;
}

async function titleCandidates(trx: Kysely<Database>, userId: number, lookups: readonly TitleLookup[], byTitle: boolean): Promise<TitleCandidate[][]> {
  const perLookup = lookups.map((): TitleCandidate[] => []);
  if (lookups.length === 0) return perLookup;
  const candidates = await executePrepared(trx, titleCandidatesQuery(userId, lookups, byTitle).compile(trx));
  for (const { index, ...candidate } of candidates) perLookup[index - 1]!.push(candidate);
  return perLookup;
}

/**
 * For each row, the book whose title and first author read the same as the row's once case,
 * punctuation, diacritics and a series suffix are set aside; several editions that all do are one
 * work, and the most rated is taken. No author, or no such book: no match (a guess would put the
 * wrong book on a shelf, which is worse than a book made from the row).
 */
async function booksByTitle(trx: Kysely<Database>, userId: number, rows: readonly ImportRow[]): Promise<Map<ImportRow, string>> {
  const lookups = rows.flatMap((row): TitleLookup[] => {
    const matching = titleKey(row);
    return matching ? [{ row, ...matching, titlePattern: titleSearchPattern(row.title) }] : [];
  });
  const found = new Map<ImportRow, string>();
  // A title without a word of three letters ("It") is looked for by its author alone.
  for (const byTitle of [true, false]) {
    const group = lookups.filter((lookup) => (lookup.titlePattern !== undefined) === byTitle);
    const candidates = await titleCandidates(trx, userId, group, byTitle);
    group.forEach(({ row, key }, index) => {
      const id = candidates[index]!.find((book) => book.authors[0] !== undefined && matchKey(book.title, book.authors[0]) === key)?.id;
      if (id) found.set(row, id);
    });
  }
  return found;
}

/** The custom shelf of this name: the reader's, or made now (up to the reader's cap: a 409 then). */
async function customShelfId(trx: Kysely<Database>, userId: number, name: string, shelves: ShelfIdsByName): Promise<{ id: number; made: boolean }> {
  const known = shelves.get(name);
  if (known !== undefined) return { id: known, made: false };
  const existing = await findShelfByName(trx, userId, name);
  if (existing && existing.shelf_type_id === SHELF_TYPE.custom) {
    shelves.set(name, existing.id);
    return { id: existing.id, made: false };
  }
  const made = await insertCustomShelf(trx, userId, name);
  shelves.set(name, made.id);
  return { id: made.id, made: true };
}

/** A file's read as a read of BookNook. */
function asRead({ started, ended, outcome }: ImportRead): Omit<Read, 'id'> {
  if (outcome === 'open') return { started, finished: null, stopped: null, outcome: 'reading' };
  return outcome === 'finished' ? { started, finished: ended, stopped: null, outcome } : { started, finished: null, stopped: ended, outcome };
}

const sameRead = (a: Omit<Read, 'id'>, b: Omit<Read, 'id'>) =>
  a.outcome === b.outcome && a.started === b.started && a.finished === b.finished && a.stopped === b.stopped;

/**
 * The row's reads the reader does not have yet: a read with the same dates and outcome is the same
 * read (written before, or gathered from an earlier row), undated finished reads are counted (a Read
 * Count of 3 twice is still 3), and an open read is not opened beside one already open.
 */
async function readsToAdd(trx: Kysely<Database>, state: ReadingState, row: ImportRow, shelfId: number | undefined, gathered: readonly Omit<Read, 'id'>[]): Promise<Omit<Read, 'id'>[]> {
  const written: Omit<Read, 'id'>[] =
    state.readCount === gathered.length
      ? []
      : await trx
          .selectFrom('reads')
          .select(['started', 'finished', 'stopped', 'outcome'])
          .where('user_id', '=', state.userId)
          .where('book_id', '=', state.bookId)
          .execute();
  const wanted = row.reads.map(asRead);
  // A book on Read has been read at least once, a book on Currently Reading is being read: as the shelf rules do.
  if (shelfId === BUILT_IN_SHELF.read.id && !wanted.some((read) => read.outcome === 'finished')) {
    wanted.push({ started: null, finished: null, stopped: null, outcome: 'finished' });
  }
  if (shelfId === BUILT_IN_SHELF.currentlyReading.id && !wanted.some((read) => read.outcome === 'reading')) {
    wanted.push({ started: null, finished: null, stopped: null, outcome: 'reading' });
  }
  const unmatched = [...written, ...gathered];
  let open = state.openRead !== null || gathered.some((read) => read.outcome === 'reading');
  const adding: Omit<Read, 'id'>[] = [];
  for (const read of wanted) {
    const index = unmatched.findIndex((known) => sameRead(known, read));
    if (index >= 0) unmatched.splice(index, 1);
    else if (read.outcome !== 'reading' || !open) {
      adding.push(read);
      open ||= read.outcome === 'reading';
    }
  }
  return adding;
}

/**
 * What rows write, gathered by applyRow under the books' locks, and written by writeGathered with one
 * statement per table: the memberships and shelf totals, reads, page counts and reviews.
 */
export interface GatheredWrites {
  memberships: GatheredMemberships;
  reads: (Omit<Read, 'id'> & { user_id: number; book_id: string })[];
  pageCounts: Insertable<ReaderBooksTable>[];
  reviews: Insertable<ReviewsTable>[];
  /** The reader's books with a review: before the batch, and the ones gathered. */
  reviewed: Set<string>;
}

/**
 * Nothing gathered yet for these books of the reader, and which of them the reader has reviewed: one
 * statement, and none when no row brings a review.
 */
export async function gatherWrites(trx: Kysely<Database>, userId: number, bookIds: readonly string[], rowsReview: boolean): Promise<GatheredWrites> {
  const reviewed = rowsReview
    ? await executePrepared(trx, trx.selectFrom('reviews').select('book_id').where('user_id', '=', userId).where('book_id', '=', (eb) => eb.fn.any(eb.val([...new Set(bookIds)]))).compile())
    : [];
  return { memberships: noGatheredMemberships(), reads: [], pageCounts: [], reviews: [], reviewed: new Set(reviewed.map((review) => review.book_id)) };
}

/** Writes what the rows gathered in one statement: each table's rows in one INSERT, the INSERTs as the CTEs of one WITH. */
export async function writeGathered(trx: Kysely<Database>, userId: number, { memberships, reads, pageCounts, reviews }: GatheredWrites): Promise<void> {
  const writes: Compilable[] = [
    ...gatheredMembershipsWrites(trx, userId, memberships),
    ...(reads.length > 0 ? [trx.insertInto('reads').values(reads)] : []),
    ...(pageCounts.length > 0
      ? [
          trx
            .insertInto('reader_books')
            .values(pageCounts)
            .onConflict((oc) => oc.columns(['user_id', 'book_id']).doUpdateSet((eb) => ({ page_count: eb.ref('excluded.page_count'), date_updated: sql`now()` }))),
        ]
      : []),
    // A review the reader wrote since the batch looked stays theirs.
    ...(reviews.length > 0 ? [trx.insertInto('reviews').values(reviews).onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())] : []),
  ];
  if (writes.length === 0) return;
  await sql`WITH ${sql.join(writes.map((write, index) => sql`${sql.raw(`write_${index}`)} AS (${write})`))} SELECT 1`.execute(trx);
}

/** The row's book: found, or made from the row. */
export interface RowBook {
  bookId: string;
  matchedBy: 'isbn' | 'title' | null;
  created: boolean;
}

/** The ISBN-13s a row names: its own, and its ISBN-10's. */
const rowIsbn13s = (row: ImportRow): string[] => [...(row.isbn13 ? [row.isbn13] : []), ...(row.isbn10 ? [isbn10To13(row.isbn10)] : [])];

/** A row's book being made in the batch: its own (matchedBy null), or an earlier row's, matched by ISBN or title and author. */
type BeingMade = { making: number; matchedBy: 'isbn' | 'title' | null };

/**
 * Books made from the rows nothing matched, in three statements whatever their number (a book made
 * one statement at a time cost PostgreSQL's batches ~3 ms a row): their ISBNs locked, looked up again
 * (another reader may have added one meanwhile), then the new books inserted together. A row whose
 * ISBN, or title and author, an earlier row made takes that row's book, as its own lookup would have
 * found it. The books made join `known`, so the batch's later rows find them by ISBN.
 */
async function makeBooks(trx: Kysely<Database>, userId: number, rows: readonly ImportRow[], known: KnownBooks): Promise<RowBook[]> {
  const isbn13sByRow = rows.map(rowIsbn13s);
  let addedMeanwhile: KnownBooks | undefined;
  if (isbn13sByRow.some((isbn13s) => isbn13s.length > 0)) {
    await lockIsbns(trx, isbn13sByRow.flat());
    addedMeanwhile = await knownBooks(trx, userId, rows);
  }
  const making: { row: ImportRow; isbn13: string | null }[] = [];
  const makingByIsbn = new Map<string, number>();
  const makingByTitleKey = new Map<string, number>();
  const steps = rows.map((row, rowIndex): RowBook | BeingMade => {
    const found = addedMeanwhile && knownBook(addedMeanwhile, row);
    if (found) return { bookId: found, matchedBy: 'isbn', created: false };
    const isbn13s = isbn13sByRow[rowIndex]!;
    const key = titleKey(row)?.key;
    const sameIsbn = isbn13s.map((isbn) => makingByIsbn.get(isbn)).find((index) => index !== undefined);
    if (sameIsbn !== undefined) return { making: sameIsbn, matchedBy: 'isbn' };
    const sameTitle = key === undefined ? undefined : makingByTitleKey.get(key);
    if (sameTitle !== undefined) return { making: sameTitle, matchedBy: 'title' };
    making.push({ row, isbn13: isbn13s[0] ?? null });
    for (const isbn of isbn13s) makingByIsbn.set(isbn, making.length - 1);
    if (key !== undefined) makingByTitleKey.set(key, making.length - 1);
    return { making: making.length - 1, matchedBy: null };
  });
  const ids = await insertReaderBooks(
    trx,
    userId,
    making.map(({ row, isbn13 }) => ({
      title: row.title,
      authors: row.authors,
      isbn10: row.isbn10,
      isbn13,
      page_count: row.pageCount,
      published_date: row.publishedYear === null ? null : String(row.publishedYear).padStart(4, '0'),
      description: null,
      publisher: row.publisher,
    })),
  );
  making.forEach(({ isbn13 }, index) => {
    if (isbn13) known.byIsbn13.set(isbn13, { id: ids[index]!, rank: -1 });
  });
  return steps.map((step) => ('bookId' in step ? step : { bookId: ids[step.making]!, matchedBy: step.matchedBy, created: step.matchedBy === null }));
}

/**
 * The first step: each row's book, found (knownBooks, then a confident title match) or made from
 * the rows (makeBooks).
 */
export async function rowBooks(trx: Kysely<Database>, userId: number, rows: readonly ImportRow[], known: KnownBooks): Promise<RowBook[]> {
  const byIsbn = new Map(rows.flatMap((row) => {
    const id = knownBook(known, row);
    return id ? [[row, id] as const] : [];
  }));
  const unmatched = rows.filter((row) => !byIsbn.has(row));
  const byTitle = await booksByTitle(trx, userId, unmatched);
  const unfound = unmatched.filter((row) => !byTitle.has(row));
  const made = new Map((await makeBooks(trx, userId, unfound, known)).map((book, index) => [unfound[index]!, book]));
  return rows.map((row): RowBook => {
    const isbnMatch = byIsbn.get(row);
    if (isbnMatch) return { bookId: isbnMatch, matchedBy: 'isbn', created: false };
    const titleMatch = byTitle.get(row);
    if (titleMatch) return { bookId: titleMatch, matchedBy: 'title', created: false };
    return made.get(row)!;
  });
}

/**
 * The second step: the row written for the reader into their state for its book (read under
 * lockReaderBook), its writes gathered for writeGathered. Answers what the row came to and the
 * state after it; an HttpError means the row cannot go in.
 */
export async function applyRow(
  trx: Kysely<Database>,
  row: ImportRow,
  { bookId, matchedBy, created }: RowBook,
  stateBefore: ReadingState,
  shelves: ShelfIdsByName,
  today: string,
  gathered: GatheredWrites,
): Promise<{ applied: AppliedRow; state: ReadingState }> {
  const { userId } = stateBefore;
  const notes: string[] = [];
  let state = stateBefore;

  // Shelves: the reader's built-in shelf stays when there is one; custom shelves are added to.
  let madeShelves = 0;
  const custom = state.shelfIds.filter((id) => !isBuiltInShelf(id));
  for (const name of row.customShelves) {
    try {
      const shelf = await customShelfId(trx, userId, name, shelves);
      if (shelf.made) madeShelves += 1;
      if (!custom.includes(shelf.id)) custom.push(shelf.id);
    } catch (error) {
      notes.push(APPLY_MESSAGES.shelfNotKept(name, error instanceof Error ? error.message : String(error)));
    }
  }
  const builtInNow = state.shelfIds.find(isBuiltInShelf);
  const builtIn = builtInNow ?? (row.shelf ? BUILT_IN_ID_BY_NAME.get(row.shelf) : undefined);
  const wanted = [...(builtIn === undefined ? [] : [builtIn]), ...custom];
  const newShelves = wanted.filter((id) => !state.shelfIds.includes(id));
  if (newShelves.length > 0) {
    // The shelf rules' reads (a read dated today) are not what a file means: its own reads follow.
    await replaceMemberships(trx, state, wanted, today, { addedOn: row.dateAdded ? new Date(`${row.dateAdded}T12:00:00Z`) : undefined, gathered: gathered.memberships });
    state = { ...state, shelfIds: wanted };
  }

  let reads = 0;
  const gatheredReads = gathered.reads.filter((read) => read.book_id === bookId);
  for (const read of await readsToAdd(trx, state, row, builtInNow === undefined ? builtIn : undefined, gatheredReads)) {
    const problem = readProblem(read, today);
    if (problem) {
      notes.push(APPLY_MESSAGES.readNotKept(problem.message));
      continue;
    }
    newRead(state, read); // refuses a read past READS_MAX_PER_BOOK, like every new read
    gathered.reads.push({ user_id: userId, book_id: bookId, ...read });
    state = { ...state, readCount: state.readCount + 1 };
    reads += 1;
  }

  let pageCountSet = false;
  if (row.pageCount !== null && state.page_count === null) {
    gathered.pageCounts.push({ user_id: userId, book_id: bookId, page_count: row.pageCount });
    state = withProgress(state, { page_count: row.pageCount });
    pageCountSet = true;
  }

  let reviews = 0;
  if (row.rating !== null && !gathered.reviewed.has(bookId)) {
    const columns = reviewColumns({ rating: row.rating, review_text: row.review, pace_review: row.pace, plot_character_driven: row.plotCharacterDriven });
    gathered.reviews.push({ user_id: userId, book_id: bookId, ...columns, imported: true });
    gathered.reviewed.add(bookId);
    reviews = 1;
  }

  const changed = newShelves.length > 0 || reads > 0 || pageCountSet || reviews > 0;
  const outcome = created ? 'created' : changed ? 'added' : 'alreadyThere';
  return { applied: { outcome, bookId, matchedBy, reviews, reads, customShelves: madeShelves, notes }, state };
}
