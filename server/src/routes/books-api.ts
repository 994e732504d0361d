// The catalogue, Google Books-shaped (spec section 7): public, so a bearer token is optional.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookIdParam, SEARCH_DEFAULT_RESULTS, SearchBooksQuery, Volume, VolumeList } from '@booknook/api/contract';
import { createCatalogue } from '../catalogue/catalogue';
import { QueryError } from '../catalogue/query';
import { createUpstreamProvider } from '../catalogue/upstream';
import { HttpError } from '../errors';
import { errorResponses } from '../http/schemas';

export const BOOK_NOT_FOUND = 'No book with that id.';

export const booksApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = createCatalogue(app.db, createUpstreamProvider(app.config.catalogueProvider), app.log);

  // The spec writes the search as GET /books-api/ (trailing slash); both spellings answer.
  for (const url of ['/books-api', '/books-api/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Search the catalogue: free text, "phrases", -words, OR, intitle:, inauthor:, subject: (genre) and isbn:',
          querystring: SearchBooksQuery,
          response: { 200: VolumeList, ...errorResponses(400) },
        },
      },
      async ({ query }) => {
        try {
          return await catalogue.search(query.q, {
            startIndex: query.startIndex ?? 0,
            maxResults: query.maxResults ?? SEARCH_DEFAULT_RESULTS,
            orderBy: query.orderBy ?? 'relevance',
          });
        } catch (error) {
          if (error instanceof QueryError) throw new HttpError(400, error.message);
          throw error;
        }
      },
    );
  }

  app.get(
    '/books-api/:bookId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One volume by id',
        params: BookIdParam,
        response: { 200: Volume, ...errorResponses(400, 404) },
      },
    },
    async ({ params }) => {
      const volume = await catalogue.book(params.bookId);
      if (!volume) throw new HttpError(404, BOOK_NOT_FOUND);
      return volume;
    },
  );
};
