// BENCHMARK ONLY. GET /api/books/shelf-books for a reader with 5,000 shelved books on PostgreSQL:
// 50 concurrent keep-alive connections for 10 s over loopback, from a worker thread (the load
// generator shares the machine's cores with the server and PostgreSQL, as the issue asks).
// Prints p50/p99 latency and req/s beside the goal, and the query plan of the page query.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx server/scripts/bench-shelf-books.ts
//
// It works in a throwaway database created on DATABASE_URL's server and dropped afterwards.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { ShelfSort } from '@booknook/api/contract';
import type { Database } from '../src/db';
import { shelfPageQuery } from '../src/library/shelf-page';
import { listenOnLoopback, percentile, withBenchApp } from './bench-app';
import { RawHttpConnection, encodeGet } from './raw-http';

const SHELVED_BOOKS = 5000;
/** Other readers' rows make shelf_books look like a shared table, not one reader's. */
const OTHER_READERS = 20;
const BOOKS_PER_OTHER_READER = 1000;
const CONNECTIONS = 50;
const DURATION_MS = 10_000;
/** JIT, plan caches and pool connections warm up before the measured run. */
const WARM_UP_MS = 2_000;
const READ_SHELF_ID = 3;
const GOAL_P99_MS = 25;

interface Scenario {
  label: string;
  /** Each request picks one of these at random. */
  paths: string[];
  /** Whether the goal applies (the reference row has none). */
  goal: boolean;
}

function shelfPages(sort: ShelfSort, pages: number): string[] {
  return Array.from({ length: pages }, (_, page) => `/api/books/shelf-books?shelfName=Read&sort=${sort}&offset=${page * 20}&limit=20`);
}

const SCENARIOS: Scenario[] = [
  { label: 'newest first, page 1 (the shelf page as it opens)', paths: shelfPages('date_updated-DESC', 1), goal: true },
  { label: 'title A-Z, page 1', paths: shelfPages('title-ASC', 1), goal: true },
  { label: 'newest first, any of the 250 pages', paths: shelfPages('date_updated-DESC', SHELVED_BOOKS / 20), goal: true },
  // The cheapest authenticated call (token check + one tiny query): what this machine allows at all.
  { label: 'for scale, GET /api/shelves', paths: ['/api/shelves'], goal: false },
];

/** Synthetic books, readers and memberships, written with set-based SQL in a few seconds. */
async function fill(db: Kysely<Database>): Promise<number> {
  const totalBooks = Math.max(SHELVED_BOOKS, BOOKS_PER_OTHER_READER);
  await sql`
    INSERT INTO books (id, title, authors, page_count, thumbnail, source)
    SELECT 'bench-' || g, initcap(md5(g::text)), ARRAY['Author ' || (g % 700)], 80 + g % 900,
      'https://covers.example/' || g || '.jpg', 'synthetic'
    FROM generate_series(1, ${totalBooks}) AS g
  `.execute(db);
  await sql`
    INSERT INTO users (username, email, password_hash, display_name)
    SELECT 'bench_' || g, 'bench_' || g || '@example.com', 'not-a-password-hash', 'Bench ' || g
    FROM generate_series(0, ${OTHER_READERS}) AS g
  `.execute(db);
  const reader = await db.selectFrom('users').select('id').where('username', '=', 'bench_0').executeTakeFirstOrThrow();
  // The reader: every book on Read, shelved over the last five years; the others: a share each.
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added, date_updated)
    SELECT ${reader.id}, ${READ_SHELF_ID}, 'bench-' || g, now() - g * interval '8 hours', now() - g * interval '8 hours'
    FROM generate_series(1, ${SHELVED_BOOKS}) AS g
  `.execute(db);
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_updated)
    SELECT u.id, 1 + (g % 4), 'bench-' || g, now() - g * interval '1 hour'
    FROM users u CROSS JOIN generate_series(1, ${BOOKS_PER_OTHER_READER}) AS g
    WHERE u.id <> ${reader.id}
  `.execute(db);
  // What the membership code maintains as it goes (see migration 004).
  await sql`INSERT INTO shelf_counts (user_id, shelf_id, books) SELECT user_id, shelf_id, count(*) FROM shelf_books GROUP BY 1, 2`.execute(db);
  await sql`
    INSERT INTO reader_books (user_id, book_id, current_page, progress_status)
    SELECT ${reader.id}, 'bench-' || g, 10, 'In Progress' FROM generate_series(1, ${SHELVED_BOOKS} / 10) AS g
  `.execute(db);
  // As autovacuum would have by now: statistics, and the visibility map that lets the count read only the index.
  await sql`VACUUM ANALYZE`.execute(db);
  return reader.id;
}

/**
 * The load generator, run in a worker thread: `connections` keep-alive connections of the
 * benchmarks' own HTTP client (raw-http.ts, whose class source it runs), each sending its next
 * request when the previous response is complete. A generator built on node:http took a third of
 * the cores it shares with the server.
 */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
// tsx (esbuild) wraps classes in its __name helper to keep their names; the worker has none.
const __name = (target) => target;
const RawHttpConnection = ${RawHttpConnection.toString()};
const { port, connections, durationMs } = workerData;
// Structured cloning turns the Buffers into Uint8Arrays; wrap them once, not per request.
const requests = workerData.requests.map((request) => Buffer.from(request.buffer, request.byteOffset, request.byteLength));
const latencies = [];
let errors = 0;
const began = performance.now();
const deadline = began + durationMs;
const run = async () => {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  const connection = new RawHttpConnection(socket);
  while (performance.now() < deadline) {
    const { status, ms } = await connection.get(requests[Math.floor(Math.random() * requests.length)]);
    if (status === 200) latencies.push(ms); else errors += 1;
  }
  connection.close();
};
Promise.all(Array.from({ length: connections }, run)).then(() => {
  parentPort.postMessage({ latencies, errors, elapsedMs: performance.now() - began });
});
`;

interface LoadResult {
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

function runLoad(port: number, token: string, paths: string[], durationMs: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, {
      eval: true,
      workerData: { port, requests: paths.map((path) => encodeGet(path, { Authorization: `Bearer ${token}` })), connections: CONNECTIONS, durationMs },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main() {
  await withBenchApp('shelf', 'Shelf listing (GET /api/books/shelf-books)', async ({ app, db }) => {
    const readerId = await fill(db);
    const port = await listenOnLoopback(app);
    const token = app.tokens.sign({ id: readerId, session_version: 0 });

    console.log(`\n## Shelf listing: GET /api/books/shelf-books, PostgreSQL, ${SHELVED_BOOKS} books on the shelf`);
    console.log(`${CONNECTIONS} connections for ${DURATION_MS / 1000} s on loopback; goal: p99 <= ${GOAL_P99_MS} ms`);
    // Latency at a fixed concurrency is only as good as the cores left to the server: say how busy they were.
    const [load] = os.loadavg();
    console.log(`${os.cpus().length} cores, load average ${load?.toFixed(1)} before the run (server, PostgreSQL and load generator share them)`);
    for (const scenario of SCENARIOS) {
      await runLoad(port, token, scenario.paths, WARM_UP_MS);
      const { latencies, errors, elapsedMs } = await runLoad(port, token, scenario.paths, DURATION_MS);
      const sorted = latencies.sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      const goal = scenario.goal ? ` (goal <= ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'missed'})` : '';
      console.log(
        `${scenario.label}: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${goal}, ` +
          `${((sorted.length * 1000) / elapsedMs).toFixed(0)} req/s, ${errors} errors`,
      );
    }

    // The plan the shelf_page function reuses: its query for the order, planned generically.
    await db.connection().execute(async (connection) => {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
      for (const sort of ['date_updated-DESC', 'title-ASC'] as const) {
        const parameters = { owner_id: '$1', shelf_name: '$2', page_limit: '$3', page_offset: '$4' };
        const text = shelfPageQuery(sort).replace(/\b(owner_id|shelf_name|page_limit|page_offset)\b/g, (name) => parameters[name as keyof typeof parameters]);
        await sql`PREPARE bench_shelf_page (integer, text, integer, integer) AS ${sql.raw(text)}`.execute(connection);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE) EXECUTE bench_shelf_page(${sql.lit(readerId)}, 'Read', 20, 0)`.execute(connection);
        await sql`DEALLOCATE bench_shelf_page`.execute(connection);
        console.log(`\nQuery plan (generic), ${sort}, page 1:`);
        for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
      }
    });
  });
}

main().catch((error: unknown) => {
  console.error('bench-shelf-books failed:', error);
  process.exit(1);
});
