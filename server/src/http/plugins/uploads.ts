// Profile pictures are the only uploads. The edge reads every form into the body (http/edge.ts).
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { PROFILE_PICTURE_MAX_BYTES } from '@booknook/api/contract';

export const uploadsPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 },
    });
  },
  { name: 'booknook-uploads' },
);
