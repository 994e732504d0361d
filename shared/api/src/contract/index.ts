// Request/response schemas shared by the server (validation, OpenAPI) and the client (types).
// Front ends import only types and plain constants from here, so TypeBox stays out of their bundles
// except for the few rules they execute.
export * from './common';
export * from './rules';
export * from './auth';
export * from './shelves';
export * from './library';
export * from './catalogue';
export * from './constants';
export * from './notifications';
export * from './admin';
export * from './reviews';
export * from './stats';
export * from './realtime';
export * from './books';
export * from './books.rules';
