// The signed-in user's settings: reading and saving them (with a new profile picture), and the
// password and email changes, which end the account's other sessions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailChangeBody, PasswordChangeBody, SessionRenewed, Settings, SettingsBody } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { confirmPresence, PRESENCE_RULE, presenceOf } from '../auth/presence';
import { bearerAuth, errorResponses } from '../http/schemas';
import { accountChangeLimit, accountKey } from './account-limits';
import { refuseWhenDecoderBusy, uploaderOf } from './pictures';
import { changeEmail, changePassword, readSettings, updateSettings } from './settings';


export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perAccount = { rateLimit: accountChangeLimit(app.config) };

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
    async (request) => readSettings(app.db, signedInUser(request).id),
  );

  app.put(
    '/settings',
    {
      onRequest: app.authenticate,
      // An upload the decoder has no room for is turned away before the limit below counts it.
      preValidation: async (request) => {
        if (Buffer.isBuffer(request.body?.profile_picture)) refuseWhenDecoderBusy(uploaderOf(request));
      },
      // Each picture is decoded, which takes the one decoder for up to 10 s (users/pictures): counted
      // per reader, after the form is read, and only when it carries a picture.
      config: {
        rateLimit: {
          max: app.config.pictureRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: accountKey,
          allowList: (request) => !Buffer.isBuffer((request.body as { profile_picture?: unknown } | undefined)?.profile_picture),
        },
      },
      schema: {
        tags: ['settings'],
        summary: 'Save the signed-in user’s settings (multipart form; profile_picture optional) and answer them as saved',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        body: SettingsBody,
        response: { 200: Settings, ...errorResponses(400, 401, 413, 429, 503) },
      },
    },
    async (request) => {
      const { display_name, bio, profile_visibility, mandatory_shelves_visibility, custom_shelves_visibility, reviews_visibility } = request.body;
      const { announcements, recommendations, reminders, updates, track_interactions, theme, profile_picture } = request.body;
      const { email, username, id, user_type_id, date_created } = request.body;
      return updateSettings(
        app.db,
        signedInUser(request).id,
        {
          display_name,
          bio,
          profile_visibility,
          mandatory_shelves_visibility,
          custom_shelves_visibility,
          reviews_visibility,
          announcements,
          recommendations,
          reminders,
          updates,
          track_interactions,
          theme,
        },
        // A text part named profile_picture (an empty file input) means "keep the current picture".
        Buffer.isBuffer(profile_picture) ? { bytes: profile_picture, from: uploaderOf(request) } : null,
        { email, username, id, user_type_id, date_created },
      );
    },
  );

  app.put(
    '/settings/password',
    {
      onRequest: app.authenticate,
      config: perAccount,
      schema: {
        tags: ['settings'],
        summary: 'Change the password; other sessions end, this device gets a new token',
        security: bearerAuth,
        body: PasswordChangeBody,
        response: { 200: SessionRenewed, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      return changePassword(app.db, app.tokens, signedInUser(request).id, { currentPassword, newPassword });
    },
  );

  app.put(
    '/settings/update-email',
    {
      onRequest: app.authenticate,
      config: perAccount,
      schema: {
        tags: ['settings'],
        summary: 'Change the email address; other sessions end, this device gets a new token',
        description: PRESENCE_RULE,
        security: bearerAuth,
        body: EmailChangeBody,
        response: { 200: SessionRenewed, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { newEmail, confirmEmail, currentPassword } = request.body;
      await confirmPresence(app.db, presenceOf(request), currentPassword);
      return changeEmail(app.db, app.tokens, signedInUser(request).id, { newEmail, confirmEmail });
    },
  );
};
