// GET /exports/account.json (issue 21): everything of the caller's account in one document, built
// from the caller's rows only. The account part is GET /settings' answer, which holds no secret
// (no password hash, no session version); the shape is the contract's AccountExport.
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_EXPORT_VERSION, type AccountExport, type ExportedBook, type ProgressStatus } from '@booknook/api/contract';
import type { Database } from '../db';
import { receivedNotifications } from '../notifications/notifications';
import { readSettings } from '../users/settings';

type BookRow = Omit<ExportedBook, 'date_added' | 'reads' | 'review'> & { date_added: Date | null };

/** Every book the reader holds anything of (a shelf, a page count or progress, a read, a review) or added, first shelved first. */
async function heldBooks(db: Kysely<Database>, userId: number): Promise<BookRow[]> {
  const { rows } = await sql<BookRow>`
    WITH held AS (
      SELECT book_id FROM shelf_books WHERE user_id = ${userId}
      UNION SELECT book_id FROM reader_books WHERE user_id = ${userId}
      UNION SELECT book_id FROM reads WHERE user_id = ${userId}
      UNION SELECT book_id FROM reviews WHERE user_id = ${userId}
      UNION SELECT id FROM books WHERE added_by = ${userId}
    ), on_shelves AS (
      SELECT sb.book_id, array_agg(s.name ORDER BY s.shelf_type_id, s.id) AS shelves, min(sb.date_added) AS date_added
      FROM shelf_books sb JOIN shelves s ON s.id = sb.shelf_id
      WHERE sb.user_id = ${userId}
      GROUP BY sb.book_id
    )
    SELECT b.id, b.title, b.authors, b.contributors, b.isbn10, b.isbn13, b.publisher, b.published_year,
           b.page_count AS catalogue_page_count, coalesce(b.added_by = ${userId}, false) AS added_by_you, b.awaiting_approval,
           coalesce(on_shelves.shelves, '{}') AS shelves, on_shelves.date_added,
           rb.page_count, rb.current_page, rb.progress_status
    FROM held
    JOIN books b ON b.id = held.book_id
    LEFT JOIN on_shelves ON on_shelves.book_id = b.id
    LEFT JOIN reader_books rb ON rb.user_id = ${userId} AND rb.book_id = b.id
    ORDER BY on_shelves.date_added NULLS LAST, b.id
  `.execute(db);
  return rows;
}

/** Rows of one reader grouped by book id, in the order given. */
function byBook<Row extends { book_id: string }>(rows: Row[]): Map<string, Omit<Row, 'book_id'>[]> {
  const grouped = new Map<string, Omit<Row, 'book_id'>[]>();
  for (const { book_id, ...rest } of rows) grouped.set(book_id, [...(grouped.get(book_id) ?? []), rest]);
  return grouped;
}

async function booksOf(db: Kysely<Database>, userId: number): Promise<ExportedBook[]> {
  // One after another: a transaction is one connection.
  const books = await heldBooks(db, userId);
  const reads = await db.selectFrom('reads').select(['book_id', 'started', 'finished', 'stopped', 'outcome', 'last_page']).where('user_id', '=', userId).orderBy('id').execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['book_id', 'id', 'rating', 'review_text', 'pace_review', 'plot_character_driven', 'development_review', 'date_created', 'date_updated'])
    .where('user_id', '=', userId)
    .execute();
  const readsOf = byBook(reads);
  const reviewOf = new Map(reviews.map(({ book_id, date_created, date_updated, ...review }) => [book_id, { ...review, date_created: date_created.toISOString(), date_updated: date_updated.toISOString() }]));
  return books.map((book) => ({
    ...book,
    progress_status: book.progress_status as ProgressStatus | null,
    date_added: book.date_added?.toISOString() ?? null,
    reads: readsOf.get(book.id) ?? [],
    review: reviewOf.get(book.id) ?? null,
  }));
}

/** The four built-in shelves and the reader's own, with how many of the reader's books each holds. */
function shelvesOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('shelves')
    .leftJoin('shelf_counts', (join) => join.onRef('shelf_counts.shelf_id', '=', 'shelves.id').on('shelf_counts.user_id', '=', userId))
    .select(['shelves.id', 'shelves.name', 'shelves.shelf_type_id', sql<number>`coalesce(shelf_counts.books, 0)::int`.as('books')])
    .where((where) => where.or([where('shelves.user_id', 'is', null), where('shelves.user_id', '=', userId)]))
    .orderBy('shelves.shelf_type_id')
    .orderBy('shelves.id')
    .execute();
}

async function pictureOf(db: Kysely<Database>, userId: number): Promise<AccountExport['profile_picture']> {
  const picture = await db
    .selectFrom('profile_pictures')
    .innerJoin('users', 'users.profile_picture', 'profile_pictures.filename')
    .select(['profile_pictures.filename', 'profile_pictures.content_type', 'profile_pictures.data'])
    .where('users.id', '=', userId)
    .where('profile_pictures.user_id', '=', userId)
    .executeTakeFirst();
  return picture ? { filename: picture.filename, content_type: picture.content_type, data_base64: picture.data.toString('base64') } : null;
}

/** GET /exports/account.json: the caller's account, settings, shelves, books (reads, progress, page counts, review), goals and notifications. */
export function accountExport(db: Kysely<Database>, userId: number): Promise<AccountExport> {
  // One snapshot for every part, so an export taken while an import writes is of one moment.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const account = await readSettings(trx, userId);
      const profile_picture = await pictureOf(trx, userId);
      const shelves = await shelvesOf(trx, userId);
      const books = await booksOf(trx, userId);
      const reading_goals = await trx.selectFrom('reading_goals').select(['year', 'books', 'pages']).where('user_id', '=', userId).orderBy('year').execute();
      const notifications = await receivedNotifications(trx, userId);
      return { format: 'booknook-account', version: ACCOUNT_EXPORT_VERSION, exported_at: new Date().toISOString(), account, profile_picture, shelves, books, reading_goals, notifications };
    });
}
