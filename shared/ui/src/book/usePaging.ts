import { useEffect, useRef } from 'react';

export type SetPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * Paging of a list shown one page at a time. A page past `lastPage` (an old link, a list that
 * shrank) is replaced by the last page; `lastPage` is null while the list's size is unknown or it is
 * empty. Going to another page moves focus to the summary line, because the page buttons vanish
 * while the next page loads and the reader continues at the top of the new page.
 */
export function usePaging(page: number, lastPage: number | null, setPage: SetPage) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const beyondLastPage = lastPage !== null && page > lastPage;

  useEffect(() => {
    if (beyondLastPage) setPage(lastPage, { replace: true });
  }, [beyondLastPage, lastPage, setPage]);

  const goToPage = (target: number) => {
    setPage(target);
    summaryRef.current?.focus();
  };

  return { summaryRef, goToPage };
}
