// The OpenAPI document, generated from every route's schemas, and its pages under the docs prefix.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

export interface OpenApiOptions {
  /** Where the documentation pages are served, e.g. /api/docs. */
  routePrefix: string;
  /** False with API_DOCS=off: the document is still built (the tests read every route from it), its pages are not served. */
  serveDocs: boolean;
}

export const openApiPlugin = fp<OpenApiOptions>(
  async (app, { routePrefix, serveDocs }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'BookNook API',
          version: '0.1.0',
          description: 'Every error answers `{ error }` with one sentence meant for people.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) =>
          typeof json.$id === 'string' ? json.$id : `def-${index}`,
      },
    });
    if (serveDocs) await app.register(swaggerUi, { routePrefix });
  },
  { name: 'booknook-openapi' },
);
