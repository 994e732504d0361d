// Profile pictures as image bytes: one's own (or the default), and anyone's by filename.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProfilePictureParam } from '@booknook/api/contract';
import { signedInUser } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { bearerAuth, errorResponses } from '../../http/schemas';
import { DEFAULT_PICTURE, defaultPicture, ownProfilePicture, profilePictureByFilename } from './index';

export const PICTURE_NOT_FOUND = 'Profile picture not found';

const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG or JPEG image' });

export const pictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};
