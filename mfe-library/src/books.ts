/** Whole percent read. Rounded down, so 100% means the last page and never 'almost'. */
export function progressPercent(currentPage: number, pageCount: number | null): number {
  if (!pageCount || pageCount <= 0) return 0;
  return Math.floor((Math.min(Math.max(currentPage, 0), pageCount) / pageCount) * 100);
}
