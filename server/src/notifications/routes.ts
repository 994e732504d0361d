// Notifications (issue 13; spec section 7). A reader's calls act on their own copies only; listing,
// writing and deleting notifications for everyone is for administrators (user_type_id 1). The rules
// live in notifications.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AdminNotification,
  AdminNotificationList,
  AdminNotificationsQuery,
  CreateNotificationBody,
  DeleteNotificationQuery,
  IdParam,
  NOTIFICATION_MESSAGES,
  NotificationsMarkedRead,
  USER_TYPE,
  UnreadNotifications,
  UserNotification,
  UserNotificationList,
  UserNotificationsQuery,
} from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../http/errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import {
  allNotifications,
  createNotification,
  deleteNotificationForEveryone,
  hasUnread,
  markAllNotificationsRead,
  markNotificationRead,
  readerNotifications,
  removeOwnNotification,
} from './notifications';

/** A missing title or message gets the same sentence as an empty one (spec section 5), not the schema's own. */
function lacksTitleOrMessage(errors: FastifySchemaValidationError[]): boolean {
  return errors.some((error) => error.keyword === 'required' && ['title', 'message'].includes(String(error.params.missingProperty)));
}

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app;
  const reader = { tags: ['notifications'], security: bearerAuth };
  const admin = { tags: ['notifications', 'admin'], security: bearerAuth };

  app.get(
    '/notifications/unread',
    {
      schema: {
        ...reader,
        summary: 'Whether the signed-in reader has unread notifications',
        response: { 200: UnreadNotifications, ...errorResponses(401) },
      },
    },
    async (request) => ({ hasUnread: await hasUnread(db, signedInUser(request).id) }),
  );

  app.get(
    '/notifications/user',
    {
      schema: {
        ...reader,
        summary: 'The signed-in reader’s notifications (their own and broadcasts sent since they joined), newest first',
        querystring: UserNotificationsQuery,
        response: { 200: UserNotificationList, ...errorResponses(400, 401) },
      },
    },
    async (request) => readerNotifications(db, signedInUser(request).id, request.query),
  );

  app.post(
    '/notifications/read/:id',
    {
      schema: {
        ...reader,
        summary: 'Mark one of the reader’s notifications read (for them only); the last unread one turns every tab’s flag off',
        params: IdParam,
        response: { 200: UserNotification, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => markNotificationRead(db, app.realtime, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...reader,
        summary: 'Mark every notification of the reader read (for them only); every tab’s unread flag turns off',
        response: { 200: NotificationsMarkedRead, ...errorResponses(401) },
      },
    },
    async (request) => markAllNotificationsRead(db, app.realtime, signedInUser(request).id),
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        ...reader,
        summary: 'A reader removes their copy; an administrator deletes the notification for everyone, or only their copy with scope=own',
        params: IdParam,
        querystring: DeleteNotificationQuery,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (user.user_type_id === USER_TYPE.admin && request.query.scope !== 'own') await deleteNotificationForEveryone(db, app.realtime, request.params.id);
      else await removeOwnNotification(db, app.realtime, user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notifications',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Every notification, a page at a time, sorted by one of the dashboard’s columns (administrators)',
        querystring: AdminNotificationsQuery,
        response: { 200: AdminNotificationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => allNotifications(db, request.query),
  );

  app.post(
    '/notifications',
    {
      onRequest: app.requireAdmin,
      // Checked here rather than answered by Fastify, so a missing title or message gets the spec's sentence.
      attachValidation: true,
      schema: {
        ...admin,
        summary: 'Send a notification to one reader (user_id) or to everyone (user_id null), live to their open tabs (administrators)',
        body: CreateNotificationBody,
        response: { 201: AdminNotification, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) throw new HttpError(400, lacksTitleOrMessage(invalid.validation) ? NOTIFICATION_MESSAGES.titleAndMessageRequired : invalid.message);
      return reply.code(201).send(await createNotification(db, app.realtime, request.body));
    },
  );
};
