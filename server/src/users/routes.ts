// Accounts: the public uniqueness checks of sign-up step 1, profiles, the signed-in user's settings,
// password and email, deleting an account, and profile pictures as image bytes (one's own or the
// default, and anyone's by filename).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  AdminUserList,
  AdminUsersQuery,
  EmailChangeBody,
  EmailParam,
  IdParam,
  MessageResponse,
  PasswordChangeBody,
  Profile,
  ProfileParam,
  ProfilePictureParam,
  SessionRenewed,
  Settings,
  SettingsBody,
  UniqueResponse,
  UsernameParam,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { isEmailTaken, isUsernameTaken } from './accounts';
import { deleteAccount } from './deletion';
import { allUsers } from './directory';
import { DEFAULT_PICTURE, defaultPicture, ownProfilePicture, profilePictureByFilename } from './pictures';
import { profileOf } from './profiles';
import { changeEmail, changePassword, readSettings, updateSettings } from './settings';

export const PICTURE_NOT_FOUND = 'Profile picture not found';

const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG or JPEG image' });

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Sign-up asks both once per press of its button; more than this from one address is someone
  // enumerating accounts (unlimited, ~550 a second).
  const limited = { rateLimit: { max: app.config.checkRateLimit, timeWindow: '1 minute' } };
  // Limits counted per account, whatever address the calls come from. The route's own onRequest
  // (authentication) runs before the limit, so the signed-in user is known.
  const accountKey = (request: FastifyRequest) => `user:${signedInUser(request).id}`;
  // A stolen token must not be able to guess the current password, or move the email about, as
  // often as it likes.
  const perAccount = {
    rateLimit: {
      max: app.config.accountChangeRateLimit,
      timeWindow: '1 hour',
      keyGenerator: accountKey,
      errorResponseBuilder: () => new HttpError(429, ACCOUNT_MESSAGES.tooManyAccountChanges),
    },
  };

  // Case-insensitive, like the unique indexes.
  app.get(
    '/users/check-username/:username',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Whether a username is still free',
        params: UsernameParam,
        response: { 200: UniqueResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ isUnique: !(await isUsernameTaken(app.db, request.params.username)) }),
  );

  app.get(
    '/users/check-email/:email',
    {
      config: limited,
      schema: {
        tags: ['users'],
        summary: 'Whether an email address is still free',
        params: EmailParam,
        response: { 200: UniqueResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ isUnique: !(await isEmailTaken(app.db, request.params.email)) }),
  );

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
        Buffer.isBuffer(profile_picture) ? profile_picture : null,
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
        security: bearerAuth,
        body: EmailChangeBody,
        response: { 200: SessionRenewed, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const { newEmail, confirmEmail } = request.body;
      return changeEmail(app.db, app.tokens, signedInUser(request).id, { newEmail, confirmEmail });
    },
  );

  app.get(
    '/users/all-users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Every account, a page at a time, sorted by one of the dashboard’s columns; search narrows to usernames or emails containing it (administrators only)',
        security: bearerAuth,
        querystring: AdminUsersQuery,
        response: { 200: AdminUserList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => allUsers(app.db, request.query),
  );

  app.get(
    '/users/username/:username',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'A reader’s profile: the header, and which sections the viewer may see (a private profile of someone else: the header only)',
        security: bearerAuth,
        params: ProfileParam,
        response: { 200: Profile, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => profileOf(app.db, signedInUser(request).id, request.params.username),
  );

  app.get(
    '/profile-pictures',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile pictures'],
        summary: 'The signed-in user’s picture, or the default picture when they have none',
        security: bearerAuth,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: ImageBytes, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const picture = await ownProfilePicture(app.db, signedInUser(request).id);
      // It changes when the user picks a new one, so the browser must ask each time.
      reply.header('cache-control', 'private, no-cache');
      if (!picture) return reply.type(DEFAULT_PICTURE.contentType).send(defaultPicture());
      return reply.type(picture.content_type).send(picture.data);
    },
  );

  app.get(
    '/profile-pictures/:filename',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile pictures'],
        summary: 'A user’s picture by the filename their profile names',
        security: bearerAuth,
        produces: ['image/png', 'image/jpeg'],
        params: ProfilePictureParam,
        response: { 200: ImageBytes, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const picture = await profilePictureByFilename(app.db, request.params.filename);
      if (!picture) throw new HttpError(404, PICTURE_NOT_FOUND);
      // Every upload gets a new filename, so the bytes behind one never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(picture.content_type).send(picture.data);
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete an account with everything of its reader: one’s own, or any for an administrator',
        description:
          'Every row of the reader goes in the same transaction (their shelves, progress, reviews and picture among them); the account’s tokens stop working and its realtime connections close at once. The last administrator’s account is refused (409).',
        security: bearerAuth,
        params: IdParam,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteAccount(app.db, signedInUser(request), request.params.id);
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );
};
