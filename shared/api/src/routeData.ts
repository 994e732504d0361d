// The shell's side of a page's first data (firstData.ts): started through the query cache as soon as
// a route matches, before the remote that shows the page has even been fetched. If a remote comes to
// need other data than this (built with a newer shared/api than the shell's), the prefetch is a
// wasted request, never a wrong screen.
import type { QueryClient } from '@tanstack/react-query';
import { fetchFirstData } from './firstData';
import { genreRowQuery, homeGenresQuery } from './endpoints/catalogue.queries';
import { goalQuery } from './endpoints/goals.queries';
import { customShelvesQuery, shelfPreviewQuery } from './endpoints/library.queries';

export function prefetchRouteData(client: QueryClient, pathname: string): void {
  fetchFirstData(pathname, {
    homeGenres: () => client.fetchQuery(homeGenresQuery()),
    genreRow: (genre) => client.prefetchQuery(genreRowQuery(genre)),
    shelfPreview: (shelfName) => client.prefetchQuery(shelfPreviewQuery(shelfName)),
    customShelves: () => client.prefetchQuery(customShelvesQuery()),
    goal: (year) => client.prefetchQuery(goalQuery(year)),
  });
}
