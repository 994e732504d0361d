// The URL is the state of a paged list: its page, order and filters live in the query string, so
// back/forward, reload and a shared link all show the same list. Values that are missing or not
// understood fall back to the defaults, and defaults are left out of the URL.
import { useSearchParams } from 'react-router-dom';
import { parsePositiveWholeNumber } from './wholeNumber';

/** How one value of a list's state is written in the query string. */
export interface UrlParam<T> {
  /** The value `raw` stands for, or undefined when it is missing or not understood. */
  read: (raw: string | null) => T | undefined;
  /** What a missing or not understood value means; never written to the URL. */
  fallback: T;
}

export type UrlParams<State> = { [Key in keyof State]: UrlParam<State[Key]> };

/** A page number: 1 unless the URL names a later one. */
export const PAGE_PARAM: UrlParam<number> = { read: parsePositiveWholeNumber, fallback: 1 };

/** One of `options` (a sort, a filter), else `fallback`. */
export function choiceParam<T extends string>(options: readonly T[], fallback: T): UrlParam<T> {
  return { read: (raw) => options.find((option) => option === raw), fallback };
}

function readState<State>(params: URLSearchParams, fields: UrlParams<State>, prefix: string): State {
  const state = {} as State;
  for (const key of Object.keys(fields) as Array<keyof State & string>) {
    state[key] = fields[key].read(params.get(prefix + key)) ?? fields[key].fallback;
  }
  return state;
}

export type SetUrlListState<State> = (changes: Partial<State>, options?: { replace?: boolean }) => void;

/**
 * A list's state read from the query string by `fields`, and the function that changes some of it
 * (a new history entry unless `replace`). `prefix` keeps several lists of one page apart in one URL.
 */
export function useUrlListState<State extends object>(fields: UrlParams<State>, prefix = ''): [State, SetUrlListState<State>] {
  const [params, setParams] = useSearchParams();
  const state = readState(params, fields, prefix);

  const update: SetUrlListState<State> = (changes, options) => {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(fields) as Array<keyof State & string>) {
      const value = key in changes ? changes[key] : state[key];
      if (value === undefined || value === fields[key].fallback) next.delete(prefix + key);
      else next.set(prefix + key, String(value));
    }
    setParams(next, options);
  };

  return [state, update];
}
