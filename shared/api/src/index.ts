// Public surface of the API package for the front ends: endpoint functions, and beside them the
// query keys and query/mutation options every remote uses to name the same data the same way.
// Stateless, so each app compiles in (and tree-shakes) its own copy. Schemas stay server-side: only
// their types and the plain rules/constants are exported here.
export type * from './contract/common';
export type * from './contract/auth';
export type * from './contract/shelves';
export type * from './contract/library';
export type * from './contract/catalogue';
export type * from './contract/notifications';
export type * from './contract/admin';
export type * from './contract/reviews';
export type * from './contract/stats';
export * from './contract/rules';
export * from './contract/constants';
export type * from './contract/reads';
export { READ_MESSAGES, READS_MAX_PER_BOOK, readProblem, todayText } from './contract/reads';
export type * from './contract/goals';
export { GOAL_BOOKS_MAX, GOAL_MESSAGES, GOAL_PAGES_MAX, goalProblem } from './contract/goals';
export { http, serverMessage, errorText, isApiError, setNetworkAdapter, API_BASE } from './http';
export { createQueryClient } from './queryClient';
export { prefetchRouteData } from './routeData';
export { requestPageData, takeEarlyResponse, REMOTES_CONFIG_URL } from './earlyResponses';
export * from './endpoints/auth';
export * from './endpoints/auth.queries';
export * from './endpoints/users';
export * from './endpoints/users.queries';
export * from './endpoints/reviews';
export * from './endpoints/reviews.queries';
export * from './endpoints/shelves';
export * from './endpoints/library';
export * from './endpoints/library.queries';
export * from './endpoints/catalogue';
export * from './endpoints/catalogue.queries';
export * from './endpoints/notifications';
export * from './endpoints/notifications.queries';
export * from './endpoints/stats';
export * from './endpoints/stats.queries';
export * from './endpoints/reads';
export * from './endpoints/reads.queries';
export * from './endpoints/goals';
export * from './endpoints/goals.queries';
export * from './endpoints/admin';
export * from './endpoints/admin.queries';
