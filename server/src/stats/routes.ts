// Reading statistics (issue 12; spec sections 2, 3 and 7): the signed-in reader's own figures only.
// The selection and the year rule are in selection.ts, the figures in stats.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BooksWithoutPageCount, Stats, StatsQuery } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { limitConcurrentReads, limitReadRate } from '../http/read-budget';
import { bearerAuth, errorResponses } from '../http/schemas';
import { parseSelection } from './selection';
import { booksWithoutPageCount, readStats } from './stats';

const SELECTION_RULES = [
  'Only the signed-in reader’s own books count. `shelf` is All (every shelf) or the id of a built-in shelf (1-4) or of one of the reader’s custom shelves; any other id is 404.',
  '`year` is All or a four-digit year. The year rule: a book counts as read in every year one of its reads finished (issue 20: re-reads keep the earlier reads); a book on any other shelf counts in the year it was added to that shelf. So a shelf other than Read in a year holds the books added to it that year and those of its books finished that year, and All Shelves holds a book when any of its shelves puts it in the year. Years are calendar years in UTC.',
  'Page counts are the reader’s edition count, else the catalogue’s; books with neither are left out of pageDistribution and counted in booksWithoutPageCount.',
].join('\n\n');

/** The stats page asks for its figures and its books without a page count at once. */
export const STATS_READS_PER_READER = 2;
/**
 * A reader may send this many stats requests at once, then STATS_RATE_LIMIT a minute (120 by
 * default): a page view is two, so ten is five selections clicked through quickly, and then one a second.
 */
export const STATS_RATE_BURST = 10;

export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before authentication, so a request past the budget costs no query (http/read-budget.ts).
  limitReadRate(app, { perSecond: app.config.statsRateLimit / 60, burst: STATS_RATE_BURST, key: 'token' });
  limitConcurrentReads(app, { perKey: STATS_READS_PER_READER, key: 'token' });
  app.addHook('onRequest', app.authenticate);
  const { db } = app;
  const common = { tags: ['stats'], security: bearerAuth };

  app.get(
    '/stats',
    {
      schema: {
        ...common,
        summary: 'The signed-in reader’s statistics for one shelf (or all) and one year (or all time)',
        description: [
          SELECTION_RULES,
          'totalBooksInShelf counts the selected books; totalBooksRead counts those of them read in the year, each book once (the books on Read for All). finishedPerMonth counts, for a year, the reads of those books finished in each month (null for All). topGenres and topAuthors list up to 10 names with how many selected books have each, most first, ties by name (case aside). pageDistribution buckets the selected books: below 200 pages, 200 to 500 (both included), above 500.',
        ].join('\n\n'),
        querystring: StatsQuery,
        response: { 200: Stats, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const selection = parseSelection(signedInUser(request).id, request.query);
      return app.statsCache.figures(selection.userId, `${selection.shelfId}:${selection.year}`, () => readStats(db, selection));
    },
  );

  app.get(
    '/stats/books-without-page-count',
    {
      schema: {
        ...common,
        summary: 'The first 10 books of the same selection (by title) that no page count is known for, each with the count other readers suggest',
        description: SELECTION_RULES,
        querystring: StatsQuery,
        response: { 200: BooksWithoutPageCount, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => booksWithoutPageCount(db, parseSelection(signedInUser(request).id, request.query)),
  );
};
