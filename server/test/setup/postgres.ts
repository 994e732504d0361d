// Server tests of the `server (postgres)` project run on a throwaway database of DATABASE_URL's server.
process.env.TEST_DATABASE = 'postgres';
jest.setTimeout(60_000);
