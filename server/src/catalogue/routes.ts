// The catalogue, Google Books-shaped (spec section 7): public, so a bearer token is optional. And
// genres for the home rows and profiles: random genres that have books, and a reader's top genres.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookIdParam,
  GenreList,
  GenrePreferenceList,
  RandomGenresQuery,
  SEARCH_DEFAULT_RESULTS,
  SHELF_TYPE,
  SearchBooksQuery,
  TopGenresQuery,
  Volume,
  VolumeList,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { shelfAccess } from '../library/visibility';
import { randomGenres, topGenrePreferences } from './genres';
import { QueryError } from './query';
import { limitConcurrentReads } from '../http/read-budget';

export const BOOK_NOT_FOUND = 'No book with that id.';

/** Home shows 4 rows; the spec's calls ask for 4 minus the preferred count and 2 preferred. */
const DEFAULT_RANDOM_LIMIT = 4;
const DEFAULT_TOP_LIMIT = 5;

/** Searches running at once from one address (typing sends one per pause; a page of results, one). */
export const SEARCHES_PER_ADDRESS = 4;

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogue } = app;

  // Searches are the API's most expensive anonymous reads: a budget per address, in a scope of their own.
  const searchRoutes: FastifyPluginAsyncTypebox = async (search) => {
    limitConcurrentReads(search, { perKey: SEARCHES_PER_ADDRESS, key: 'address' });
    // The spec writes the search as GET /books-api/ (trailing slash); both spellings answer.
    for (const url of ['/books-api', '/books-api/']) {
      search.get(
        url,
        {
          // A bearer token is optional: with one, the reader's own books waiting for approval are found too.
          onRequest: app.identify,
          schema: {
            tags: ['catalogue'],
            summary: 'Search the catalogue: free text, "phrases", -words, OR, intitle:, inauthor:, subject: (genre) and isbn:',
            querystring: SearchBooksQuery,
            response: { 200: VolumeList, ...errorResponses(400, 429) },
          },
        },
        async (request) => {
          const { query } = request;
          try {
            return await catalogue.search(
              query.q,
              { startIndex: query.startIndex ?? 0, maxResults: query.maxResults ?? SEARCH_DEFAULT_RESULTS, orderBy: query.orderBy ?? 'relevance' },
              request.user?.id ?? null,
            );
          } catch (error) {
            if (error instanceof QueryError) throw new HttpError(400, error.message);
            throw error;
          }
        },
      );
    }
  };
  await app.register(searchRoutes);

  app.get(
    '/books-api/:bookId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One volume by id',
        params: BookIdParam,
        response: { 200: Volume, ...errorResponses(400, 404) },
      },
    },
    async ({ params }) => {
      const volume = await catalogue.book(params.bookId);
      if (!volume) throw new HttpError(404, BOOK_NOT_FOUND);
      return volume;
    },
  );

  app.get(
    '/genres/random',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['genres'],
        summary: 'Random genres that have books; exclude is a comma-separated list of genre ids',
        security: bearerAuth,
        querystring: RandomGenresQuery,
        response: { 200: GenreList, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const exclude = query.exclude ? query.exclude.split(',').map(Number) : [];
      return randomGenres(app.db, signedInUser(request).id, query.limit ?? DEFAULT_RANDOM_LIMIT, exclude);
    },
  );

  app.get(
    '/genre-preferences/top',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['genres'],
        summary: "A reader's most shelved genres, weighted by shelf (Read 3, Currently Reading 2, Want To Read 1, Did Not Finish 0, custom 1)",
        security: bearerAuth,
        querystring: TopGenresQuery,
        response: { 200: GenrePreferenceList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // Another user's preferences follow their profile (a private one shows nothing) and come only
      // from the shelves their visibility shows.
      const access = await shelfAccess(app.db, signedInUser(request).id, request.query.user_id);
      return topGenrePreferences(app.db, access.ownerId, request.query.limit ?? DEFAULT_TOP_LIMIT, {
        builtIn: access.canSee(SHELF_TYPE.builtIn),
        custom: access.canSee(SHELF_TYPE.custom),
      });
    },
  );
};
