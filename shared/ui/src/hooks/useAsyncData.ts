import { useEffect, useRef, useState } from 'react';

export type AsyncData<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

const LOADING: AsyncData<never> = { status: 'loading' };

/**
 * Loads data for a key (e.g. the URL's query) and loads again whenever the key changes. The answer
 * to an older key is dropped, so a slow response can never overwrite a newer one, and the previous
 * key's data is never shown as if it belonged to the new key.
 */
export function useAsyncData<T>(key: string, load: () => Promise<T>): AsyncData<T> {
  const [settled, setSettled] = useState<{ key: string; result: AsyncData<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    loadRef.current().then(
      (data) => current && setSettled({ key, result: { status: 'success', data } }),
      (error: unknown) => current && setSettled({ key, result: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return settled?.key === key ? settled.result : LOADING;
}
