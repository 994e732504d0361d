import { useEffect } from 'react';

export const PRODUCT_NAME = 'BookNook';
const SEPARATOR = ' — ';

/**
 * The browser tab's title for the page shown: 'Stats — BookNook', or 'BookNook' alone for null. The
 * shell announces every new title to screen readers (RouteAnnouncer), so it names the page reached.
 */
export function usePageTitle(name: string | null): void {
  useEffect(() => {
    document.title = name ? `${name}${SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [name]);
}

/**
 * Puts `name` before the page's title while the component is shown (a book's details over a shelf:
 * 'The Hobbit — Read — BookNook'), and gives the page its own title back afterwards.
 */
export function useTitlePrefix(name: string): void {
  useEffect(() => {
    const pageTitle = document.title;
    document.title = `${name}${SEPARATOR}${pageTitle}`;
    return () => {
      document.title = pageTitle;
    };
  }, [name]);
}
