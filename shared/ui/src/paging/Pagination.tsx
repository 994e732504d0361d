import { pageItems } from './pagination';
import { PLAIN_LIST } from '../components/plainList';
import './paging.css';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Page buttons for a paged list; renders nothing when everything fits on one page. */
export function Pagination({ currentPage, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="bn-pagination" aria-label="Pagination">
      <button
        type="button"
        className="bn-pagination__step"
        onClick={() => onPageChange(currentPage - 1)}
        disabled={currentPage <= 1}
      >
        <span aria-hidden="true">‹ </span>Previous
      </button>
      <ul className={`${PLAIN_LIST} bn-pagination__pages`}>
        {pageItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="bn-pagination__page"
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                // Choosing the page already shown is no change; it must not add a history entry.
                onClick={() => item !== currentPage && onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="bn-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="bn-pagination__step"
        onClick={() => onPageChange(currentPage + 1)}
        disabled={currentPage >= totalPages}
      >
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
