/**
 * The offset of the page after `pages` of a list loaded page by page, or undefined when every item
 * is loaded. An empty page ends the list even if the total says otherwise (items deleted meanwhile).
 */
export function nextOffset<Page extends { total: number }>(pages: readonly Page[], itemsOf: (page: Page) => readonly unknown[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + itemsOf(page).length, 0);
  const last = pages[pages.length - 1];
  return last && itemsOf(last).length > 0 && loaded < last.total ? loaded : undefined;
}
