// Reviews (spec sections 3, 5 and 7): one per reader and book, a rating of 1 to 5 and optional
// words about the pace, plot or characters, development and the book itself. Listings name the
// reader (User.username) and the book (Book.title) and come a page at a time.
import { Type, type Static } from '@sinclair/typebox';
import { BookId } from './common';
import { REVIEWS_MAX_LIMIT } from './constants';


const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Review = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  book_id: BookId,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review_text: Nullable(Type.String()),
  pace_review: Nullable(Type.String()),
  plot_character_driven: Nullable(Type.String()),
  development_review: Nullable(Type.String()),
  date_created: Type.String({ format: 'date-time' }),
  date_updated: Type.String({ format: 'date-time' }),
  User: Type.Object({ username: Type.String() }),
  Book: Type.Object({ title: Type.String() }),
});
export type Review = Static<typeof Review>;

export const ReviewList = Type.Object({ reviews: Type.Array(Review), total: Type.Integer() });
export type ReviewList = Static<typeof ReviewList>;

export const ReviewPageQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEWS_MAX_LIMIT })),
});
export type ReviewPageQuery = Static<typeof ReviewPageQuery>;

export const ReviewerParam = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** GET /reviews/{bookId}?book_id=: the spec names the book twice; when both are given they must agree. */
export const OwnReviewQuery = Type.Object({ book_id: Type.Optional(BookId) });

/**
 * POST /reviews and PUT /reviews/{bookId}. Rating and the choices are typed loosely so the server
 * answers with the review rules' own sentences ('Rating is required' for 0 or none).
 */
export const ReviewBody = Type.Object({
  book_id: BookId,
  rating: Type.Optional(Type.Number()),
  review_text: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
  pace_review: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  plot_character_driven: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  development_review: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
});
export type ReviewBody = Static<typeof ReviewBody>;

export const ReviewUpdateBody = Type.Composite([Type.Omit(ReviewBody, ['book_id']), Type.Object({ book_id: Type.Optional(BookId) })]);
export type ReviewUpdateBody = Static<typeof ReviewUpdateBody>;
