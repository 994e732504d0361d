// How every front end names and loads the reader's statistics in the one query cache. The figures
// follow the library: every mutation that shelves, moves, finishes or removes a book, or changes
// its progress or page count (library.queries.ts), marks all of them stale.
import { queryOptions } from '@tanstack/react-query';
import { booksWithoutPageCount, readStats, type StatsFilter } from './stats';

export const statsKeys = {
  /** Every figure of every filter: the prefix library mutations mark stale. */
  all: ['stats'] as const,
  figures: (filter: StatsFilter) => [...statsKeys.all, 'figures', filter] as const,
  booksWithoutPageCount: (filter: StatsFilter) => [...statsKeys.all, 'without-page-count', filter] as const,
};

export function statsQuery(filter: StatsFilter) {
  return queryOptions({ queryKey: statsKeys.figures(filter), queryFn: () => readStats(filter) });
}

export function booksWithoutPageCountQuery(filter: StatsFilter) {
  return queryOptions({ queryKey: statsKeys.booksWithoutPageCount(filter), queryFn: () => booksWithoutPageCount(filter) });
}
