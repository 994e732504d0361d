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
export * from './contract/rules';
export * from './contract/constants';
export { http, serverMessage, errorText, isApiError, API_BASE } from './http';
export { createQueryClient } from './queryClient';
export { prefetchRouteData } from './routeData';
export { requestPageData, takeEarlyResponse, REMOTES_CONFIG_URL } from './earlyResponses';
export * from './endpoints/auth';
export * from './endpoints/auth.queries';
export * from './endpoints/shelves';
export * from './endpoints/library';
export * from './endpoints/library.queries';
export * from './endpoints/catalogue';
export * from './endpoints/catalogue.queries';
export * from './endpoints/notifications.queries';
