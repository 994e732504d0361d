import { useEffect, useRef } from 'react';
import { pageCount } from './pagination';

export type SetPage = (page: number, options?: { replace?: boolean }) => void;

/**
 * Paging of a list shown `pageSize` items a page. A page past the last one (an old link, a list
 * that shrank) is replaced by the last page once the list's size (`total`) is known and it is not
 * empty. Going to another page moves focus to the summary line (ResultSummary), because the page
 * buttons vanish while the next page loads and the reader continues at the top of the new page.
 */
export function usePaging(page: number, total: number | undefined, pageSize: number, setPage: SetPage) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const totalPages = pageCount(total ?? 0, pageSize);
  const beyondLastPage = total !== undefined && total > 0 && page > totalPages;

  useEffect(() => {
    if (beyondLastPage) setPage(totalPages, { replace: true });
  }, [beyondLastPage, totalPages, setPage]);

  const goToPage = (target: number) => {
    setPage(target);
    summaryRef.current?.focus();
  };

  return { summaryRef, goToPage, totalPages };
}
