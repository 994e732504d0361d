// Reviews (spec sections 3, 5, 6 and 7): one per reader and book. A reader's reviews are seen by
// others only when their profile and their reviews are public (users/visibility.ts); their own
// always. Texts are stored and returned as plain text; the screens never render them as HTML.
import {
  REVIEW_MESSAGES,
  type AdminReviewsQuery,
  REVIEWS_PAGE_SIZE,
  validateReview,
  type PaceReview,
  type PlotCharacterDriven,
  type Review,
  type ReviewInput,
  type ReviewList,
  type ReviewPageQuery,
} from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue';
import { ensureCatalogueBook, volumeToCopy } from '../catalogue/copy';
import type { Database } from '../db';
import { adminTablePage, textKey, type AdminTableOrder } from '../db/admin-table';
import { HttpError } from '../http/errors';
import { readerAccess, visibleTo } from '../users/visibility';

/** Reviews with their reader and book, every listing's starting point. */
function joined(db: Kysely<Database>) {
  return db.selectFrom('reviews').innerJoin('users', 'users.id', 'reviews.user_id').innerJoin('books', 'books.id', 'reviews.book_id');
}

type Joined = ReturnType<typeof joined>;

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.user_id',
  'reviews.book_id',
  'reviews.rating',
  'reviews.review_text',
  'reviews.pace_review',
  'reviews.plot_character_driven',
  'reviews.development_review',
  'reviews.date_created',
  'reviews.date_updated',
  'users.username',
  'books.title',
] as const;

const withColumns = (matching: Joined) => matching.select(REVIEW_COLUMNS);
type ListedRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function toReview({ username, title, date_created, date_updated, ...review }: ListedRow): Review {
  return {
    ...review,
    date_created: date_created.toISOString(),
    date_updated: date_updated.toISOString(),
    User: { username },
    Book: { title },
  };
}

/** One page of the matching reviews, newest first, and how many match in all. */
async function page(matching: Joined, { offset = 0, limit = REVIEWS_PAGE_SIZE }: ReviewPageQuery): Promise<ReviewList> {
  const [rows, count] = await Promise.all([
    withColumns(matching).orderBy('reviews.date_updated', 'desc').orderBy('reviews.id', 'desc').limit(limit).offset(offset).execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { reviews: rows.map(toReview), total: Number(count.total) };
}

/** GET /reviews/book/{bookId}: the book's reviews the viewer may see (their own included). */
export function bookReviews(db: Kysely<Database>, viewerId: number, bookId: string, query: ReviewPageQuery): Promise<ReviewList> {
  return page(joined(db).where('reviews.book_id', '=', bookId).where(visibleTo(viewerId, 'reviews')), query);
}

/** GET /reviews/user/{userId}: a reader's reviews, if the viewer may see them. */
export async function readerReviews(db: Kysely<Database>, viewerId: number, userId: number, query: ReviewPageQuery): Promise<ReviewList> {
  const access = await readerAccess(db, viewerId, userId);
  access.assertCanSee('reviews');
  return page(joined(db).where('reviews.user_id', '=', access.ownerId), query);
}

const ALL_REVIEWS_ORDER: AdminTableOrder<'reviews'> = {
  keys: {
    id: sql.ref('reviews.id'),
    'User.username': textKey('users.username'),
    'Book.title': textKey('books.title'),
    rating: sql.ref('reviews.rating'),
    review_text: textKey('reviews.review_text'),
    date_created: sql.ref('reviews.date_created'),
  },
  id: sql.ref('reviews.id'),
};

/**
 * GET /reviews/all-reviews: every review, for the dashboard (administrators only, checked by the
 * route). Counted on reviews alone: every review has exactly one reader and one book (NOT NULL
 * foreign keys), so the joins change no count, and at 200,000 reviews they made it 4x slower.
 */
export async function allReviews(db: Kysely<Database>, query: AdminReviewsQuery): Promise<ReviewList> {
  const { rows, total } = await adminTablePage(joined(db), withColumns, ALL_REVIEWS_ORDER, query, db.selectFrom('reviews'));
  return { reviews: rows.map(toReview), total };
}

async function reviewOf(db: Kysely<Database>, userId: number, bookId: string): Promise<Review> {
  const row = await withColumns(joined(db)).where('reviews.user_id', '=', userId).where('reviews.book_id', '=', bookId).executeTakeFirst();
  if (!row) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
  return toReview(row);
}

/** GET /reviews/{bookId}: the reader's own review of the book. */
export function ownReview(db: Kysely<Database>, userId: number, bookId: string): Promise<Review> {
  return reviewOf(db, userId, bookId);
}

/** The columns a review form writes, checked by the review rules; empty texts and choices are stored as none. */
export function reviewColumns(input: ReviewInput) {
  const problem = validateReview(input);
  if (problem) throw new HttpError(400, problem.message);
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    rating: input.rating!,
    review_text: text(input.review_text),
    // validateReview accepted them: one of the listed choices, or none.
    pace_review: text(input.pace_review) as PaceReview | null,
    plot_character_driven: text(input.plot_character_driven) as PlotCharacterDriven | null,
    development_review: text(input.development_review),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/** POST /reviews: the reader's review of a book; a second review of the same book is a 409, never a duplicate. */
export async function createReview(
  db: Kysely<Database>,
  catalogue: Pick<Catalogue, 'upstreamVolume'>,
  userId: number,
  bookId: string,
  input: ReviewInput,
): Promise<Review> {
  const columns = reviewColumns(input);
  const volume = await volumeToCopy(db, catalogue, bookId);
  try {
    await db.transaction().execute(async (trx) => {
      await ensureCatalogueBook(trx, bookId, volume);
      await trx.insertInto('reviews').values({ user_id: userId, book_id: bookId, ...columns }).execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
  return reviewOf(db, userId, bookId);
}

/** PUT /reviews/{bookId}: the reader's own review only. */
export async function updateReview(db: Kysely<Database>, userId: number, bookId: string, input: ReviewInput): Promise<Review> {
  const columns = reviewColumns(input);
  const updated = await db
    .updateTable('reviews')
    .set({ ...columns, date_updated: new Date() })
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
  return reviewOf(db, userId, bookId);
}

/** DELETE /reviews/{bookId}: the reader's own review only. */
export async function deleteReview(db: Kysely<Database>, userId: number, bookId: string): Promise<void> {
  const deleted = await db.deleteFrom('reviews').where('user_id', '=', userId).where('book_id', '=', bookId).returning('id').executeTakeFirst();
  if (!deleted) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
}

/** DELETE /reviews/admin/{id}: any reader's review, by its id (administrators only, checked by the route). */
export async function deleteAnyReview(db: Kysely<Database>, reviewId: number): Promise<void> {
  const deleted = await db.deleteFrom('reviews').where('id', '=', reviewId).returning('id').executeTakeFirst();
  if (!deleted) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
}
