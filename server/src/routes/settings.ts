// The signed-in user's own settings (spec section 3: everything but the password).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Settings } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { AUTH_MESSAGES } from '../auth/tokens';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: 'The signed-in user’s settings',
        security: bearerAuth,
        response: { 200: Settings, ...errorResponses(401) },
      },
    },
    async (request) => {
      const settings = await app.db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'username',
          'display_name',
          'bio',
          'profile_picture',
          'announcements',
          'recommendations',
          'reminders',
          'updates',
          'track_interactions',
          'profile_visibility',
          'mandatory_shelves_visibility',
          'custom_shelves_visibility',
          'reviews_visibility',
          'user_type_id',
          'date_created',
        ])
        .where('id', '=', signedInUser(request).id)
        .executeTakeFirst();
      // Deleted between authentication and this query.
      if (!settings) throw new HttpError(401, AUTH_MESSAGES.unknownUser);
      return { ...settings, date_created: settings.date_created.toISOString() };
    },
  );
};
