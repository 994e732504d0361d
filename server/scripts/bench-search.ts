// `npm run bench` part: catalogue search latency. Prints p50/p95 of 200 mixed queries (free text,
// author, subject, ISBN, typo) through the HTTP API and of the same SQL statements replayed on the
// database connection, and their ratio:
//   - PostgreSQL (DATABASE_URL's server) with a 1,000,000-book synthetic catalogue in a throwaway
//     database (BENCH_SEARCH_BOOKS changes the size; skipped without DATABASE_URL). To measure again
//     without generating again, BENCH_SEARCH_DATABASE may name a database that
//     server/scripts/synthetic-catalogue.ts already filled; it is used as it is and kept;
//   - the embedded database (PGlite, in memory) with the real seed catalogue.
// Figures only, nothing is asserted.
//   npx tsx server/scripts/bench-search.ts
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import type { SearchOrder } from '@booknook/api/contract';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { searchCatalogue } from '../src/catalogue/search';
import { seedCatalogue } from '../src/catalogue/seed';
import { loadConfig } from '../src/config';
import { PGLITE_EXTENSIONS, type Database } from '../src/db';
import { prepareSchema } from '../src/db/migrate';
import { pgliteListener, postgresListener, type DatabaseListener } from '../src/db/notifications';
import { pgliteClientConfig } from '../src/db/pglite-connection';
import { RawHttpConnection, encodeGet } from './raw-http';
import { generateSyntheticCatalogue, seededRandom } from './synthetic-catalogue';

const QUERIES_PER_KIND = 40;
const KINDS = ['free text', 'author', 'subject', 'isbn', 'typo'] as const;
type Kind = (typeof KINDS)[number];
const PAGE_SIZE = 20;
const GOALS = { apiP95Ms: 50, ratio: 1.5 };

interface BenchQuery {
  kind: Kind;
  q: string;
  orderBy: SearchOrder;
}

interface Statement {
  text: string;
  values: unknown[];
}

/** A pg pool whose clients note every statement (transaction control included) while `recording` is set. */
function recordingPool(pool: pg.Pool): { pool: PostgresPool; record<T>(run: () => Promise<T>): Promise<Statement[]> } {
  let recording: Statement[] | null = null;
  return {
    pool: {
      async connect() {
        const client = await pool.connect();
        return {
          query: (text: string, values: unknown[]) => {
            recording?.push({ text, values });
            return client.query(text, values);
          },
          release: () => client.release(),
        } as unknown as pg.PoolClient;
      },
      end: async () => undefined,
    },
    async record(run) {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

/** Swaps two neighbouring letters in the middle of the word: 'tolkien' -> 'tolkein'. */
function typo(word: string): string {
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/** 200 queries made from a repeatable sample of the catalogue's own books. */
async function benchQueries(db: Kysely<Database>, bookCount: number): Promise<BenchQuery[]> {
  const random = seededRandom(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const percent = Math.min(100, (100 * 400) / bookCount);
  const { rows: books } = await sql<{ title: string; authors: string[]; isbn13: string | null }>`
    SELECT title, authors, isbn13 FROM books TABLESAMPLE BERNOULLI (${sql.lit(percent)}) REPEATABLE (42) ORDER BY id
  `.execute(db);
  const genres = (await db.selectFrom('genres').select('description').orderBy('id').execute()).map((genre) => genre.description);
  const words = (text: string) => text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const surnames = books.flatMap((book) => book.authors.map((author) => words(author).pop() ?? '')).filter((name) => name.length >= 4);
  const longWords = [...books.flatMap((book) => words(book.title)), ...surnames].filter((word) => word.length >= 6);
  const isbns = books.map((book) => book.isbn13).filter((isbn): isbn is string => isbn !== null);

  const make: Record<Kind, () => string> = {
    'free text': () => {
      const titleWords = words(pick(books).title);
      const start = Math.floor(random() * Math.max(1, titleWords.length - 1));
      return titleWords.slice(start, start + 2).join(' ') || 'love';
    },
    author: () => `inauthor:${pick(surnames)}`,
    // Half as the home rows ask (the lowercased genre), half with the operator.
    subject: () => (random() < 0.5 ? pick(genres).toLowerCase() : `subject:"${pick(genres)}"`),
    isbn: () => {
      const isbn = pick(isbns);
      return `isbn:${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 9)}-${isbn.slice(9, 12)}-${isbn.slice(12)}`;
    },
    typo: () => typo(pick(longWords)),
  };
  return KINDS.flatMap((kind) =>
    Array.from({ length: QUERIES_PER_KIND }, (_, index): BenchQuery => ({ kind, q: make[kind](), orderBy: index % 4 === 3 ? 'newest' : 'relevance' })),
  );
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(timings: readonly number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function measure(title: string, pool: pg.Pool, listen: DatabaseListener, bookCount: number): Promise<void> {
  const recorder = recordingPool(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const recordingDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: recorder.pool }) });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), { db, listen });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = net.connect({ port: Number(new URL(origin).port), host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  const client = new RawHttpConnection(socket);
  try {
    const queries = await benchQueries(db, bookCount);
    const request = ({ q, orderBy }: BenchQuery) => encodeGet(`/api/books-api?${new URLSearchParams({ q, startIndex: '0', maxResults: String(PAGE_SIZE), orderBy })}`);
    const viaApi = async (query: BenchQuery) => {
      const { status, body, ms: elapsed } = await client.get(request(query));
      if (status !== 200) throw new Error(`${query.q}: ${status} ${body}`);
      return { totalItems: (JSON.parse(body) as { totalItems: number }).totalItems, elapsed };
    };

    // The statements each query sends, recorded once, then replayed as they are.
    const statements: Statement[][] = [];
    for (const query of queries) {
      statements.push(await recorder.record(() => searchCatalogue(recordingDb, query.q, { startIndex: 0, maxResults: PAGE_SIZE, orderBy: query.orderBy }, null)));
    }
    // A pooled client per query, as the API takes one (the embedded database has only one).
    const replay = async (list: readonly Statement[]) => {
      const client = await pool.connect();
      try {
        for (const statement of list) await client.query(statement.text, statement.values);
      } finally {
        client.release();
      }
    };

    // One untimed round of each warms caches and plans alike.
    let empty = 0;
    for (const query of queries) empty += (await viaApi(query)).totalItems === 0 ? 1 : 0;
    for (const list of statements) await replay(list);

    const apiTimes: number[] = [];
    const sqlTimes: number[] = [];
    // Whichever runs second finds the query's pages just read into PostgreSQL's buffers (the
    // million-book catalogue does not fit in them), so the two take turns at going first.
    const timedReplay = async (index: number) => {
      const started = performance.now();
      await replay(statements[index] ?? []);
      return performance.now() - started;
    };
    // V8 runs deferred work (scavenges, incremental marking) when the event loop waits for I/O,
    // and in this loop only an HTTP request waits for I/O: it was charged for the garbage of both
    // sides (API p95 8-9 ms against 6 ms through app.inject). One turn of the loop before each
    // timed step lets that work run outside both timers.
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (const [index, query] of queries.entries()) {
      await settle();
      if (index % 2 === 0) {
        apiTimes.push((await viaApi(query)).elapsed);
        await settle();
        sqlTimes.push(await timedReplay(index));
      } else {
        sqlTimes.push(await timedReplay(index));
        await settle();
        apiTimes.push((await viaApi(query)).elapsed);
      }
    }

    const api = summary(apiTimes);
    const raw = summary(sqlTimes);
    console.log(`\n## Search: ${title}`);
    console.log(`${queries.length} queries (${KINDS.map((kind) => `${QUERIES_PER_KIND} ${kind}`).join(', ')}; every 4th ordered by newest), ${PAGE_SIZE} results a page; ${empty} found nothing`);
    console.log(`${''.padEnd(16)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
    console.log(`${'API (HTTP)'.padEnd(16)}${ms(api.p50)}${ms(api.p95)}   (goal: p95 <= ${GOALS.apiP95Ms} ms)`);
    console.log(`${'raw SQL'.padEnd(16)}${ms(raw.p50)}${ms(raw.p95)}`);
    console.log(`${'API / SQL'.padEnd(16)}${(api.p50 / raw.p50).toFixed(2).padStart(10)}${(api.p95 / raw.p95).toFixed(2).padStart(10)}   (goal: <= ${GOALS.ratio})`);
    const slowest = queries.map((query, index) => ({ query, time: apiTimes[index] ?? 0 })).sort((a, b) => b.time - a.time).slice(0, 3);
    console.log(`slowest: ${slowest.map(({ query, time }) => `${JSON.stringify(query.q)} (${query.orderBy}) ${time.toFixed(0)} ms`).join(', ')}`);
    for (const kind of KINDS) {
      const apiKind = summary(apiTimes.filter((_, index) => queries[index]?.kind === kind));
      const sqlKind = summary(sqlTimes.filter((_, index) => queries[index]?.kind === kind));
      console.log(`  ${kind.padEnd(14)}${ms(apiKind.p50)}${ms(apiKind.p95)}  API   ${ms(sqlKind.p50)}${ms(sqlKind.p95)}  SQL`);
    }
  } finally {
    client.close();
    await app.close();
    await recordingDb.destroy();
  }
}

async function benchPostgres(adminUrl: string, bookCount: number): Promise<void> {
  const name = `booknook_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  try {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await prepareSchema(db as Kysely<unknown>);
    console.log(`\nGenerating ${bookCount} synthetic books (benchmark data) in the throwaway database ${name}...`);
    await generateSyntheticCatalogue(db, { count: bookCount, seed: 42 });
    await measure(`PostgreSQL, ${bookCount.toLocaleString('en-US')} synthetic books`, pool, postgresListener(url.toString(), console.error), bookCount);
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchEmbedded(): Promise<void> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const pool = new pg.Pool({ ...pgliteClientConfig(pglite), max: 1, idleTimeoutMillis: 0 });
  try {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await prepareSchema(db as Kysely<unknown>);
    const { books } = await seedCatalogue(db);
    await measure(`embedded PGlite, the ${books.toLocaleString('en-US')}-book seed catalogue`, pool, pgliteListener(pglite), books);
  } finally {
    await pool.end();
    await pglite.close();
  }
}

/** A database the synthetic generator filled earlier, measured as it is. */
async function benchExistingPostgres(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const count = await db.selectFrom('books').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    await measure(`PostgreSQL, ${Number(count.count).toLocaleString('en-US')} synthetic books (existing database)`, pool, postgresListener(url, console.error), Number(count.count));
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const existing = process.env.BENCH_SEARCH_DATABASE;
  const bookCount = Number(process.env.BENCH_SEARCH_BOOKS ?? 1_000_000);
  if (existing) await benchExistingPostgres(existing);
  else if (adminUrl) await benchPostgres(adminUrl, bookCount);
  else console.log('\n## Search: PostgreSQL skipped (set DATABASE_URL to a server where a throwaway database may be created)');
  await benchEmbedded();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
