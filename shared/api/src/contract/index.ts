// Request/response schemas shared by the server (validation, OpenAPI) and the client (types).
// Front ends import only types and plain constants from here, so TypeBox stays out of their bundles
// except for the few rules they execute.
export * from './common';
export * from './auth';
export * from './auth.rules';
export * from './shelves';
export * from './library';
export * from './library.rules';
export * from './catalogue';
export * from './constants';
export * from './notifications';
export * from './notifications.rules';
export * from './admin';
export * from './admin.rules';
export * from './reviews';
export * from './reviews.rules';
export * from './stats';
export * from './stats.rules';
export * from './reads';
export * from './goals';
export * from './realtime';
export * from './health';
export * from './books';
export * from './books.rules';
export * from './exports';
export * from './imports';
export * from './imports.rules';
