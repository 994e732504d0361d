// GET /books/shelf-books: one page of a shelf in the app shape, with the shelf and its total, in
// a single round trip: the call every shelf page makes (docs/decisions/0004-shelves-and-progress.md).
import {
  BUILT_IN_SHELF,
  SHELF_PAGE_SIZE,
  normalizeShelfName,
  type ProgressStatus,
  type ShelfBook,
  type ShelfBooksQuery,
  type ShelfBooksResponse,
  type ShelfSort,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { shelfAccess } from './visibility';

interface ShelfPage {
  sort: ShelfSort;
  offset: number;
  limit: number;
}

interface ListedBook {
  id: string;
  title: string;
  thumbnail: string | null;
  authors: string[];
  page_count: number | null;
  date_added: Date;
  date_updated: Date;
  current_page: number | null;
  progress_status: ProgressStatus | null;
  read_count: number;
}

/** The shelf on every row, then a listed book, or nulls on the one row of a page past the end. */
type ShelfPageRow = { shelf_id: number; shelf_type_id: number; total: number } & (ListedBook | { [Column in keyof ListedBook]: null });

/**
 * One page of the owner's shelf (the shelf_page function of migration 047, planned once per
 * connection): no row when the owner has no shelf of that name, else the listed books, or one row
 * of nulls past the end, each carrying the shelf and its total.
 */
function shelfPage(db: Kysely<Database>, ownerId: number, shelfName: string, { sort, offset, limit }: ShelfPage) {
  const statement = sql<ShelfPageRow>`SELECT * FROM shelf_page(${ownerId}, ${shelfName}, ${sort}, ${limit}, ${offset})`;
  return executePrepared(db, statement.compile(db));
}

/** GET /books/shelf-books: one page of a shelf in the app shape, with the shelf and its total. */
export async function listShelfBooks(db: Kysely<Database>, viewerId: number, query: ShelfBooksQuery): Promise<ShelfBooksResponse> {
  const { shelfName, sort = 'date_updated-DESC', offset = 0, limit = SHELF_PAGE_SIZE, user_id } = query;
  const access = await shelfAccess(db, viewerId, user_id);
  const rows = await shelfPage(db, access.ownerId, normalizeShelfName(shelfName), { sort, offset, limit });
  const first = access.visibleShelf(rows[0]);

  const withProgress = first.shelf_id === BUILT_IN_SHELF.currentlyReading.id;
  const withReadCount = first.shelf_id === BUILT_IN_SHELF.read.id;
  const books = rows.flatMap((row): ShelfBook[] => {
    if (row.id === null) return [];
    const book: ShelfBook = {
      id: row.id,
      title: row.title,
      cover_url: row.thumbnail,
      authors: row.authors,
      pageCount: row.page_count,
      date_added: row.date_added.toISOString(),
      date_updated: row.date_updated.toISOString(),
    };
    if (withProgress) {
      book.progress =
        row.current_page === null || row.progress_status === null ? null : { current_page: row.current_page, status: row.progress_status };
    }
    if (withReadCount) book.readCount = row.read_count;
    return [book];
  });
  const page: ShelfBooksResponse = { books, totalBooks: first.total, shelf_id: first.shelf_id, shelf_type_id: first.shelf_type_id };
  if (access.otherReader) page.owner = access.otherReader;
  return page;
}
