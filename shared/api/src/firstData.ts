// A signed-in page's first data, declared once. Two fetch it: the shell's preload script, with plain
// fetch before the app's code has arrived (earlyResponses.ts), and the shell when a route matches,
// through the query cache (routeData.ts). The remote showing the page then asks for the same data
// and finds it under way or answered. Free of the query cache and the HTTP client, so the preload
// script stays a few lines: only types are imported from the modules that use them.
import { BUILT_IN_SHELVES, HOME_PREFERRED_ROWS, HOME_ROW_SIZE, HOME_ROWS, SHELF_PREVIEW_SIZE } from './contract/constants';
import type { Genre, GenreList, GenrePreferenceList, SearchBooksQuery } from './contract';
import type { ShelfBooksParams } from './endpoints/library';

/** How one fetcher gets each piece of a page's first data. */
export interface FirstDataSource {
  homeGenres(): Promise<HomeGenres>;
  genreRow(genre: Genre): Promise<unknown>;
  shelfPreview(shelfName: string): Promise<unknown>;
  customShelves(): Promise<unknown>;
  /** The reader's goal for the year, which Home's goal card shows above the rows. */
  goal(year: number): Promise<unknown>;
}

/**
 * Starts the first data of the page at `pathname` from `source`; a page not listed here loads its
 * data as usual. A failure is the page's to show when it asks again, so none is reported here.
 */
export function fetchFirstData(pathname: string, source: FirstDataSource): void {
  const started = (request: Promise<unknown>) => void request.catch(() => undefined);
  if (pathname === '/home') {
    started(source.homeGenres().then(({ genres }) => genres.forEach((genre) => started(source.genreRow(genre)))));
    started(source.goal(new Date().getFullYear()));
  } else if (pathname === '/booknook') {
    for (const shelf of BUILT_IN_SHELVES) started(source.shelfPreview(shelf.name));
    started(source.customShelves());
  }
}

/** The genres of Home's rows, and which of the two calls behind them failed (the rows found are still shown). */
export interface HomeGenres {
  genres: Genre[];
  preferencesFailed: boolean;
  randomGenresFailed: boolean;
}

/** The two calls Home's genres are made of, sent by whoever loads them. */
export interface HomeGenreCalls {
  topGenrePreferences(query: { limit: number }): Promise<GenrePreferenceList>;
  randomGenres(query: { limit: number; exclude: readonly number[] }): Promise<GenreList>;
}

/** The reader's genres first, then random ones to fill the rows. */
export async function loadHomeGenres(calls: HomeGenreCalls): Promise<HomeGenres> {
  let preferred: Genre[] = [];
  let preferencesFailed = false;
  try {
    preferred = (await calls.topGenrePreferences({ limit: HOME_PREFERRED_ROWS })).map((preference) => preference.Genre);
  } catch {
    preferencesFailed = true;
  }
  let random: Genre[] = [];
  let randomGenresFailed = false;
  const missing = HOME_ROWS - preferred.length;
  if (missing > 0) {
    try {
      random = await calls.randomGenres({ limit: missing, exclude: preferred.map((genre) => genre.id) });
    } catch {
      randomGenresFailed = true;
    }
  }
  return { genres: [...preferred, ...random].slice(0, HOME_ROWS), preferencesFailed, randomGenresFailed };
}

/** One genre's row on Home: its first books, found by the lowercased genre name. */
export function genreRowSearch(genre: Genre): SearchBooksQuery {
  return { q: genre.description.toLowerCase(), startIndex: 0, maxResults: HOME_ROW_SIZE };
}

/** A shelf's row on Book Nook: its newest books, as many as a preview shows. */
export function shelfPreviewParams(shelfName: string): ShelfBooksParams {
  return { shelfName, sort: 'date_updated-DESC', offset: 0, limit: SHELF_PREVIEW_SIZE };
}
