// Which page buttons to show (spec section 9): every page when there are 10 or fewer; otherwise the
// first page, the current page with 2 pages either side, the last page, and an ellipsis wherever
// pages are left out.

export const ALL_PAGES_LIMIT = 10;
const WINDOW_RADIUS = 2;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= ALL_PAGES_LIMIT) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const windowStart = Math.max(2, current - WINDOW_RADIUS);
  const windowEnd = Math.min(totalPages - 1, current + WINDOW_RADIUS);
  const items: PageItem[] = [1];
  if (windowStart > 2) items.push('ellipsis-start');
  for (let page = windowStart; page <= windowEnd; page += 1) items.push(page);
  if (windowEnd < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

/** Where page `page` (from 1) of a list shown `pageSize` items a page starts. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** Pages needed for a result count; at least 1 so 'page 1 of 1' holds for an empty list. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}
