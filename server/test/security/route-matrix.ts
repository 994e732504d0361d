// The authorization matrix (issue 9): every API route, and what each kind of caller gets when the
// request is aimed at another reader's data (the owner: a private profile with a custom shelf, a
// shelved book and progress). authorization.test.ts runs every row for every caller against a fresh
// owner, and fails for a route the API serves without a row here, so a new route cannot ship without
// someone deciding who may call it.
//
// Adding a route: one entry, keyed '<METHOD> <path as declared, with :params>', with the request it
// makes of the owner's data and one of the outcome sets below (or its own).
import { BUILT_IN_SHELF } from '@booknook/api/contract';
import { TEST_PASSWORD, newAccountFields } from '../helpers';
import type { Caller, Owner } from './people';

/** 'ok' is any 2xx; a number is the exact status. */
export type Outcome = 'ok' | 401 | 403 | 404 | 409;
export type Outcomes = Record<Caller, Outcome>;

export interface RouteRow {
  /** The request, aimed at the owner's data where the route reads or writes someone's data. */
  request(owner: Owner): { url: string; payload?: object };
  expect: Outcomes;
}

/** Anyone, signed in or not. */
const PUBLIC: Outcomes = { anonymous: 'ok', otherReader: 'ok', owner: 'ok', admin: 'ok' };
/** Any signed-in caller, each about their own data. */
const SIGNED_IN: Outcomes = { anonymous: 401, otherReader: 'ok', owner: 'ok', admin: 'ok' };
/** Only the owner; everyone else is refused (the owner's profile is private, which admins respect too). */
const OWNER_ONLY = (refusal: 403 | 404): Outcomes => ({ anonymous: 401, otherReader: refusal, owner: 'ok', admin: refusal });
/** The owner, and administrators (who manage every account). */
export const OWNER_OR_ADMIN: Outcomes = { anonymous: 401, otherReader: 403, owner: 'ok', admin: 'ok' };
/** Administrators only. */
export const ADMIN_ONLY: Outcomes = { anonymous: 401, otherReader: 403, owner: 403, admin: 'ok' };

const readShelf = BUILT_IN_SHELF.read.name;

/** A one-book export of The StoryGraph's, as the Settings screen uploads it. */
function storyGraphFile(): FormData {
  const form = new FormData();
  const csv = 'Title,Authors,ISBN/UID,Read Status\nMatrix Book,Matrix Author,,to-read\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'storygraph.csv');
  return form;
}

/** Nobody: the route answers only the holder of a setting's secret (METRICS_TOKEN, unset here). */
const NO_CALLER: Outcomes = { anonymous: 404, otherReader: 404, owner: 404, admin: 404 };

export const ROUTE_MATRIX: Record<string, RouteRow> = {
  // Health checks for the proxy and supervisor, and the metrics (issue 23; metrics.test.ts tests the token).
  'GET /api/health/live': { request: () => ({ url: '/api/health/live' }), expect: PUBLIC },
  'GET /api/health/ready': { request: () => ({ url: '/api/health/ready' }), expect: PUBLIC },
  'GET /api/metrics': { request: () => ({ url: '/api/metrics' }), expect: NO_CALLER },
  'POST /api/auth/create': { request: () => ({ url: '/api/auth/create', payload: newAccountFields() }), expect: PUBLIC },
  'POST /api/auth/login': { request: (owner) => ({ url: '/api/auth/login', payload: { email: owner.email, password: owner.password } }), expect: PUBLIC },
  'POST /api/auth/verify-token': { request: () => ({ url: '/api/auth/verify-token', payload: {} }), expect: SIGNED_IN },
  'GET /api/users/check-username/:username': { request: (owner) => ({ url: `/api/users/check-username/${owner.username}` }), expect: PUBLIC },
  'GET /api/users/check-email/:email': { request: (owner) => ({ url: `/api/users/check-email/${encodeURIComponent(owner.email)}` }), expect: PUBLIC },
  'GET /api/settings': { request: () => ({ url: '/api/settings' }), expect: SIGNED_IN },
  'GET /api/profile-pictures': { request: () => ({ url: '/api/profile-pictures' }), expect: SIGNED_IN },
  // Pictures belong to the profile header, which even a private profile shows to signed-in readers.
  'GET /api/profile-pictures/:filename': { request: (owner) => ({ url: `/api/profile-pictures/${owner.pictureFilename}` }), expect: SIGNED_IN },
  'DELETE /api/users/:id': { request: (owner) => ({ url: `/api/users/${owner.id}` }), expect: OWNER_OR_ADMIN },
  // The dashboard's tables and its deletions (issue 13).
  'GET /api/users/all-users': { request: () => ({ url: '/api/users/all-users?sortBy=username&sortOrder=DESC' }), expect: ADMIN_ONLY },
  'GET /api/reviews/all-reviews': { request: () => ({ url: '/api/reviews/all-reviews?sortBy=Book.title' }), expect: ADMIN_ONLY },
  'DELETE /api/reviews/admin/:id': { request: (owner) => ({ url: `/api/reviews/admin/${owner.reviewId}` }), expect: ADMIN_ONLY },
  'GET /api/books-api': { request: () => ({ url: '/api/books-api?q=tolkien' }), expect: PUBLIC },
  'GET /api/books-api/': { request: () => ({ url: '/api/books-api/?q=tolkien' }), expect: PUBLIC },
  'GET /api/books-api/:bookId': { request: (owner) => ({ url: `/api/books-api/${owner.bookId}` }), expect: PUBLIC },
  'GET /api/genres/random': { request: () => ({ url: '/api/genres/random?limit=2' }), expect: SIGNED_IN },
  'GET /api/genre-preferences/top': { request: (owner) => ({ url: `/api/genre-preferences/top?user_id=${owner.id}` }), expect: OWNER_ONLY(403) },
  'GET /api/shelves': { request: () => ({ url: '/api/shelves' }), expect: SIGNED_IN },
  'POST /api/shelves': { request: () => ({ url: '/api/shelves', payload: { name: 'Matrix shelf' } }), expect: SIGNED_IN },
  'GET /api/shelves/custom': { request: (owner) => ({ url: `/api/shelves/custom?user_id=${owner.id}` }), expect: OWNER_ONLY(403) },
  'GET /api/shelves/book/:bookId': { request: (owner) => ({ url: `/api/shelves/book/${owner.bookId}` }), expect: SIGNED_IN },
  'GET /api/shelves/shelf': {
    request: (owner) => ({ url: `/api/shelves/shelf?shelfName=${encodeURIComponent(owner.customShelf.name)}&user_id=${owner.id}` }),
    expect: OWNER_ONLY(403),
  },
  'PUT /api/shelves/:id': { request: (owner) => ({ url: `/api/shelves/${owner.customShelf.id}`, payload: { name: 'Renamed' } }), expect: OWNER_ONLY(404) },
  'DELETE /api/shelves/:id': { request: (owner) => ({ url: `/api/shelves/${owner.customShelf.id}` }), expect: OWNER_ONLY(404) },
  'POST /api/books-in-shelf': { request: (owner) => ({ url: '/api/books-in-shelf', payload: { book_id: owner.bookId, shelf_ids: [3] } }), expect: SIGNED_IN },
  'GET /api/books/shelf-books': {
    request: (owner) => ({ url: `/api/books/shelf-books?shelfName=${encodeURIComponent(readShelf)}&user_id=${owner.id}` }),
    expect: OWNER_ONLY(403),
  },
  // Progress is each reader's own: another reader has none on the owner's book.
  'GET /api/progress/:bookId': { request: (owner) => ({ url: `/api/progress/${owner.bookId}` }), expect: OWNER_ONLY(404) },
  'PUT /api/progress/:bookId': { request: (owner) => ({ url: `/api/progress/${owner.bookId}`, payload: { current_page: 20 } }), expect: SIGNED_IN },
  // A page count suggestion is the same for every reader of the book and names nobody; setting one is the caller's own.
  'GET /api/books/:bookId/page-count': { request: (owner) => ({ url: `/api/books/${owner.bookId}/page-count` }), expect: SIGNED_IN },
  'PUT /api/books/:bookId/page-count': { request: (owner) => ({ url: `/api/books/${owner.bookId}/page-count`, payload: { page_count: 320 } }), expect: SIGNED_IN },
  // Stats are each reader's own: another reader's custom shelf is 'Shelf not found.', as a missing one.
  'GET /api/stats': { request: (owner) => ({ url: `/api/stats?shelf=${owner.customShelf.id}&year=All` }), expect: OWNER_ONLY(404) },
  'GET /api/stats/books-without-page-count': {
    request: (owner) => ({ url: `/api/stats/books-without-page-count?shelf=${owner.customShelf.id}&year=All` }),
    expect: OWNER_ONLY(404),
  },
  // Reads follow the owner's main shelves (private profile: refused); writing them is each reader's own.
  'GET /api/reads/:bookId': { request: (owner) => ({ url: `/api/reads/${owner.bookId}?user_id=${owner.id}` }), expect: OWNER_ONLY(403) },
  'POST /api/reads/:bookId': { request: (owner) => ({ url: `/api/reads/${owner.bookId}`, payload: { started: '2020', finished: '2020-05' } }), expect: SIGNED_IN },
  'PUT /api/reads/:bookId/:readId': { request: (owner) => ({ url: `/api/reads/${owner.bookId}/${owner.readId}`, payload: { started: '2021' } }), expect: OWNER_ONLY(404) },
  'DELETE /api/reads/:bookId/:readId': { request: (owner) => ({ url: `/api/reads/${owner.bookId}/${owner.readId}` }), expect: OWNER_ONLY(404) },
  // Another reader's goal follows their main shelves, as their reads do; setting one is each reader's own.
  'GET /api/goals/:year': { request: (owner) => ({ url: `/api/goals/2024?user_id=${owner.id}` }), expect: OWNER_ONLY(403) },
  'PUT /api/goals/:year': { request: () => ({ url: '/api/goals/2024', payload: { books: 24, pages: 8000 } }), expect: SIGNED_IN },
  'DELETE /api/goals/:year': { request: () => ({ url: '/api/goals/2024' }), expect: SIGNED_IN },
  'GET /api/reviews/user/:userId': { request: (owner) => ({ url: `/api/reviews/user/${owner.id}` }), expect: OWNER_ONLY(403) },
  'GET /api/reviews/book/:bookId': { request: (owner) => ({ url: `/api/reviews/book/${owner.bookId}` }), expect: SIGNED_IN },
  // A reader's own review of the book: another reader has none.
  'GET /api/reviews/:bookId': { request: (owner) => ({ url: `/api/reviews/${owner.bookId}` }), expect: OWNER_ONLY(404) },
  // Each reader reviews the book once: the owner already has.
  'POST /api/reviews': {
    request: (owner) => ({ url: '/api/reviews', payload: { book_id: owner.bookId, rating: 5 } }),
    expect: { anonymous: 401, otherReader: 'ok', owner: 409, admin: 'ok' },
  },
  'PUT /api/reviews/:bookId': { request: (owner) => ({ url: `/api/reviews/${owner.bookId}`, payload: { rating: 1 } }), expect: OWNER_ONLY(404) },
  'DELETE /api/reviews/:bookId': { request: (owner) => ({ url: `/api/reviews/${owner.bookId}` }), expect: OWNER_ONLY(404) },
  // Every signed-in reader sees another's profile header; what else, the profile says (profiles test).
  'GET /api/users/username/:username': { request: (owner) => ({ url: `/api/users/username/${owner.username}` }), expect: SIGNED_IN },
  // Settings, password and email are each caller's own.
  'PUT /api/settings': { request: () => ({ url: '/api/settings', payload: { display_name: 'Renamed Reader' } }), expect: SIGNED_IN },
  'PUT /api/settings/password': {
    request: () => ({ url: '/api/settings/password', payload: { currentPassword: TEST_PASSWORD, newPassword: 'Chang3d!pass' } }),
    expect: SIGNED_IN,
  },
  'PUT /api/settings/update-email': {
    request: () => {
      const email = newAccountFields().email.replace('@', '+moved@');
      return { url: '/api/settings/update-email', payload: { newEmail: email, confirmEmail: email } };
    },
    expect: SIGNED_IN,
  },
  // Notifications: each reader's own copies. Another reader's notification is as missing as one that
  // never existed, and so it is for an administrator acting as a reader.
  'GET /api/notifications/unread': { request: () => ({ url: '/api/notifications/unread' }), expect: SIGNED_IN },
  'GET /api/notifications/user': { request: () => ({ url: '/api/notifications/user' }), expect: SIGNED_IN },
  'POST /api/notifications/read/:id': { request: (owner) => ({ url: `/api/notifications/read/${owner.notificationId}` }), expect: OWNER_ONLY(404) },
  // Each caller's own copies only: the owner's stay unread when another reader calls it (fuzz.test.ts).
  'POST /api/notifications/read-all': { request: () => ({ url: '/api/notifications/read-all' }), expect: SIGNED_IN },
  // A reader removes their copy; an administrator deletes the notification for everyone.
  'DELETE /api/notifications/:id': {
    request: (owner) => ({ url: `/api/notifications/${owner.notificationId}` }),
    expect: { anonymous: 401, otherReader: 404, owner: 'ok', admin: 'ok' },
  },
  // Books readers add (issue 21): anyone signed in adds one; only its adder changes it while it waits;
  // covers are public as catalogue thumbnails are (their filenames are new for every upload).
  'POST /api/books': { request: () => ({ url: '/api/books', payload: { title: 'Matrix book', authors: ['Matrix Author'] } }), expect: SIGNED_IN },
  'PUT /api/books/:id': {
    request: (owner) => ({ url: `/api/books/${owner.addedBookId}`, payload: { title: 'Renamed book', authors: ['Owner'] } }),
    expect: OWNER_ONLY(403),
  },
  'GET /api/book-covers/:filename': { request: (owner) => ({ url: `/api/book-covers/${owner.coverFilename}` }), expect: PUBLIC },
  // The dashboard's Books tab.
  'GET /api/books/admin/waiting': { request: () => ({ url: '/api/books/admin/waiting?sortBy=readers&sortOrder=DESC' }), expect: ADMIN_ONLY },
  'POST /api/books/admin/:id/approve': { request: (owner) => ({ url: `/api/books/admin/${owner.addedBookId}/approve` }), expect: ADMIN_ONLY },
  'POST /api/books/admin/:id/merge': {
    request: (owner) => ({ url: `/api/books/admin/${owner.addedBookId}/merge`, payload: { target_id: owner.bookId } }),
    expect: ADMIN_ONLY,
  },
  'DELETE /api/books/admin/:id': { request: (owner) => ({ url: `/api/books/admin/${owner.addedBookId}` }), expect: ADMIN_ONLY },
  // A reader's library taken out (issue 21): always the caller's own.
  'GET /api/exports/goodreads.csv': { request: () => ({ url: '/api/exports/goodreads.csv' }), expect: SIGNED_IN },
  'GET /api/exports/account.json': { request: () => ({ url: '/api/exports/account.json' }), expect: SIGNED_IN },
  // Imports (issue 21): each caller starts and follows their own; another's is as missing as none.
  'POST /api/imports': { request: () => ({ url: '/api/imports', payload: storyGraphFile() }), expect: SIGNED_IN },
  'GET /api/imports': { request: () => ({ url: '/api/imports' }), expect: SIGNED_IN },
  'GET /api/imports/:id': { request: (owner) => ({ url: `/api/imports/${owner.importId}` }), expect: OWNER_ONLY(404) },
  // The owner's import has ended: cancelling it is a 409, which still says the route let the owner through.
  'DELETE /api/imports/:id': { request: (owner) => ({ url: `/api/imports/${owner.importId}` }), expect: { anonymous: 401, otherReader: 404, owner: 409, admin: 404 } },
  'GET /api/notifications': { request: () => ({ url: '/api/notifications?sortBy=User.username&sortOrder=DESC' }), expect: ADMIN_ONLY },
  'POST /api/notifications': {
    request: (owner) => ({ url: '/api/notifications', payload: { title: 'Matrix', message: 'For the owner', notification_type: 'info', user_id: owner.id } }),
    expect: ADMIN_ONLY,
  },
};
