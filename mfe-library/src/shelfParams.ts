// The shelf page's list state lives in the query string (sort, page, userId), so back/forward,
// reload and a shared link show the same list. Values not understood fall back to the defaults,
// and defaults are left out of the URL.
import { useSearchParams } from 'react-router-dom';
import type { ShelfSort } from '@booknook/api';

export const SORT_OPTIONS = [
  { value: 'date_updated-DESC', label: 'Newest' },
  { value: 'date_updated-ASC', label: 'Oldest' },
  { value: 'title-ASC', label: 'Title A-Z' },
  { value: 'title-DESC', label: 'Title Z-A' },
] as const satisfies readonly { value: ShelfSort; label: string }[];

const DEFAULT_SORT: ShelfSort = 'date_updated-DESC';

function positiveInteger(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

interface ShelfParams {
  sort: ShelfSort;
  page: number;
  /** The owner of the shelf when it is another reader's. */
  userId: number | undefined;
}

function readShelfParams(params: URLSearchParams): ShelfParams {
  return {
    sort: SORT_OPTIONS.find((option) => option.value === params.get('sort'))?.value ?? DEFAULT_SORT,
    page: positiveInteger(params.get('page')) ?? 1,
    userId: positiveInteger(params.get('userId')),
  };
}

export function useShelfParams() {
  const [params, setParams] = useSearchParams();
  const current = readShelfParams(params);

  const update = (changes: { sort?: ShelfSort; page?: number }, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(params);
    const sort = changes.sort ?? current.sort;
    const page = changes.page ?? current.page;
    if (sort === DEFAULT_SORT) next.delete('sort');
    else next.set('sort', sort);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    setParams(next, options);
  };

  return {
    ...current,
    setPage: (page: number, options?: { replace?: boolean }) => update({ page }, options),
    // A new order starts again at page 1 (spec section 4).
    setSort: (sort: ShelfSort) => update({ sort, page: 1 }),
  };
}
