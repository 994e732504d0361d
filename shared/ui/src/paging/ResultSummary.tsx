import type { Ref } from 'react';

export interface ResultSummaryProps {
  /** usePaging's summaryRef: paging moves focus here. */
  ref: Ref<HTMLParagraphElement>;
  /** Items in the whole list; nothing is said while it is 0 (the list's empty state speaks). */
  total: number;
  /** Singular and plural of what an item is, e.g. ['book', 'books']. */
  noun: readonly [string, string];
  /** The page shown (a page past the last one is usePaging's to replace). */
  page: number;
  totalPages: number;
  /** Said instead while the list loads. */
  loading?: string;
  className?: string;
}

const countFormat = new Intl.NumberFormat('en-US');

/** The focusable live line above a paged list: '1,234 books · page 2 of 62'. */
export function ResultSummary({ ref, total, noun, page, totalPages, loading, className }: ResultSummaryProps) {
  return (
    <p ref={ref} tabIndex={-1} aria-live="polite" className={className ? `bn-result-summary ${className}` : 'bn-result-summary'}>
      {loading ?? (total > 0 ? `${countFormat.format(total)} ${total === 1 ? noun[0] : noun[1]} · page ${page} of ${totalPages}` : null)}
    </p>
  );
}
