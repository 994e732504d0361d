// BENCHMARK ONLY. Issue 25: one reader flooding GET /api/stats must not slow everyone else. A
// victim reader's GET /api/shelves is timed alone, then while a flooder keeps FLOOD_CONNECTIONS
// requests for its figures running at once, each for another selection (so the kept figures of
// stats/cache.ts do not answer them); the per-reader budget (http/read-budget.ts) turns the excess
// away with 429. Prints the victim's p50/p99 both ways and the ratio (goal: p99 at most 3x alone),
// on the embedded database and, with DATABASE_URL, on PostgreSQL.
//
//   npx tsx server/scripts/bench-fairness.ts
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppDatabase, Database } from '../src/db';
import { benchReader, listenOnLoopback, onBothDatabases, percentile } from './bench-app';

const FLOODER_BOOKS = 5000;
const CATALOGUE_BOOKS = 6000;
const FLOOD_CONNECTIONS = 20;
const CALLS = Number(process.env.BENCH_FAIRNESS_CALLS ?? 300);
const WARM_UP_CALLS = 30;
const GOAL_RATIO = 3;

async function fill(db: Kysely<Database>): Promise<{ flooder: number; victim: number }> {
  await sql`
    INSERT INTO books (id, title, authors, page_count, source)
    SELECT 'bench-' || g, initcap(md5(g::text)), ARRAY['Author ' || (g % 700)], CASE WHEN g % 10 = 0 THEN NULL ELSE 60 + (g * 37) % 900 END, 'synthetic'
    FROM generate_series(1, ${CATALOGUE_BOOKS}) AS g`.execute(db);
  await sql`INSERT INTO genres (description) SELECT 'Genre ' || g FROM generate_series(1, 30) AS g ON CONFLICT DO NOTHING`.execute(db);
  await sql`
    INSERT INTO book_genres (book_id, genre_id)
    SELECT 'bench-' || g, genres.id FROM generate_series(1, ${CATALOGUE_BOOKS}) AS g
    JOIN genres ON genres.description = 'Genre ' || (1 + g % 30)`.execute(db);
  const [flooder, victim] = await Promise.all(['flooder', 'victim'].map((name) => benchReader(db, name)));
  await sql`
    INSERT INTO shelf_books (user_id, shelf_id, book_id, date_added, date_updated)
    SELECT ${flooder!}, 1 + g % 4, 'bench-' || g, now() - (g % 1800) * interval '1 day', now()
    FROM generate_series(1, ${FLOODER_BOOKS}) AS g`.execute(db);
  await sql`INSERT INTO shelves (user_id, name, shelf_type_id) SELECT ${victim!}, 'Custom ' || g, 2 FROM generate_series(1, 5) AS g`.execute(db);
  return { flooder: flooder!, victim: victim! };
}

async function timedShelves(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < WARM_UP_CALLS + CALLS; call += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/shelves answered ${response.status}`);
    if (call >= WARM_UP_CALLS) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(engine: string, database: AppDatabase, databaseUrl: string | null): Promise<void> {
  const app = await buildApp(loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }), database);
  try {
    const { flooder, victim } = await fill(database.db);
    const origin = `http://127.0.0.1:${await listenOnLoopback(app)}`;
    const victimToken = app.tokens.sign({ id: victim, session_version: 0 });
    const flooderToken = app.tokens.sign({ id: flooder, session_version: 0 });
    const alone = await timedShelves(`${origin}/api/shelves`, victimToken);

    let flooding = true;
    const answered = new Map<number, number>();
    let selection = 0;
    const flood = async () => {
      while (flooding) {
        // Every call another selection (shelf x year), so no kept figures answer it.
        selection += 1;
        const year = 2000 + (selection % 27);
        const response = await fetch(`${origin}/api/stats?shelf=${1 + (selection % 4)}&year=${year}`, { headers: { authorization: `Bearer ${flooderToken}` } });
        await response.arrayBuffer();
        answered.set(response.status, (answered.get(response.status) ?? 0) + 1);
        if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const flooders = Array.from({ length: FLOOD_CONNECTIONS }, flood);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flooded = await timedShelves(`${origin}/api/shelves`, victimToken);
    flooding = false;
    await Promise.all(flooders);

    const [aloneP50, aloneP99, floodedP50, floodedP99] = [percentile(alone, 0.5), percentile(alone, 0.99), percentile(flooded, 0.5), percentile(flooded, 0.99)];
    console.log(`\n### ${engine}`);
    console.log(`victim GET /api/shelves alone:     p50 ${aloneP50.toFixed(2)} ms, p99 ${aloneP99.toFixed(2)} ms (${CALLS} calls)`);
    console.log(`victim GET /api/shelves flooded:   p50 ${floodedP50.toFixed(2)} ms, p99 ${floodedP99.toFixed(2)} ms`);
    console.log(`p99 flooded / alone: ${(floodedP99 / aloneP99).toFixed(2)}x (goal: at most ${GOAL_RATIO}x)`);
    console.log(`flooder's GET /api/stats answers: ${[...answered].sort().map(([status, count]) => `${count} x ${status}`).join(', ')}`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`\n## Fairness: one reader flooding GET /api/stats (${FLOOD_CONNECTIONS} at once, ${FLOODER_BOOKS} books), another's GET /api/shelves — ${os.cpus().length} cores`);
  await onBothDatabases('fairness', measure);
}

main().catch((error: unknown) => {
  console.error('bench-fairness failed:', error);
  process.exit(1);
});
