// Public uniqueness checks used by sign-up step 1 (case-insensitive, like the unique indexes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailParam, UniqueResponse, UsernameParam } from '@booknook/api/contract';
import { errorResponses } from '../http/schemas';
import { isEmailTaken, isUsernameTaken } from '../users/accounts';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/check-username/:username',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether a username is still free',
        params: UsernameParam,
        response: { 200: UniqueResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ isUnique: !(await isUsernameTaken(app.db, request.params.username)) }),
  );

  app.get(
    '/users/check-email/:email',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether an email address is still free',
        params: EmailParam,
        response: { 200: UniqueResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ isUnique: !(await isEmailTaken(app.db, request.params.email)) }),
  );
};
