// The URL is the state of a book list: sort, filter and page live in the query string, so
// back/forward, reload and a shared link all show the same list. Values that are missing or not
// understood fall back to the defaults, and defaults are left out of the URL.
import { useSearchParams } from 'react-router-dom';

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

const DEFAULTS = { page: 1, sort: 'relevance', filter: NO_FILTER } as const satisfies ListParams;

export interface ListParams {
  page: number;
  sort: Sort;
  filter: Filter;
}

function choice<T extends string, F extends string>(raw: string | null, options: readonly { value: T }[], fallback: F): T | F {
  return options.find((option) => option.value === raw)?.value ?? fallback;
}

function pageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : DEFAULTS.page;
}

export function readListParams(params: URLSearchParams): ListParams {
  return {
    page: pageNumber(params.get('page')),
    sort: choice(params.get('sort'), SORT_OPTIONS, DEFAULTS.sort),
    filter: choice(params.get('filter'), FILTER_OPTIONS, DEFAULTS.filter),
  };
}

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params);

  const update = (changes: Partial<ListParams>, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ ...current, ...changes }) as [keyof ListParams, ListParams[keyof ListParams]][]) {
      if (value === DEFAULTS[key]) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, options);
  };

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
