import { useQuery } from '@tanstack/react-query';
import { SEARCH_RESULT_WINDOW, searchBooksQuery } from '@booknook/api';
import { EmptyState, ErrorMessage, pageOffset, Pagination, ResultSummary, usePaging, type SetPage } from '@booknook/ui';
import { PAGE_SIZE, type Sort } from '../listParams';
import { VolumeCards } from './VolumeCards';

export interface PagedVolumesProps {
  /** The catalogue query (GET /books-api q). */
  query: string;
  page: number;
  sort: Sort;
  onPageChange: SetPage;
  /** Names the list for screen readers. */
  label: string;
  emptyMessage: string;
  errorMessage: (error: unknown) => string;
}


/** The start of the furthest page the catalogue serves. */
const LAST_PAGE_START = Math.floor((SEARCH_RESULT_WINDOW - 1) / PAGE_SIZE) * PAGE_SIZE;

/** One page of 20 catalogue results for a query, with its loading, empty and error states. */
export function PagedVolumes({ query, page, sort, onPageChange, label, emptyMessage, errorMessage }: PagedVolumesProps) {
  // A page past the catalogue's window (an edited or old link: ?page=999) asks for the furthest
  // page instead; its total then moves the reader to the last page (usePaging).
  const startIndex = Math.min(pageOffset(page, PAGE_SIZE), LAST_PAGE_START);
  const result = useQuery(searchBooksQuery({ q: query, startIndex, maxResults: PAGE_SIZE, orderBy: sort }));
  const totalItems = result.data?.totalItems ?? 0;
  const { summaryRef, goToPage, totalPages } = usePaging(page, result.data?.totalItems, PAGE_SIZE, onPageChange);

  return (
    <>
      <ResultSummary
        ref={summaryRef}
        total={result.isSuccess ? totalItems : 0}
        noun={['book', 'books']}
        page={page}
        totalPages={totalPages}
        loading={result.isPending ? 'Loading books…' : undefined}
      />
      {result.isError ? (
        <ErrorMessage>{errorMessage(result.error)}</ErrorMessage>
      ) : result.data?.items.length === 0 ? (
        <EmptyState>{emptyMessage}</EmptyState>
      ) : (
        <VolumeCards
          layout="grid"
          label={label}
          volumes={result.data?.items ?? []}
          loading={result.isPending}
        />
      )}
      {result.isSuccess ? <Pagination currentPage={page} totalPages={totalPages} onPageChange={goToPage} /> : null}
    </>
  );
}
