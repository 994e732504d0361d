// What each API route answers with a 200 (or 201), as the contract types it, so a fake answer that
// no longer matches its route's response type fails the type check. One row a route, in the order
// a path is matched: a fixed path before a `${string}` (a path parameter) that would also take it.
// A route missing here is answered as `unknown`; add its row with the route.
import type {
  AdminNotification,
  AdminNotificationList,
  AdminUserList,
  BookShelves,
  BooksWithoutPageCount,
  NotificationsMarkedRead,
  CreateUserResponse,
  GenreList,
  GenrePreferenceList,
  Goal,
  ImportJob,
  ImportList,
  ImportStarted,
  LoginResponse,
  MessageResponse,
  PageCount,
  Profile,
  Progress,
  Read,
  ReadList,
  Review,
  ReviewList,
  SessionRenewed,
  Settings,
  Shelf,
  ShelfBooksResponse,
  ShelfList,
  Stats,
  UniqueResponse,
  UnreadNotifications,
  UserNotification,
  UserNotificationList,
  VerifyTokenResponse,
  Volume,
  VolumeList,
} from '@booknook/api';
import type { FakeApi, FakeHandler } from './fakeApi';

/** A 204: no body. */
type NoContent = null;

type ApiRoutes = [
  ['POST', '/auth/create', CreateUserResponse],
  ['POST', '/auth/login', LoginResponse],
  ['POST', '/auth/verify-token', VerifyTokenResponse],
  ['GET', '/books-api', VolumeList],
  ['GET', `/books-api/${string}`, Volume],
  ['GET', '/genres/random', GenreList],
  ['GET', '/genre-preferences/top', GenrePreferenceList],
  ['GET', '/shelves', ShelfList],
  ['GET', '/shelves/custom', ShelfList],
  ['GET', '/shelves/shelf', Shelf],
  ['GET', `/shelves/book/${string}`, BookShelves],
  ['POST', '/shelves', Shelf],
  ['PUT', `/shelves/${string}`, Shelf],
  ['DELETE', `/shelves/${string}`, NoContent],
  ['POST', '/books-in-shelf', BookShelves],
  ['GET', '/books/shelf-books', ShelfBooksResponse],
  ['GET', `/books/${string}/page-count`, PageCount],
  ['PUT', `/books/${string}/page-count`, PageCount],
  ['GET', `/progress/${string}`, Progress],
  ['PUT', `/progress/${string}`, Progress],
  ['GET', `/reads/${string}`, ReadList],
  ['POST', `/reads/${string}`, Read],
  ['PUT', `/reads/${string}`, Read],
  ['DELETE', `/reads/${string}`, NoContent],
  ['GET', `/goals/${string}`, Goal],
  ['PUT', `/goals/${string}`, Goal],
  ['DELETE', `/goals/${string}`, NoContent],
  ['GET', '/notifications/unread', UnreadNotifications],
  ['GET', '/notifications/user', UserNotificationList],
  ['GET', '/notifications', AdminNotificationList],
  ['POST', '/notifications', AdminNotification],
  ['POST', `/notifications/read/${string}`, UserNotification],
  ['POST', '/notifications/read-all', NotificationsMarkedRead],
  ['DELETE', `/notifications/${string}`, NoContent],
  ['GET', '/reviews/all-reviews', ReviewList],
  ['GET', `/reviews/book/${string}`, ReviewList],
  ['GET', `/reviews/user/${string}`, ReviewList],
  ['GET', `/reviews/${string}`, Review],
  ['POST', '/reviews', Review],
  ['PUT', `/reviews/${string}`, Review],
  ['DELETE', `/reviews/admin/${string}`, NoContent],
  ['DELETE', `/reviews/${string}`, NoContent],
  ['GET', '/stats', Stats],
  ['GET', '/stats/books-without-page-count', BooksWithoutPageCount],
  ['GET', `/users/check-username/${string}`, UniqueResponse],
  ['GET', `/users/check-email/${string}`, UniqueResponse],
  ['GET', '/users/all-users', AdminUserList],
  ['GET', `/users/username/${string}`, Profile],
  ['DELETE', `/users/${string}`, MessageResponse],
  ['GET', '/settings', Settings],
  ['PUT', '/settings', Settings],
  ['PUT', '/settings/password', SessionRenewed],
  ['PUT', '/settings/update-email', SessionRenewed],
  ['GET', '/profile-pictures', Blob],
  ['GET', `/profile-pictures/${string}`, Blob],
  ['GET', '/imports', ImportList],
  ['POST', '/imports', ImportStarted],
  ['GET', `/imports/${string}`, ImportJob],
  ['DELETE', `/imports/${string}`, NoContent],
  ['GET', '/exports/goodreads.csv', Blob],
  ['GET', '/exports/account.json', Blob],
];

/** Every path the table knows, whatever its method. */
type ApiPath = ApiRoutes[number][1];

/**
 * A fake API method's call signatures: one a route of `Method`, in the table's order, so a handler is
 * checked against its route's response type (a test's route path such as '/reviews/:bookId' matches
 * `/reviews/${string}`), and last one for paths that are not the API's (/remotes.json, a manifest),
 * which take any answer. Plain overloads rather than one generic signature: TypeScript types a
 * handler once, by the first signature whose path fits, and through a type parameter it would widen
 * the handler's literals ('In Progress' read as string).
 */
export type RouteHandlers<Method extends string, Routes = ApiRoutes> = Routes extends [
  [infer RouteMethod, infer RoutePath extends string, infer Response],
  ...infer Rest,
]
  ? Method extends RouteMethod
    ? ((path: RoutePath, handler: FakeHandler<Response>) => FakeApi) & RouteHandlers<Method, Rest>
    : RouteHandlers<Method, Rest>
  : <Path extends string>(path: Path extends ApiPath ? never : Path, handler: FakeHandler) => FakeApi;
