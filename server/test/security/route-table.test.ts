// The table of API routes the security tests go through (http/route-table.ts): it holds every route
// the app declares under /api, including one hidden from the OpenAPI document, so a hidden route
// cannot escape the authorization matrix, the fuzz test or the unexpected-field test.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { TestDatabase } from '../helpers';
import { createTestDatabase, testConfig } from '../helpers';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), database);
  app.post('/api/hidden-write', { schema: { hide: true } }, async () => ({ written: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const declared = () => app.apiRoutes.map((route) => `${route.method} ${route.url}`);

it('holds a route hidden from the OpenAPI document', () => {
  const documented = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
  expect(documented).not.toContain('/api/hidden-write');
  expect(declared()).toContain('POST /api/hidden-write');
});

it('holds each documented API route once, without the HEAD twins of GET routes or the documentation’s own routes', () => {
  const { paths } = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
  expect(declared().filter((route) => route !== 'POST /api/hidden-write').sort()).toEqual(documented.sort());
  expect(new Set(declared()).size).toBe(declared().length);
});
