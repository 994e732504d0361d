// Shelves, shelf memberships and reading progress (issue 4). Every route needs a signed-in user;
// the rules live in the domain functions beside this file and in
// docs/decisions/0004-shelves-and-progress.md.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BookIdParam,
  CUSTOM_SHELVES_MAX,
  BookShelves,
  BooksInShelfBody,
  CustomShelvesQuery,
  IdParam,
  PageCount,
  PageCountBody,
  Progress,
  ProgressBody,
  Shelf,
  ShelfBooksQuery,
  ShelfBooksResponse,
  ShelfByNameQuery,
  ShelfList,
  ShelfListQuery,
  ShelfNameBody,
  SHELF_TYPE,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { bearerAuth, errorResponses } from '../http/schemas';
import { setBookShelves } from './memberships';
import { readPageCount, setPageCount } from './page-counts';
import { readProgress, updateProgress } from './progress';
import { listShelfBooks } from './shelf-books';
import { createShelf, customShelves, deleteShelf, findShelfByName, listShelves, renameShelf, shelvesHoldingBook } from './shelves';
import { shelfAccess } from './visibility';

export const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app;
  const common = { tags: ['shelves'], security: bearerAuth };

  app.get(
    '/shelves',
    {
      schema: {
        ...common,
        summary: 'The built-in shelves (ids 1-4) followed by the signed-in user’s custom shelves; limit and offset page it (by default the whole list)',
        querystring: ShelfListQuery,
        response: { 200: ShelfList, ...errorResponses(400, 401) },
      },
    },
    async (request) => listShelves(db, signedInUser(request).id, request.query),
  );

  app.get(
    '/shelves/custom',
    {
      schema: {
        ...common,
        summary: "The signed-in user's custom shelves, or another user's when their visibility allows",
        querystring: CustomShelvesQuery,
        response: { 200: ShelfList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await shelfAccess(db, signedInUser(request).id, request.query.user_id);
      access.assertCanSee(SHELF_TYPE.custom);
      return customShelves(db, access.ownerId, request.query);
    },
  );

  app.get(
    '/shelves/book/:bookId',
    {
      schema: {
        ...common,
        summary: "The signed-in user's shelves that hold the book",
        params: BookIdParam,
        response: { 200: BookShelves, ...errorResponses(400, 401) },
      },
    },
    async (request) => shelvesHoldingBook(db, signedInUser(request).id, request.params.bookId),
  );

  app.get(
    '/shelves/shelf',
    {
      schema: {
        ...common,
        summary: 'One shelf by name (case-insensitive): a built-in one or a custom shelf of the user',
        querystring: ShelfByNameQuery,
        response: { 200: Shelf, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await shelfAccess(db, signedInUser(request).id, request.query.user_id);
      return access.visibleShelf(await findShelfByName(db, access.ownerId, request.query.shelfName));
    },
  );

  app.post(
    '/shelves',
    {
      schema: {
        ...common,
        summary: `Creates a custom shelf (at most ${CUSTOM_SHELVES_MAX} a reader: 409 past that)`,
        body: ShelfNameBody,
        response: { 201: Shelf, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createShelf(db, signedInUser(request).id, request.body.name)),
  );

  app.put(
    '/shelves/:id',
    {
      schema: {
        ...common,
        summary: 'Renames one of the user’s custom shelves',
        params: IdParam,
        body: ShelfNameBody,
        response: { 200: Shelf, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => renameShelf(db, signedInUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/shelves/:id',
    {
      schema: {
        ...common,
        summary: 'Deletes one of the user’s custom shelves; its books stay on their other shelves',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteShelf(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/books-in-shelf',
    {
      schema: {
        ...common,
        summary: 'Sets the shelves holding a book to exactly shelf_ids (one built-in shelf plus custom shelves; [] removes it)',
        body: BooksInShelfBody,
        response: { 200: BookShelves, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setBookShelves(db, app.catalogue, signedInUser(request).id, request.body),
  );

  app.get(
    '/books/shelf-books',
    {
      schema: {
        ...common,
        summary: 'One page of a shelf’s books, with the shelf’s total',
        querystring: ShelfBooksQuery,
        response: { 200: ShelfBooksResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listShelfBooks(db, signedInUser(request).id, request.query),
  );

  app.get(
    '/progress/:bookId',
    {
      schema: {
        tags: ['progress'],
        security: bearerAuth,
        summary: 'The signed-in user’s reading progress on the book',
        params: BookIdParam,
        response: { 200: Progress, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readProgress(db, signedInUser(request).id, request.params.bookId),
  );

  app.put(
    '/progress/:bookId',
    {
      schema: {
        tags: ['progress'],
        security: bearerAuth,
        summary: 'Updates the current page (clamped) or finishes the book (moves it to Read)',
        params: BookIdParam,
        body: ProgressBody,
        response: { 200: Progress, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateProgress(db, signedInUser(request).id, request.params.bookId, request.body),
  );

  app.get(
    '/books/:bookId/page-count',
    {
      schema: {
        tags: ['progress'],
        security: bearerAuth,
        summary: 'The page count of the signed-in reader’s edition (else the catalogue’s), and the count most other readers gave theirs',
        description:
          'suggested_page_count is the page count most other readers set for their edition of the book (the smaller one on a tie), or null when nobody else set one. It never says who set what, or how many did.',
        params: BookIdParam,
        response: { 200: PageCount, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readPageCount(db, signedInUser(request).id, request.params.bookId),
  );

  app.put(
    '/books/:bookId/page-count',
    {
      schema: {
        tags: ['progress'],
        security: bearerAuth,
        summary: 'Sets or corrects the page count of the reader’s edition (1-100,000); re-clamps the current page, records no progress',
        params: BookIdParam,
        body: PageCountBody,
        response: { 200: PageCount, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => setPageCount(db, signedInUser(request).id, request.params.bookId, request.body.page_count),
  );
};
