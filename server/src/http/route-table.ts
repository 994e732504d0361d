// Every API route as it was declared (issue 9), collected while routes are added. The OpenAPI
// document leaves out a route declared with `schema: { hide: true }` (or hidden any other way the
// documentation plugin allows), so tests that go through every route read this table instead: the
// authorization matrix, the fuzz test and the unexpected-field test miss none.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface DeclaredRoute {
  method: string;
  /** As declared, with the prefix: '/api/shelves/:id'. */
  url: string;
  /** The schemas the route validates with (a body schema as the edge closed it). */
  schema: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's routes (every method but the HEAD twins of GET routes), documented or hidden. */
    apiRoutes: readonly DeclaredRoute[];
  }
}

/** Starts the table; call before any route is declared and after hooks that change a route's schema. */
export function collectApiRoutes(app: FastifyInstance, { prefix, except }: { prefix: string; except: string }): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${prefix}/`) || route.url.startsWith(except)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema ?? {} });
    }
  });
}
