// Which of a reader's books a stats request is about (docs/decisions/0010-stats.md). The filters are
// read here, once, and turned into SQL fragments the figures' queries share.
import { BUILT_IN_SHELVES, SHELF_MESSAGES, SHELF_TYPE, STATS_ALL, STATS_MESSAGES, type StatsQuery } from '@booknook/api/contract';
import { sql, type RawBuilder } from 'kysely';
import { HttpError } from '../http/errors';
import { finishedInYear } from '../reading/goals';

const READ_SHELF_ID = BUILT_IN_SHELVES[2].id;
const MAX_SHELF_ID = 2147483647;

/** The reader's books a request counts: on one shelf (null: any) and dated in one year (null: any). */
export interface Selection {
  userId: number;
  shelfId: number | null;
  year: number | null;
}

function parseShelf(shelf: string | undefined): number | null {
  if (shelf === undefined || shelf === STATS_ALL) return null;
  const id = /^[1-9]\d{0,9}$/.test(shelf) ? Number(shelf) : Number.NaN;
  if (!(id <= MAX_SHELF_ID)) throw new HttpError(400, STATS_MESSAGES.shelfInvalid);
  return id;
}

function parseYear(year: string | undefined): number | null {
  if (year === undefined || year === STATS_ALL) return null;
  if (!/^[1-9]\d{3}$/.test(year)) throw new HttpError(400, STATS_MESSAGES.yearInvalid);
  return Number(year);
}

/** The selection GET /stats asks for, read from its query; whether the shelf is the reader's is asked with it (shelfFound). */
export function parseSelection(userId: number, query: StatsQuery): Selection {
  return { userId, shelfId: parseShelf(query.shelf), year: parseYear(query.year) };
}

/**
 * Whether the selection's shelf may be asked about: All, a built-in shelf or one of the reader's
 * own. Any other id, another reader's or none at all, is the same 404, so ids reveal nothing.
 */
export function shelfFound({ userId, shelfId }: Selection): RawBuilder<boolean> {
  if (shelfId === null) return sql<boolean>`true`;
  return sql<boolean>`EXISTS (
    SELECT 1 FROM shelves
    WHERE id = ${shelfId} AND (shelf_type_id = ${SHELF_TYPE.builtIn} OR (shelf_type_id = ${SHELF_TYPE.custom} AND user_id = ${userId})))`;
}

export function assertShelfFound(found: boolean): void {
  if (!found) throw new HttpError(404, SHELF_MESSAGES.shelfNotFound);
}

/** `column` falls in the year (UTC), as a range an index on the column can serve. */
function inYear(column: RawBuilder<unknown>, year: number): RawBuilder<unknown> {
  return sql`${column} >= ${new Date(Date.UTC(year, 0, 1))} AND ${column} < ${new Date(Date.UTC(year + 1, 0, 1))}`;
}

/** Books on Read; in a year, the books one of whose reads finished that year (issue 20), each once. */
export function readBooks(userId: number, year: number | null): RawBuilder<unknown> {
  if (year === null) return sql`SELECT book_id FROM shelf_books WHERE user_id = ${userId} AND shelf_id = ${READ_SHELF_ID}`;
  return sql`SELECT DISTINCT finished_reads.book_id FROM reads finished_reads WHERE ${finishedInYear(userId, year)}`;
}

/** Books on shelves other than Read (one of them when `shelfId` is given), added in the year when one is given. */
function otherShelvesBooks(userId: number, shelfId: number | null, year: number | null): RawBuilder<unknown> {
  const shelf = shelfId === null ? sql`shelf_id <> ${READ_SHELF_ID}` : sql`shelf_id = ${shelfId}`;
  const added = year === null ? sql`` : sql`AND ${inYear(sql.ref('date_added'), year)}`;
  return sql`SELECT book_id FROM shelf_books WHERE user_id = ${userId} AND ${shelf} ${added}`;
}

/**
 * Total Books Read of a selection: the books on Read (finished in the year when one is given) that
 * are also on the chosen shelf.
 */
export function selectedReadBooks({ userId, shelfId, year }: Selection): RawBuilder<unknown> {
  const read = readBooks(userId, year);
  if (shelfId === null || shelfId === READ_SHELF_ID) return read;
  return sql`
    SELECT read_books.book_id FROM (${read}) read_books
    WHERE EXISTS (SELECT 1 FROM shelf_books chosen WHERE chosen.user_id = ${userId} AND chosen.shelf_id = ${shelfId} AND chosen.book_id = read_books.book_id)`;
}

/**
 * The ids of the selected books, each once. The year rule: a book counts as read in every year one
 * of its reads finished; a book on another shelf, in the year it was added to that shelf. So with a
 * year, a shelf other than Read selects the books added to it that year and those of its books
 * finished that year (a re-read on Currently Reading counts for its earlier read); All Shelves selects a book when any of its shelves puts it in the year. The books
 * read are always among the selected ones.
 */
export function selectedBooks(selection: Selection): RawBuilder<unknown> {
  const { userId, shelfId, year } = selection;
  if (shelfId === READ_SHELF_ID) return readBooks(userId, year);
  if (shelfId !== null && year === null) return otherShelvesBooks(userId, shelfId, year);
  if (shelfId === null && year === null) return sql`SELECT DISTINCT book_id FROM shelf_books WHERE user_id = ${userId}`;
  return sql`${selectedReadBooks(selection)} UNION ${otherShelvesBooks(userId, shelfId, year)}`;
}
