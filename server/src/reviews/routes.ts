// Reviews (issue 11; spec section 7). Every route needs a signed-in reader; the rules live in
// reviews.ts and the visibility rule in users/visibility.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AdminReviewsQuery,
  BookIdParam,
  IdParam,
  OwnReviewQuery,
  REVIEW_MESSAGES,
  Review,
  ReviewBody,
  ReviewerParam,
  ReviewList,
  ReviewPageQuery,
  ReviewUpdateBody,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { allReviews, bookReviews, createReview, deleteAnyReview, deleteReview, ownReview, readerReviews, updateReview } from './reviews';

/** The spec's calls name the book in the address and again in the query or body; both must agree. */
function sameBook(pathBookId: string, named: string | undefined): string {
  if (named !== undefined && named !== pathBookId) throw new HttpError(400, REVIEW_MESSAGES.bookMismatch);
  return pathBookId;
}

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app;
  const common = { tags: ['reviews'], security: bearerAuth };

  app.get(
    '/reviews/user/:userId',
    {
      schema: {
        ...common,
        summary: "A reader's reviews, newest first: one's own, or another reader's when their profile and reviews are public",
        params: ReviewerParam,
        querystring: ReviewPageQuery,
        response: { 200: ReviewList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readerReviews(db, signedInUser(request).id, request.params.userId, request.query),
  );

  app.get(
    '/reviews/all-reviews',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Every review with its reader and book, a page at a time, sorted by one of the dashboard’s columns (administrators only)',
        querystring: AdminReviewsQuery,
        response: { 200: ReviewList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => allReviews(db, request.query),
  );

  app.get(
    '/reviews/book/:bookId',
    {
      schema: {
        ...common,
        summary: "A book's reviews, newest first: the reader's own and those of readers whose profile and reviews are public",
        params: BookIdParam,
        querystring: ReviewPageQuery,
        response: { 200: ReviewList, ...errorResponses(400, 401) },
      },
    },
    async (request) => bookReviews(db, signedInUser(request).id, request.params.bookId, request.query),
  );

  app.get(
    '/reviews/:bookId',
    {
      schema: {
        ...common,
        summary: 'The signed-in reader’s own review of the book (404 when they have none)',
        params: BookIdParam,
        querystring: OwnReviewQuery,
        response: { 200: Review, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ownReview(db, signedInUser(request).id, sameBook(request.params.bookId, request.query.book_id)),
  );

  app.post(
    '/reviews',
    {
      schema: {
        ...common,
        summary: 'Review a book: rating 1-5, optional pace, plot/character, development and text; one review per reader and book',
        body: ReviewBody,
        response: { 201: Review, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { book_id, rating, review_text, pace_review, plot_character_driven, development_review } = request.body;
      const review = await createReview(db, app.catalogue, signedInUser(request).id, book_id, {
        rating,
        review_text,
        pace_review,
        plot_character_driven,
        development_review,
      });
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/reviews/:bookId',
    {
      schema: {
        ...common,
        summary: 'Change the signed-in reader’s review of the book',
        params: BookIdParam,
        body: ReviewUpdateBody,
        response: { 200: Review, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { book_id, rating, review_text, pace_review, plot_character_driven, development_review } = request.body;
      return updateReview(db, signedInUser(request).id, sameBook(request.params.bookId, book_id), {
        rating,
        review_text,
        pace_review,
        plot_character_driven,
        development_review,
      });
    },
  );

  app.delete(
    '/reviews/:bookId',
    {
      schema: {
        ...common,
        summary: 'Delete the signed-in reader’s review of the book',
        params: BookIdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteReview(db, signedInUser(request).id, request.params.bookId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/reviews/admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Delete any reader’s review by its id (administrators only)',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteAnyReview(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
