// Genres for the home rows and profiles: random genres that have books, and a reader's top genres.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GenreList, GenrePreferenceList, RandomGenresQuery, TopGenresQuery } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { randomGenres, topGenres } from '../catalogue/genres';
import { bearerAuth, errorResponses } from '../http/schemas';
import { shelfAccess } from '../library/visibility';

/** Home shows 4 rows; the spec's calls ask for 4 minus the preferred count and 2 preferred. */
const DEFAULT_RANDOM_LIMIT = 4;
const DEFAULT_TOP_LIMIT = 5;

export const genreRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async ({ query }) => {
      const exclude = query.exclude ? query.exclude.split(',').map(Number) : [];
      return randomGenres(app.db, query.limit ?? DEFAULT_RANDOM_LIMIT, exclude);
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
      // Another user's preferences follow their profile: a private profile shows nothing.
      const { ownerId } = await shelfAccess(app.db, signedInUser(request).id, request.query.user_id);
      return topGenres(app.db, ownerId, request.query.limit ?? DEFAULT_TOP_LIMIT);
    },
  );
};
