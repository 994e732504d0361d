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
