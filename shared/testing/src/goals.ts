import type { FakeApi } from './fakeApi';

/** Answers a goal card's GET /goals/{year} as for a reader with no goal and no book finished that year. */
export function withoutGoal(api: FakeApi): FakeApi {
  return api.get('/goals/:year', (request) => ({ year: Number(request.pathParams.year), books: null, pages: null, booksRead: 0, pagesRead: 0 }));
}
