// A book list's sort, filter and page, kept in the URL (useUrlListState): back/forward, reload and
// a shared link all show the same list.
import { choiceParam, PAGE_PARAM, useUrlListState, type UrlParams } from '@booknook/ui';

export const PAGE_SIZE = 20;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
] as const;
export type Sort = (typeof SORT_OPTIONS)[number]['value'];

/** The spec's Filter by choices. None chosen ('') sends the query as typed: free text, or the reader's own operator such as 'inauthor:austen'. */
export const FILTER_OPTIONS = [
  { value: 'title', label: 'Title' },
  { value: 'author', label: 'Author' },
  { value: 'subject', label: 'Subject' },
] as const;
export const NO_FILTER = '';
export type Filter = typeof NO_FILTER | (typeof FILTER_OPTIONS)[number]['value'];

export interface ListParams {
  page: number;
  sort: Sort;
  filter: Filter;
}

const LIST_PARAMS: UrlParams<ListParams> = {
  page: PAGE_PARAM,
  sort: choiceParam(SORT_OPTIONS.map((option) => option.value), 'relevance'),
  filter: choiceParam<Filter>(FILTER_OPTIONS.map((option) => option.value), NO_FILTER),
};

export function useListParams() {
  const [current, update] = useUrlListState(LIST_PARAMS);
  return {
    ...current,
    setPage: (page: number, options?: { replace?: boolean }) => update({ page }, options),
    // Spec section 4: any sort or filter change starts again at page 1. It refines the list in
    // place rather than adding a history entry, so Back leaves the list instead of stepping
    // through every choice made on it.
    setSort: (sort: Sort) => update({ sort, page: 1 }, { replace: true }),
    setFilter: (filter: Filter) => update({ filter, page: 1 }, { replace: true }),
  };
}
