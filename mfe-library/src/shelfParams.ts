// The shelf page's list state (sort, page, userId), kept in the URL (useUrlListState): back/forward,
// reload and a shared link show the same list.
import { choiceParam, PAGE_PARAM, parsePositiveWholeNumber, useUrlListState, type UrlParams } from '@booknook/ui';
import type { ShelfSort } from '@booknook/api';

export const SORT_OPTIONS = [
  { value: 'date_updated-DESC', label: 'Newest' },
  { value: 'date_updated-ASC', label: 'Oldest' },
  { value: 'title-ASC', label: 'Title A-Z' },
  { value: 'title-DESC', label: 'Title Z-A' },
] as const satisfies readonly { value: ShelfSort; label: string }[];

interface ShelfParams {
  sort: ShelfSort;
  page: number;
  /** The owner of the shelf when it is another reader's. */
  userId: number | undefined;
}

const SHELF_PARAMS: UrlParams<ShelfParams> = {
  sort: choiceParam<ShelfSort>(SORT_OPTIONS.map((option) => option.value), 'date_updated-DESC'),
  page: PAGE_PARAM,
  userId: { read: parsePositiveWholeNumber, fallback: undefined },
};

export function useShelfParams() {
  const [current, update] = useUrlListState(SHELF_PARAMS);
  return {
    ...current,
    setPage: (page: number, options?: { replace?: boolean }) => update({ page }, options),
    // A new order starts again at page 1 (spec section 4).
    setSort: (sort: ShelfSort) => update({ sort, page: 1 }),
  };
}
