// Shelves: the four built-in ones every user has, then the user's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShelfList } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { bearerAuth, errorResponses } from '../http/schemas';

export const shelfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shelves',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['shelves'],
        summary: 'The built-in shelves (ids 1-4) followed by the signed-in user’s custom shelves',
        security: bearerAuth,
        response: { 200: ShelfList, ...errorResponses(401) },
      },
    },
    async (request) =>
      app.db
        .selectFrom('shelves')
        .select(['id', 'name', 'shelf_type_id'])
        .where((where) => where.or([where('user_id', 'is', null), where('user_id', '=', signedInUser(request).id)]))
        .orderBy('shelf_type_id')
        .orderBy('id')
        .execute(),
  );
};
