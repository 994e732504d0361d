import { useEffect, useRef } from 'react';
import { searchBooks } from '@booknook/api';
import { EmptyState, ErrorMessage, pageCount, Pagination, useAsyncData } from '@booknook/ui';
import { PAGE_SIZE, type Sort } from '../listParams';
import { VolumeCards } from './VolumeCards';

export interface PagedVolumesProps {
  /** The catalogue query (GET /books-api q). */
  query: string;
  page: number;
  sort: Sort;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Names the list for screen readers. */
  label: string;
  emptyMessage: string;
  errorMessage: (error: unknown) => string;
}

const countFormat = new Intl.NumberFormat('en-US');

/** One page of 20 catalogue results for a query, with its loading, empty and error states. */
export function PagedVolumes({ query, page, sort, onPageChange, label, emptyMessage, errorMessage }: PagedVolumesProps) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const result = useAsyncData(JSON.stringify([query, page, sort]), () =>
    searchBooks({ q: query, startIndex: (page - 1) * PAGE_SIZE, maxResults: PAGE_SIZE, orderBy: sort }),
  );
  const totalItems = result.status === 'success' ? result.data.totalItems : 0;
  const totalPages = pageCount(totalItems, PAGE_SIZE);
  const beyondLastPage = totalItems > 0 && page > totalPages;

  // A page number past the end (an old link, a catalogue that shrank) shows the last page instead.
  useEffect(() => {
    if (beyondLastPage) onPageChange(totalPages, { replace: true });
  }, [beyondLastPage, totalPages, onPageChange]);

  const goTo = (target: number) => {
    onPageChange(target);
    // The reader continues at the top of the new page, where the summary says which page it is.
    summaryRef.current?.focus();
  };

  return (
    <>
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="discovery-results__summary">
        {result.status === 'loading'
          ? 'Loading books…'
          : result.status === 'success' && totalItems > 0
            ? `${countFormat.format(totalItems)} ${totalItems === 1 ? 'book' : 'books'} · page ${page} of ${totalPages}`
            : null}
      </p>
      {result.status === 'error' ? (
        <ErrorMessage>{errorMessage(result.error)}</ErrorMessage>
      ) : result.status === 'success' && result.data.items.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <VolumeCards
          layout="grid"
          label={label}
          volumes={result.status === 'success' ? result.data.items : []}
          loading={result.status === 'loading'}
        />
      )}
      {result.status === 'success' ? <Pagination currentPage={page} totalPages={totalPages} onPageChange={goTo} /> : null}
    </>
  );
}
