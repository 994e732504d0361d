// Plain constants the front ends execute; no schema library here, so bundles stay small.

export const USER_TYPE = { admin: 1, user: 2 } as const;

/** Built-in shelves: the same ids and names for every user (spec section 3). */
export const BUILT_IN_SHELVES = [
  { id: 1, name: 'Currently Reading' },
  { id: 2, name: 'Want To Read' },
  { id: 3, name: 'Read' },
  { id: 4, name: 'Did Not Finish' },
] as const;

export const SHELF_TYPE = { builtIn: 1, custom: 2 } as const;

/** Shelf lists show 20 books a page; previews 10; the server accepts at most 40 per call. */
export const SHELF_PAGE_SIZE = 20;
export const SHELF_PREVIEW_SIZE = 10;
export const SHELF_BOOKS_MAX_LIMIT = 40;

export const PROGRESS_STATUS = { inProgress: 'In Progress', finished: 'Finished' } as const;

/** Home (spec section 9): the top 2 preferred genres, then random genres up to 4 rows of up to 10 books. */
export const HOME_PREFERRED_ROWS = 2;
export const HOME_ROWS = 4;
export const HOME_ROW_SIZE = 10;
