import { useEffect } from 'react';
import { announce } from '@booknook/ui';

/**
 * Says the page's title to screen readers whenever it changes (each page sets its own with
 * usePageTitle, remotes included, once they are loaded): a click that loads another page then
 * names where the reader arrived, as a full page load would. The title the page opened with is not
 * repeated, since the browser reads it already.
 */
export function RouteAnnouncer() {
  useEffect(() => {
    const titleElement = document.querySelector('title') ?? document.head.appendChild(document.createElement('title'));
    let last = document.title;
    const observer = new MutationObserver(() => {
      if (document.title === last) return;
      last = document.title;
      announce(document.title);
    });
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
