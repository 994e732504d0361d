// Reading history and yearly goals (issue 20; docs/decisions/0018-reads-and-goals.md). Every route
// needs a signed-in reader; reads of another reader follow their main shelves' visibility.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BookIdParam, Goal, GoalBody, GoalParams, Read, ReadBody, ReadList, ReadParams, ReaderQuery } from '@booknook/api/contract';
import { signedInUser } from '../auth/plugin';
import { bearerAuth, errorResponses } from '../http/schemas';
import { deleteGoal, readGoal, setGoal } from './goals';
import { addRead, deleteRead, listReads, updateRead } from './reads';

const DATE_RULES =
  'Dates are partial: "2024-03-15", "2024-03", "2024", or null when unknown; none before 1900 or after today (UTC). A read is finished or stopped (Did Not Finish), not both, and not before its start ("2024" may finish a read started "2024-03-15"). A read neither finished nor stopped is open: a book has at most one open read and at most 200 reads.';

export const readingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = app;
  const reads = { tags: ['reads'], security: bearerAuth };
  const goals = { tags: ['goals'], security: bearerAuth };

  app.get(
    '/reads/:bookId',
    {
      schema: {
        ...reads,
        summary: 'The reads of the book: the signed-in reader’s, or another reader’s (user_id) when their main shelves are visible',
        description: 'Open read first, then newest first by the latest of each read’s dates; undated reads last. The shelf rules write reads by themselves: Currently Reading starts one today unless one is open, Read finishes it today (or records one finished today), Did Not Finish stops it today.',
        params: BookIdParam,
        querystring: ReaderQuery,
        response: { 200: ReadList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listReads(db, signedInUser(request).id, request.params.bookId, request.query.user_id),
  );

  app.post(
    '/reads/:bookId',
    {
      schema: { ...reads, summary: 'Adds a read of the book (a past one, usually)', description: DATE_RULES, params: BookIdParam, body: ReadBody, response: { 201: Read, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => reply.code(201).send(await addRead(db, signedInUser(request).id, request.params.bookId, request.body)),
  );

  app.put(
    '/reads/:bookId/:readId',
    {
      schema: {
        ...reads,
        summary: 'Changes the dates sent of one of the signed-in reader’s reads (null clears one)',
        description: DATE_RULES,
        params: ReadParams,
        body: ReadBody,
        response: { 200: Read, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateRead(db, signedInUser(request).id, request.params.bookId, request.params.readId, request.body),
  );

  app.delete(
    '/reads/:bookId/:readId',
    {
      schema: { ...reads, summary: 'Deletes one of the signed-in reader’s reads', params: ReadParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      await deleteRead(db, signedInUser(request).id, request.params.bookId, request.params.readId);
      return reply.code(204).send(null);
    },
  );

  const GOAL_RULES =
    'Any year from 1900 to next year. booksRead counts the reader’s reads finished in the year (a re-read counts again); pagesRead sums their books’ page counts (the reader’s edition count, else the catalogue’s, else the count most readers gave theirs; unknown counts add nothing).';

  app.get(
    '/goals/:year',
    {
      schema: {
        ...goals,
        summary: 'The goal for the year (books and pages null when not set) and the year’s reading so far: the signed-in reader’s, or another reader’s (user_id) when their main shelves are visible',
        description: GOAL_RULES,
        params: GoalParams,
        querystring: ReaderQuery,
        response: { 200: Goal, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readGoal(db, signedInUser(request).id, request.params.year, request.query.user_id),
  );

  app.put(
    '/goals/:year',
    {
      schema: { ...goals, summary: 'Sets the year’s goal: books 1-10,000 and, optionally, pages 1-1,000,000', description: GOAL_RULES, params: GoalParams, body: GoalBody, response: { 200: Goal, ...errorResponses(400, 401) } },
    },
    async (request) => setGoal(db, signedInUser(request).id, request.params.year, request.body),
  );

  app.delete(
    '/goals/:year',
    {
      schema: { ...goals, summary: 'Removes the year’s goal', params: GoalParams, response: { 204: Type.Null(), ...errorResponses(400, 401) } },
    },
    async (request, reply) => {
      await deleteGoal(db, signedInUser(request).id, request.params.year);
      return reply.code(204).send(null);
    },
  );
};
