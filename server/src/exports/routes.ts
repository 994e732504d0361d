// A reader's library and account, taken out (issue 21): GET /exports/goodreads.csv and GET /exports/account.json.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AccountExport, EXPORT_FILENAMES } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { bearerAuth, errorResponses } from '../http/schemas';
import { accountExport } from './account-json';
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
        .header('content-disposition', `attachment; filename="${EXPORT_FILENAMES.goodreads}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/exports/account.json',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['exports'],
        summary: "Everything of the caller's account: profile and settings, shelves, books with reads, progress, page counts and review, reading goals, notifications received",
        description:
          "Always the caller's own account, never another's; no secret (password hash, session version) is in it. Saved as a file (Content-Disposition: attachment).",
        security: bearerAuth,
        response: { 200: AccountExport, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const account = await accountExport(app.db, signedInUser(request).id);
      return reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILENAMES.account}"`)
        .header('cache-control', 'private, no-store')
        .send(account);
    },
  );
};
