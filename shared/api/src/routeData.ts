// The data a signed-in page needs, started as soon as its URL is known: the shell calls this when
// a route matches, before the remote that shows the page has even been fetched. The remote asks
// for the same query keys and finds them under way or answered. If a remote comes to need other
// data than this (built with a newer shared/api than the shell's), the prefetch is a wasted
// request, never a wrong screen.
import type { QueryClient } from '@tanstack/react-query';
import { BUILT_IN_SHELVES } from './contract/constants';
import { genreRowQuery, homeGenresQuery } from './endpoints/catalogue.queries';
import { customShelvesQuery, shelfPreviewQuery } from './endpoints/library.queries';

export function prefetchRouteData(client: QueryClient, pathname: string): void {
  if (pathname === '/home') {
    void client.fetchQuery(homeGenresQuery()).then(({ genres }) => {
      for (const genre of genres) void client.prefetchQuery(genreRowQuery(genre));
    });
  } else if (pathname === '/booknook') {
    for (const shelf of BUILT_IN_SHELVES) void client.prefetchQuery(shelfPreviewQuery(shelf.name));
    void client.prefetchQuery(customShelvesQuery());
  }
}
