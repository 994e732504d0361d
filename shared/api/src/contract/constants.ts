// Plain constants the front ends execute; no schema library here, so bundles stay small.

export const USER_TYPE = { admin: 1, user: 2 } as const;

/**
 * Built-in shelves: the same ids and names for every user (spec section 3). Name one as
 * `BUILT_IN_SHELF.read.id`, never by its number or its place in the list.
 */
export const BUILT_IN_SHELF = {
  currentlyReading: { id: 1, name: 'Currently Reading' },
  wantToRead: { id: 2, name: 'Want To Read' },
  read: { id: 3, name: 'Read' },
  didNotFinish: { id: 4, name: 'Did Not Finish' },
} as const;
export type BuiltInShelfKey = keyof typeof BUILT_IN_SHELF;
export type BuiltInShelf = (typeof BUILT_IN_SHELF)[BuiltInShelfKey];

/** The built-in shelves in the order every list shows them. */
export const BUILT_IN_SHELVES: readonly BuiltInShelf[] = Object.values(BUILT_IN_SHELF);

export const SHELF_TYPE = { builtIn: 1, custom: 2 } as const;

/** Custom shelves one reader may have (issue 25); a shelf list is never longer than the built-in ones and these. */
export const CUSTOM_SHELVES_MAX = 500;
export const SHELF_LIST_MAX = BUILT_IN_SHELVES.length + CUSTOM_SHELVES_MAX;

/** Shelf lists show 20 books a page; previews 10; the server accepts at most 40 per call. */
export const SHELF_PAGE_SIZE = 20;
export const SHELF_PREVIEW_SIZE = 10;
export const SHELF_BOOKS_MAX_LIMIT = 40;

export const PROGRESS_STATUS = { inProgress: 'In Progress', finished: 'Finished' } as const;

/** Home (spec section 9): the top 2 preferred genres, then random genres up to 4 rows of up to 10 books. */
export const HOME_PREFERRED_ROWS = 2;
export const HOME_ROWS = 4;
export const HOME_ROW_SIZE = 10;

/** Review choices and limits (spec sections 3 and 5). */
export const PACE_REVIEWS = ['Fast', 'Medium', 'Slow'] as const;
export const PLOT_CHARACTER_OPTIONS = ['Plot Driven', 'Character Driven', 'Balanced'] as const;
export type PaceReview = (typeof PACE_REVIEWS)[number];
export type PlotCharacterDriven = (typeof PLOT_CHARACTER_OPTIONS)[number];

export const REVIEW_TEXT_MAX_LENGTH = 5000;
export const DEVELOPMENT_REVIEW_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_LIMIT = 50;

/** Notification types (spec section 9). */
export const NOTIFICATION_TYPES = ['update', 'warning', 'info'] as const;

/** The columns each dashboard table may be sorted by (spec section 9), and the two directions. */
export const ADMIN_SORT_FIELDS = {
  users: ['id', 'username', 'email', 'user_type_id', 'date_created'],
  notifications: ['id', 'User.username', 'title', 'message', 'date_created'],
  reviews: ['id', 'User.username', 'Book.title', 'rating', 'review_text', 'date_created'],
  books: ['date_added', 'title', 'User.username', 'readers'],
} as const;
export type AdminTable = keyof typeof ADMIN_SORT_FIELDS;
export type AdminSortField<Table extends AdminTable> = (typeof ADMIN_SORT_FIELDS)[Table][number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Dashboard tables (spec section 9) and the reader's notifications list. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;

/** How long confirmations stay (spec section 9): settings saved, a dialog after its success, admin deletions. */
export const SETTINGS_SAVED_MS = 4000;
export const DIALOG_AUTO_CLOSE_MS = 2000;
export const ADMIN_SUCCESS_MS = 3000;

/** Stats (spec sections 2 and 9): 'All' in either filter; charts list at most 10 names, in up to 10 colours. */
export const STATS_ALL = 'All';
export const STATS_TOP_LIMIT = 10;
/** Page Distribution's buckets: below 200 pages, 200 to 500 (both included), above 500. */
export const PAGE_BUCKET_LIMITS = { short: 200, long: 500 } as const;
/** How many books without a page count the stats page lists at a time. */
export const BOOKS_WITHOUT_PAGE_COUNT_LIMIT = 10;

/** The furthest a client can page in the catalogue. totalItems is capped to this window, so the last page is always reachable. */
export const SEARCH_RESULT_WINDOW = 10000;

/** Books a reader adds to the catalogue (issue 21): the limits of POST /books and PUT /books/{id}. */
export const BOOK_TITLE_MAX_LENGTH = 500;
export const BOOK_AUTHORS_MAX = 10;
export const BOOK_AUTHOR_MAX_LENGTH = 200;
export const BOOK_DESCRIPTION_MAX_LENGTH = 5000;
export const BOOK_GENRES_MAX = 10;

/** The file names GET /exports/goodreads.csv and GET /exports/account.json are saved under (their Content-Disposition). */
export const EXPORT_FILENAMES = { goodreads: 'booknook-library.csv', account: 'booknook-account.json' } as const;
