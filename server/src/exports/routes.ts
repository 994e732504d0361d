// A reader's library, taken out (issue 21): GET /exports/goodreads.csv.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { signedInUser } from '../auth/plugin';
import { bearerAuth, errorResponses } from '../http/schemas';
import { goodreadsExport } from './goodreads-csv';

const CsvText = Type.Unsafe<string>({ type: 'string', description: "CSV with Goodreads' 24-column header" });

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/exports/goodreads.csv',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['exports'],
        summary: "The caller's library as Goodreads' export: its 24 columns, one row per book on any shelf",
        description:
          'Dates as Goodreads writes them (2024/03/15), ISBNs in its ="..." form, the review as HTML; a cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) starts with an apostrophe. Goodreads, The StoryGraph, BookWyrm and POST /imports read it.',
        security: bearerAuth,
        produces: ['text/csv'],
        response: { 200: CsvText, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const csv = await goodreadsExport(app.db, signedInUser(request).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="booknook-library.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
