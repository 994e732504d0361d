import type { BooksWithoutPageCount, Stats } from '../contract';
import { STATS_ALL } from '../contract/constants';
import { http } from '../http';

/** Which of the reader's books the figures are about: 'All' or a shelf id, 'All' or a year. */
export interface StatsFilter {
  shelf: number | typeof STATS_ALL;
  year: number | typeof STATS_ALL;
}

export const ALL_BOOKS: StatsFilter = { shelf: STATS_ALL, year: STATS_ALL };

/** The signed-in reader's statistics for the filter (GET /stats). */
export async function readStats({ shelf, year }: StatsFilter): Promise<Stats> {
  const { data } = await http.get<Stats>('/stats', { params: { shelf, year } });
  return data;
}

/** The first books of the filter's selection that no page count is known for. */
export async function booksWithoutPageCount({ shelf, year }: StatsFilter): Promise<BooksWithoutPageCount> {
  const { data } = await http.get<BooksWithoutPageCount>('/stats/books-without-page-count', { params: { shelf, year } });
  return data;
}
