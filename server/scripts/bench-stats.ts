// BENCHMARK ONLY. GET /api/stats and GET /api/goals/{year} for a reader with 5,000 books and 8,000
// reads, against the same SQL run directly: one request at a time over a keep-alive loopback
// connection, and the statement the route runs (same text, same values) on a connection of its
// own, taking turns call by call so both see the same machine. Prints API p50/p95, SQL p50 and the
// API/SQL p50 ratio per call, on PostgreSQL (when DATABASE_URL is set) and on the embedded database,
// then each PostgreSQL statement's plan.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/scripts/bench-stats.ts
//
// On PostgreSQL it works in a throwaway database created on DATABASE_URL's server and dropped
// afterwards; the embedded database lives in memory.
import net from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db';
import { goalQuery } from '../src/reading/goals';
import { parseSelection } from '../src/stats/selection';
import { statsQuery } from '../src/stats/stats';
import { listenOnLoopback, percentile, withBenchApp } from './bench-app';
import { RawHttpConnection, encodeGet } from './raw-http';

const READER_BOOKS = 5000;
/** Every book read at least once, 3,000 of them twice: open on Currently Reading, stopped on Did Not Finish. */
const READER_READS = 8000;
/** Other readers' rows make the tables look shared, not one reader's. */
const OTHER_READERS = 20;
const BOOKS_PER_OTHER_READER = 1000;
const CATALOGUE_BOOKS = 20_000;
const GENRES = 40;
const AUTHORS = 1500;
const CUSTOM_SHELVES = 3;
const YEARS = 5;
const CALLS = Number(process.env.BENCH_STATS_CALLS ?? 400);
const WARM_UP_CALLS = 50;
const GOAL_RATIO = 1.5;
const GOAL_P95_MS = 100;

/**
 * Synthetic catalogue and library, written with set-based SQL: books with 1-3 of 40 genres, 1-2
 * of 1,500 authors and a page count for nine in ten; the reader's 5,000 books spread over the
 * four built-in shelves and five years, a quarter of them also on one of three custom shelves, and
 * their own edition's page count for a tenth of them (half of those where the catalogue has none).
 */
async function fill(db: Kysely<Database>): Promise<{ readerId: number; customShelfId: number; year: number }> {
  await sql`
    INSERT INTO books (id, title, authors, page_count, source)
    SELECT 'bench-' || g, initcap(md5(g::text)),
      CASE WHEN g % 7 = 0 THEN ARRAY['Author ' || (g % ${AUTHORS}), 'Author ' || ((g * 31) % ${AUTHORS})] ELSE ARRAY['Author ' || (g % ${AUTHORS})] END,
      CASE WHEN g % 10 = 0 THEN NULL ELSE 60 + (g * 37) % 900 END, 'synthetic'
    FROM generate_series(1, ${CATALOGUE_BOOKS}) AS g
  `.execute(db);
  await sql`INSERT INTO genres (description) SELECT 'Genre ' || g FROM generate_series(1, ${GENRES}) AS g`.execute(db);
  await sql`
    INSERT INTO book_genres (book_id, genre_id)
    SELECT DISTINCT 'bench-' || g, genres.id
    FROM generate_series(1, ${CATALOGUE_BOOKS}) AS g
    CROSS JOIN generate_series(0, g % 3) AS k
    JOIN genres ON genres.description = 'Genre ' || (1 + (g * (k + 7)) % ${GENRES})
  `.execute(db);
  await sql`
    INSERT INTO users (username, email, password_hash, display_name, date_created)
    SELECT 'bench_' || g, 'bench_' || g || '@example.com', 'not-a-password-hash', 'Bench ' || g, now() - interval '6 years'
    FROM generate_series(0, ${OTHER_READERS}) AS g
  `.execute(db);
  const reader = await db.selectFrom('users').select('id').where('username', '=', 'bench_0').executeTakeFirstOrThrow();
  await sql`
    INSERT INTO shelves (user_id, name, shelf_type_id)
    SELECT ${reader.id}, 'Custom ' || g, 2 FROM generate_series(1, ${CUSTOM_SHELVES}) AS g
  `.execute(db);
  const custom = await db.selectFrom('shelves').select('id').where('user_id', '=', reader.id).orderBy('id').execute();
  const firstCustom = custom[0]!.id;
  // Built-in shelf 1 + g % 4; shelved over the last five years.
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added, date_updated)
    SELECT ${reader.id}, 1 + g % 4, 'bench-' || g, now() - (g % (${YEARS} * 365)) * interval '1 day', now()
    FROM generate_series(1, ${READER_BOOKS}) AS g
  `.execute(db);
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added, date_updated)
    SELECT ${reader.id}, ${firstCustom} + g % ${CUSTOM_SHELVES}, 'bench-' || g, now() - (g % (${YEARS} * 365)) * interval '1 day', now()
    FROM generate_series(1, ${READER_BOOKS}) AS g WHERE g % 4 = 1
  `.execute(db);
  // The reader's own page count for a tenth of the books.
  await sql`
    INSERT INTO reader_books (user_id, book_id, page_count)
    SELECT ${reader.id}, 'bench-' || g, CASE WHEN g % 10 = 0 THEN 100 + g % 700 ELSE 240 END
    FROM generate_series(1, ${READER_BOOKS}) AS g
    WHERE g % 10 = 0 OR g % 20 = 1
  `.execute(db);
  // Read g is of book 1 + (g - 1) % 5000: the first 5,000 finished over five years, the second reads
  // of the books on Currently Reading open and of those on Did Not Finish stopped, the rest re-reads
  // finished. One date in ten is known to the month, one in twenty-five to the year.
  await sql`
    INSERT INTO reads (user_id, book_id, started, finished, stopped, outcome)
    SELECT ${reader.id}, 'bench-' || book, NULL,
      CASE WHEN g <= ${READER_BOOKS} OR shelf IN (2, 3) THEN day END,
      CASE WHEN g > ${READER_BOOKS} AND shelf = 4 THEN day END,
      CASE WHEN g <= ${READER_BOOKS} OR shelf IN (2, 3) THEN 'finished' WHEN shelf = 4 THEN 'stopped' ELSE 'reading' END
    FROM (
      SELECT g, 1 + (g - 1) % ${READER_BOOKS} AS book, 1 + (1 + (g - 1) % ${READER_BOOKS}) % 4 AS shelf,
        left(to_char(now() - ((g * 13) % (${YEARS} * 365)) * interval '1 day', 'YYYY-MM-DD'), CASE WHEN g % 25 = 0 THEN 4 WHEN g % 10 = 0 THEN 7 ELSE 10 END) AS day
      FROM generate_series(1, ${READER_READS}) AS g
    ) planned
  `.execute(db);
  await sql`INSERT INTO reading_goals (user_id, year, books, pages) VALUES (${reader.id}, ${new Date().getUTCFullYear() - 1}, 1000, 300000)`.execute(db);
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_updated)
    SELECT u.id, 1 + (g % 4), 'bench-' || g, now()
    FROM users u CROSS JOIN generate_series(1, ${BOOKS_PER_OTHER_READER}) AS g
    WHERE u.id <> ${reader.id}
  `.execute(db);
  await sql`INSERT INTO shelf_counts (user_id, shelf_id, books) SELECT user_id, shelf_id, count(*) FROM shelf_books GROUP BY 1, 2`.execute(db);
  // As autovacuum would have by now: statistics, and the visibility map that lets index-only scans skip the table.
  await sql`VACUUM ANALYZE`.execute(db);
  return { readerId: reader.id, customShelfId: firstCustom, year: new Date().getUTCFullYear() - 1 };
}

interface Measured {
  label: string;
  url: string;
  statement: RawBuilder<unknown>;
}

/**
 * Each call through the API and its statement directly, taking turns; prints the figures and answers
 * the statements' compiled texts for their plans.
 */
async function measure(
  engine: string,
  { app, db, runSql }: { app: FastifyInstance; db: Kysely<Database>; runSql(text: string, values: readonly unknown[]): Promise<unknown> },
  readerId: number,
  calls: Measured[],
): Promise<Array<{ label: string; text: string; values: readonly unknown[] }>> {
  const port = await listenOnLoopback(app);
  const token = app.tokens.sign({ id: readerId, session_version: 0 });
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  const http = new RawHttpConnection(socket);

  console.log(`\n## Stats and goals: ${engine}, a reader with ${READER_BOOKS} books on 4 built-in and ${CUSTOM_SHELVES} custom shelves and ${READER_READS} reads over ${YEARS} years`);
  console.log(`${CALLS} calls each, one at a time, API and SQL taking turns; goals: API/SQL p50 <= ${GOAL_RATIO} (PostgreSQL), API p95 < ${GOAL_P95_MS} ms`);
  const [load] = os.loadavg();
  console.log(`${os.cpus().length} cores, load average ${load?.toFixed(1)} before the run (server, database and this client share them)`);
  const plans: Array<{ label: string; text: string; values: readonly unknown[] }> = [];
  for (const { label, url, statement } of calls) {
    const request = encodeGet(url, { Authorization: `Bearer ${token}` });
    const { sql: text, parameters } = statement.compile(db);
    plans.push({ label, text, values: parameters });
    const callApi = async () => {
      // The figures computed, not the ones kept for the reader (stats/cache.ts): that is what the SQL beside it does.
      app.statsCache.forget(readerId);
      const response = await http.get(request);
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.body}`);
      return response.ms;
    };
    const callSql = async () => {
      const started = performance.now();
      await runSql(text, parameters);
      return performance.now() - started;
    };
    for (let call = 0; call < WARM_UP_CALLS; call += 1) {
      await callApi();
      await callSql();
    }
    const api: number[] = [];
    const sqlTimes: number[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      // Which goes first flips every call, so neither always follows the other.
      if (call % 2 === 0) {
        api.push(await callApi());
        sqlTimes.push(await callSql());
      } else {
        sqlTimes.push(await callSql());
        api.push(await callApi());
      }
    }
    api.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    const ratio = percentile(api, 0.5) / percentile(sqlTimes, 0.5);
    const p95 = percentile(api, 0.95);
    console.log(
      `${label}: API p50 ${percentile(api, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal < ${GOAL_P95_MS}: ${p95 < GOAL_P95_MS ? 'met' : 'missed'}); ` +
        `SQL p50 ${percentile(sqlTimes, 0.5).toFixed(2)} ms, p95 ${percentile(sqlTimes, 0.95).toFixed(2)} ms; ` +
        `API/SQL p50 ${ratio.toFixed(2)}${engine === 'PostgreSQL' ? ` (goal <= ${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'met' : 'missed'})` : ''}`,
    );
  }
  // What any authenticated call costs here (token check, one tiny query, HTTP): the floor the ratio
  // stands on, which weighs most beside the cheapest statements.
  const floor: number[] = [];
  const shelves = encodeGet('/api/shelves', { Authorization: `Bearer ${token}` });
  for (let call = 0; call < WARM_UP_CALLS + CALLS; call += 1) {
    const { status, ms } = await http.get(shelves);
    if (status !== 200) throw new Error(`GET /api/shelves answered ${status}`);
    if (call >= WARM_UP_CALLS) floor.push(ms);
  }
  floor.sort((a, b) => a - b);
  console.log(`for scale, GET /api/shelves (token check and one tiny query): p50 ${percentile(floor, 0.5).toFixed(2)} ms, p95 ${percentile(floor, 0.95).toFixed(2)} ms`);
  http.close();
  return plans;
}

/** The stats filters and the goal of the year most reads finished in. */
function callsFor(readerId: number, customShelfId: number, year: number): Measured[] {
  const filters = [
    { label: 'All Shelves, All Time', shelf: 'All', year: 'All' },
    { label: `All Shelves, ${year}`, shelf: 'All', year: String(year) },
    { label: `Read, ${year}`, shelf: '3', year: String(year) },
    { label: 'Want To Read, All Time', shelf: '2', year: 'All' },
    { label: `a custom shelf, ${year}`, shelf: String(customShelfId), year: String(year) },
  ];
  return [
    ...filters.map(({ label, shelf, year: filterYear }) => ({
      label: `GET /stats ${label}`,
      url: `/api/stats?shelf=${shelf}&year=${filterYear}`,
      statement: statsQuery(parseSelection(readerId, { shelf, year: filterYear })),
    })),
    { label: `GET /goals/${year}`, url: `/api/goals/${year}`, statement: goalQuery(readerId, year) },
  ];
}

/** One reader asks 400 times in a row here: their per-minute stats allowance (issue 25) is not what is measured. */
const BENCH_ENVIRONMENT = { STATS_RATE_LIMIT: '1000000' };

async function onPostgres() {
  await withBenchApp(
    'stats',
    'Stats and goals on PostgreSQL',
    async ({ app, db, databaseUrl }) => {
      const direct = new pg.Client({ connectionString: databaseUrl });
      try {
        const { readerId, customShelfId, year } = await fill(db);
        await direct.connect();
        const plans = await measure('PostgreSQL', { app, db, runSql: (text, values) => direct.query(text, values as unknown[]) }, readerId, callsFor(readerId, customShelfId, year));
        for (const { label, text, values } of plans) {
          const { rows } = await direct.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values as unknown[]);
          console.log(`\nQuery plan, ${label}:`);
          for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
        }
      } finally {
        await direct.end().catch(() => undefined);
      }
    },
    BENCH_ENVIRONMENT,
  );
}

/** The embedded database (PGlite) in memory: one connection, so the direct statements go to the engine itself between requests. */
async function onEmbedded() {
  const database = await createDatabase({ databaseUrl: null, dataDir: null });
  const app = await buildApp(loadConfig({ ...BENCH_ENVIRONMENT, PORT: '0', HOST: '127.0.0.1' }), database);
  try {
    const { readerId, customShelfId, year } = await fill(database.db);
    await measure(
      'embedded (PGlite)',
      { app, db: database.db, runSql: (text, values) => database.pglite!.query(text, values as unknown[]) },
      readerId,
      callsFor(readerId, customShelfId, year),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  await onPostgres();
  await onEmbedded();
}

main().catch((error: unknown) => {
  console.error('bench-stats failed:', error);
  process.exit(1);
});
