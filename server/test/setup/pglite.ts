// Server tests of the `server` project run on an in-memory PGlite database per test file.
process.env.TEST_DATABASE = 'pglite';
// Booting a WASM Postgres takes seconds on a busy 2-core machine (testTimeout in a Jest project
// config is ignored; only the global one or this call applies).
jest.setTimeout(60_000);
