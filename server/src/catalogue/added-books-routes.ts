// Books readers add (issue 21): POST /books, PUT /books/{id} and the covers; the dashboard's Books
// tab: GET /books/admin/waiting, POST /books/admin/{id}/approve, POST /books/admin/{id}/merge,
// DELETE /books/admin/{id} (administrators only, named as DELETE /reviews/admin/{id} is).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ADDED_BOOK_MESSAGES,
  AddedBookBody,
  AdminBookParam,
  AdminBooksQuery,
  DuplicateBook,
  MergeBookBody,
  MessageResponse,
  Volume,
  WaitingBookList,
  type AddedBookForm,
} from '@booknook/api/contract';
import type { Static } from '@sinclair/typebox';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { uploaderOf } from '../users/pictures';
import { addBook, coverByFilename, editAddedBook, type AddedBookOutcome } from './added-books';
import { approveBook, deleteWaitingBook, mergeBook, waitingBooks } from './waiting-books';

const CoverParam = Type.Object({ filename: Type.String({ pattern: '^[0-9a-f-]{36}\\.(jpg|png)$' }) });
const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG or JPEG image' });

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The multipart body as the form's rules read it; the cover's bytes apart (a text part means none). */
function formOf(body: Static<typeof AddedBookBody>): { form: AddedBookForm; cover: Buffer | null } {
  const { cover, authors, genres, ...fields } = body;
  return { form: { ...fields, authors: listOf(authors), genres: listOf(genres) }, cover: Buffer.isBuffer(cover) ? cover : null };
}

const BOOK_DESCRIPTION =
  'Multipart form: title (required), authors (1-10, one field each, in order: the first is the author), isbn (ISBN-10 or ISBN-13, hyphens and spaces allowed, check digit verified, stored as ISBN-13), page_count, published_year, description (plain text, at most 5,000 characters), genres (ids from the genre list, one field each) and cover (PNG, JPEG or GIF of at most 5 MB, checked as profile pictures are). The book waits for an administrator: until then only its adder finds it in search and genre lists, and others see it where they meet it through the adder (a shelf, a profile, a review).';

export const addedBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const answer = (outcome: AddedBookOutcome, status: 200 | 201, reply: { code(status: number): { send(body: unknown): unknown } }) =>
    'existing' in outcome
      ? reply.code(409).send({ error: ADDED_BOOK_MESSAGES.isbnTaken, book_id: outcome.existing })
      : reply.code(status).send(outcome.book);

  app.post(
    '/books',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['books'],
        summary: 'Add a book the catalogue lacks; an ISBN already in the catalogue is a 409 with that book’s id',
        description: BOOK_DESCRIPTION,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        body: AddedBookBody,
        response: { 201: Volume, 409: DuplicateBook, ...errorResponses(400, 401, 413, 503) },
      },
    },
    async (request, reply) => {
      const { form, cover } = formOf(request.body);
      return answer(await addBook(db, signedInUser(request).id, form, cover && { bytes: cover, from: uploaderOf(request) }), 201, reply);
    },
  );

  app.put(
    '/books/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['books'],
        summary: 'Change a book one added, until an administrator approves it (every field replaced; the cover only when one is sent)',
        description: BOOK_DESCRIPTION,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: AdminBookParam,
        body: AddedBookBody,
        response: { 200: Volume, 409: DuplicateBook, ...errorResponses(400, 401, 403, 404, 413, 503) },
      },
    },
    async (request, reply) => {
      const { form, cover } = formOf(request.body);
      return answer(await editAddedBook(db, signedInUser(request).id, request.params.id, form, cover && { bytes: cover, from: uploaderOf(request) }), 200, reply);
    },
  );

  app.get(
    '/book-covers/:filename',
    {
      schema: {
        tags: ['books'],
        summary: 'The cover of a reader-added book, by the filename its thumbnail names (public, as catalogue thumbnails are)',
        produces: ['image/png', 'image/jpeg'],
        params: CoverParam,
        response: { 200: ImageBytes, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const cover = await coverByFilename(db, request.params.filename);
      if (!cover) throw new HttpError(404, ADDED_BOOK_MESSAGES.bookNotFound);
      // Every upload gets a new filename, so the bytes behind one never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type(cover.content_type).send(cover.data);
    },
  );

  app.get(
    '/books/admin/waiting',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['books'],
        security: bearerAuth,
        summary: 'Books readers added that wait for approval, a page at a time, sorted by title, adder, date added or readers holding them (administrators only)',
        querystring: AdminBooksQuery,
        response: { 200: WaitingBookList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => waitingBooks(db, request.query),
  );

  app.post(
    '/books/admin/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['books'],
        security: bearerAuth,
        summary: 'Approve a waiting book: it enters the public catalogue (administrators only)',
        params: AdminBookParam,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await approveBook(db, request.params.id);
      return { message: 'Book approved' };
    },
  );

  app.post(
    '/books/admin/:id/merge',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['books'],
        security: bearerAuth,
        summary: 'Merge a waiting book into a catalogue book: every shelf entry, progress, page count and review moves to it without duplicates (administrators only)',
        description:
          'Where a reader already holds the target, the target’s shelf, progress and review stay and the merged book’s fill only what is missing; a review the reader wrote wins over one an import wrote. The waiting book is then deleted.',
        params: AdminBookParam,
        body: MergeBookBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await mergeBook(db, request.params.id, request.body.target_id);
      return { message: 'Book merged' };
    },
  );

  app.delete(
    '/books/admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['books'],
        security: bearerAuth,
        summary: 'Delete a waiting book: it leaves every reader’s shelves, with their progress and reviews of it (administrators only)',
        params: AdminBookParam,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteWaitingBook(db, request.params.id);
      return { message: 'Book deleted' };
    },
  );
};
