// API answers and pages are compressed as they go out; the web app's files were compressed at
// build time and are served as such (http/product.ts), which this plugin leaves alone.
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Smaller answers (most of the API's) gain less from compression than it costs to do. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: API_COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Measured on a 17 KB search answer: Brotli's default quality 11 takes 19.7 ms for 2,748
      // bytes; quality 4 gives gzip -6's 3,476 bytes at its speed (0.2 ms).
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'booknook-compression' },
);
