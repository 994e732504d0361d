// Accounts: the public uniqueness checks of sign-up step 1, profiles, the administrators' list of
// accounts and deleting an account. The signed-in user's settings (settings-routes.ts) and profile
// pictures as image bytes (pictures/routes.ts) are resources of their own, registered from here.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountDeletionBody,
  ADMIN_MESSAGES,
  AdminUserList,
  AdminUsersQuery,
  EmailParam,
  IdParam,
  MessageResponse,
  Profile,
  ProfileParam,
  UniqueResponse,
  UsernameParam,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { confirmPresence, PRESENCE_RULE, presenceOf } from '../auth/presence';
import { bearerAuth, errorResponses } from '../http/schemas';
import { accountChangeLimit } from './account-limits';
import { isEmailTaken, isUsernameTaken } from './accounts';
import { deleteAccount } from './deletion';
import { allUsers } from './directory';
import { pictureRoutes } from './pictures/routes';
import { profileOf } from './profiles';
import { settingsRoutes } from './settings-routes';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Sign-up asks both once per press of its button; more than this from one address is someone
  // enumerating accounts (unlimited, ~550 a second).
  const limited = { rateLimit: { max: app.config.checkRateLimit, timeWindow: '1 minute' } };

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

  await app.register(settingsRoutes);

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

  await app.register(pictureRoutes);

  app.delete(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete an account with everything of its reader: one’s own, or any for an administrator',
        description:
          `Every row of the reader goes in the same transaction (their shelves, progress, reviews and picture among them); the account’s tokens stop working and its realtime connections close at once. The last administrator’s account is refused (409). Deleting one’s own account: ${PRESENCE_RULE}`,
        security: bearerAuth,
        params: IdParam,
        body: AccountDeletionBody,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      // The dashboard sends no body at all; validation then sees an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
      // Counted only when a password is tried, so administrators may delete accounts as often as they need.
      config: { rateLimit: accountChangeLimit(app.config, { hook: 'preHandler', allowList: (request) => !(request.body as AccountDeletionBody).currentPassword }) },
    },
    async (request) => {
      const actor = signedInUser(request);
      if (actor.id === request.params.id) await confirmPresence(app.db, presenceOf(request), request.body.currentPassword);
      await deleteAccount(app.db, actor, request.params.id);
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );
};
