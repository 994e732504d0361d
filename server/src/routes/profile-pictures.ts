// Profile pictures as image bytes: one's own (or the default picture), and anyone's by filename.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProfilePictureParam } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { HttpError } from '../errors';
import { bearerAuth, errorResponses } from '../http/schemas';
import { DEFAULT_PICTURE, defaultPicture } from '../users/pictures';

export const PICTURE_NOT_FOUND = 'Profile picture not found';

const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG or JPEG image' });

export const profilePictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile-pictures',
    {
      schema: {
        tags: ['profile pictures'],
        summary: 'The signed-in user’s picture, or the default picture when they have none',
        security: bearerAuth,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: ImageBytes, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const picture = await app.db
        .selectFrom('profile_pictures')
        .innerJoin('users', 'users.profile_picture', 'profile_pictures.filename')
        .select(['profile_pictures.content_type', 'profile_pictures.data'])
        .where('users.id', '=', signedInUser(request).id)
        .executeTakeFirst();
      // It changes when the user picks a new one, so the browser must ask each time.
      reply.header('cache-control', 'private, no-cache');
      if (!picture) return reply.type(DEFAULT_PICTURE.contentType).send(defaultPicture());
      return reply.type(picture.content_type).send(picture.data);
    },
  );

  app.get(
    '/profile-pictures/:filename',
    {
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
      const picture = await app.db
        .selectFrom('profile_pictures')
        .select(['content_type', 'data'])
        .where('filename', '=', request.params.filename)
        .executeTakeFirst();
      if (!picture) throw new HttpError(404, PICTURE_NOT_FOUND);
      // Every upload gets a new filename, so the bytes behind one never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(picture.content_type).send(picture.data);
    },
  );
};
