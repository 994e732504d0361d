// GET /books/shelf-books: one page of a shelf in the app shape, with the shelf's total, in one
// statement. Every sort order walks an index of shelf_books (migration 004) and stops after the
// page: date_updated for newest/oldest, title_key (the lowercased title) for the title orders.
import {
  SHELF_PAGE_SIZE,
  type ShelfBook,
  type ShelfBooksQuery,
  type ShelfBooksResponse,
  type ShelfSort,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { SHELF_ID } from './memberships';
import { shelfByName } from './shelves';
import { shelfAccess } from './visibility';

const ORDERS: Record<ShelfSort, { byTitle: boolean; direction: 'asc' | 'desc' }> = {
  'date_updated-DESC': { byTitle: false, direction: 'desc' },
  'date_updated-ASC': { byTitle: false, direction: 'asc' },
  'title-ASC': { byTitle: true, direction: 'asc' },
  'title-DESC': { byTitle: true, direction: 'desc' },
};

function shelfTotal(db: Kysely<Database>, ownerId: number, shelfId: number) {
  return db.selectFrom('shelf_counts').select('books').where('user_id', '=', ownerId).where('shelf_id', '=', shelfId);
}

export interface ShelfPage {
  sort: ShelfSort;
  offset: number;
  limit: number;
}

const ORDER_COLUMN = { date: 'date_updated', title: 'title_key' } as const;

/**
 * The page's rows, each carrying the shelf's total (exported so the benchmark can EXPLAIN it).
 * The memberships come from an index-only scan of shelf_books, so a deep offset skips index
 * entries only; the books and the reader's progress are joined for the page's rows alone.
 * MATERIALIZED keeps the planner from flattening the page into the joins: planning the
 * flattened form cost twice as much as running the whole query.
 */
export function shelfPageQuery(db: Kysely<Database>, ownerId: number, shelfId: number, { sort, offset, limit }: ShelfPage) {
  const { byTitle, direction } = ORDERS[sort];
  const column = byTitle ? ORDER_COLUMN.title : ORDER_COLUMN.date;
  return (
    db
      .with(
        (cte) => cte('page').materialized(),
        (page) =>
          page
            .selectFrom('shelf_books')
            .select(['book_id', 'date_added', 'date_updated'])
            .where('user_id', '=', ownerId)
            .where('shelf_id', '=', shelfId)
            // Every order ends on the book id, so pages never overlap or skip books with equal keys.
            .orderBy(column, direction)
            .orderBy('book_id', direction)
            .limit(limit)
            .offset(offset),
      )
      .selectFrom('page')
      .innerJoin('books as b', 'b.id', 'page.book_id')
      .leftJoin('reader_books as rb', (join) => join.on('rb.user_id', '=', ownerId).onRef('rb.book_id', '=', 'page.book_id'))
      .select((eb) => [
        'b.id',
        'b.title',
        'b.thumbnail',
        'b.authors',
        eb.fn.coalesce('rb.page_count', 'b.page_count').as('pageCount'),
        'page.date_added',
        'page.date_updated',
        'rb.current_page',
        'rb.progress_status',
        shelfTotal(db, ownerId, shelfId).as('total'),
      ])
      // The page's own order again, for its 20 rows (title_key is lower(title), see migration 004).
      .orderBy(byTitle ? sql`lower(b.title)` : sql.ref('page.date_updated'), direction)
      .orderBy('page.book_id', direction)
  );
}

export async function listShelfBooks(db: Kysely<Database>, viewerId: number, query: ShelfBooksQuery): Promise<ShelfBooksResponse> {
  const { shelfName, sort = 'date_updated-DESC', offset = 0, limit = SHELF_PAGE_SIZE, user_id } = query;
  const access = await shelfAccess(db, viewerId, user_id);
  const shelf = await shelfByName(db, access.ownerId, shelfName);
  access.assertCanSee(shelf.shelf_type_id);
  const rows = await shelfPageQuery(db, access.ownerId, shelf.id, { sort, offset, limit }).execute();

  // Past the last page there is no row to carry the total; an empty first page means an empty shelf.
  const total =
    rows.length > 0 || offset === 0
      ? (rows[0]?.total ?? 0)
      : ((await shelfTotal(db, access.ownerId, shelf.id).executeTakeFirst())?.books ?? 0);
  const withProgress = shelf.id === SHELF_ID.currentlyReading;
  const books = rows.map((row): ShelfBook => {
    const book: ShelfBook = {
      id: row.id,
      title: row.title,
      cover_url: row.thumbnail,
      authors: row.authors,
      pageCount: row.pageCount,
      date_added: row.date_added.toISOString(),
      date_updated: row.date_updated.toISOString(),
    };
    if (withProgress) {
      book.progress =
        row.current_page === null || row.progress_status === null ? null : { current_page: row.current_page, status: row.progress_status };
    }
    return book;
  });
  return { books, totalBooks: total, shelf_id: shelf.id, shelf_type_id: shelf.shelf_type_id };
}
