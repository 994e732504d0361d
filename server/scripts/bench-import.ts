// BENCHMARK ONLY. Issue 21: a 5,000-row Goodreads export built from the seed catalogue (70% found by
// ISBN, 10% by title and author only, 20% unknown, made into books) imported through POST /api/imports
// on the embedded database and, with DATABASE_URL, on PostgreSQL. Prints rows per second (goals:
// >= 200 on PGlite, >= 500 on PostgreSQL), how much the process's memory grew (goal <= 100 MB), the
// p99 of another reader's GET /api/shelves during the import (from the upload on) against without one
// (goal <= 2x) with its slowest call, how long POST /api/imports held the event loop at most, and the
// time of GET /api/exports/goodreads.csv for the 5,000 books (goal < 2 s).
//
//   npx tsx server/scripts/bench-import.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { ImportJob } from '@booknook/api/contract';
import { buildApp } from '../src/app';
import { seedCatalogue } from '../src/catalogue/seed';
import { loadConfig } from '../src/config';
import type { AppDatabase, Database } from '../src/db';
import { GOODREADS_COLUMNS } from '../src/imports/formats';
import { benchReader, listenOnLoopback, onBothDatabases, percentile } from './bench-app';

const ROWS = 5000;
const SHARE = { byIsbn: 0.7, byTitle: 0.1 };
const CHEAP_CALLS = 1000;
const PROBE_EVERY_MS = 10;

/** The export file: catalogue books by ISBN, others by title and first author alone, and made-up books. */
async function goodreadsFile(db: Kysely<Database>): Promise<Buffer> {
  const byIsbn = Math.round(ROWS * SHARE.byIsbn);
  const byTitle = Math.round(ROWS * SHARE.byTitle);
  const books = await db
    .selectFrom('books')
    .select(['title', 'authors', 'isbn13'])
    .where('isbn13', 'is not', null)
    .where('awaiting_approval', '=', false)
    .orderBy('id')
    .limit(byIsbn + byTitle)
    .execute();
  const shelves = ['read', 'to-read', 'currently-reading', 'read', 'did-not-finish'];
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const book = books[index];
    const known = index < byIsbn + byTitle && book;
    const title = known ? book.title : `Unlisted Book Number ${index}`;
    const author = known ? (book.authors[0] ?? 'Unknown') : `Writer ${index % 400}`;
    const isbn = known && index < byIsbn ? `="${book.isbn13}"` : '=""';
    const shelf = shelves[index % shelves.length]!;
    const record: Record<(typeof GOODREADS_COLUMNS)[number], string> = {
      'Book Id': String(1_000_000 + index),
      Title: title,
      Author: author,
      'Author l-f': author,
      'Additional Authors': '',
      ISBN: '=""',
      ISBN13: isbn,
      'My Rating': index % 3 === 0 ? String(1 + (index % 5)) : '0',
      'Average Rating': '3.90',
      Publisher: '',
      Binding: 'Paperback',
      'Number of Pages': String(120 + (index % 500)),
      'Year Published': '2001',
      'Original Publication Year': '',
      'Date Read': shelf === 'read' ? `20${10 + (index % 14)}/0${1 + (index % 9)}/1${index % 9}` : '',
      'Date Added': '2020/01/15',
      Bookshelves: index % 4 === 0 ? `favourites, shelf-${index % 20}` : '',
      'Bookshelves with positions': '',
      'Exclusive Shelf': shelf,
      'My Review': index % 6 === 0 ? 'Loved it.<br/>Would read again.' : '',
      Spoiler: '',
      'Private Notes': '',
      'Read Count': shelf === 'read' ? '1' : '0',
      'Owned Copies': '0',
    };
    return GOODREADS_COLUMNS.map((column) => record[column]);
  });
  return Buffer.from(stringify([[...GOODREADS_COLUMNS], ...rows]));
}

/**
 * Another reader's cheap call, one every PROBE_EVERY_MS (or as soon as the last one answered, if
 * later), `calls` times or, told so, until stopped: a reader clicking through their shelves, not a
 * flood. The calls are made from a process of their own, as a reader's browser is
 * not in the server's: from the server's event loop, reading each answer would wait for the
 * import's next turn too, and the client's memory would count as the server's.
 */
const PROBE_PROCESS = `
const { url, token, calls, everyMs, untilStopped } = JSON.parse(process.env.PROBE);
let stopped = !untilStopped;
process.on('message', () => { stopped = true; });
(async () => {
  const times = [];
  // Not timed: a new process's first call loads its HTTP client and connects (~50 ms, the server's
  // part ~3), and among the ~250 calls of a short import it alone was the p99.
  await (await fetch(url, { headers: { authorization: 'Bearer ' + token } })).arrayBuffer();
  process.send('ready');
  for (let call = 0; call < calls || !stopped; call += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error('GET ' + url + ' answered ' + response.status);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))));
  }
  process.send(times.sort((a, b) => a - b), () => process.disconnect());
})();
`;

/** The probe: `ready` once its first (untimed) call is answered, `times` its timed calls' durations, sorted. */
function timedCalls(url: string, token: string, { calls, untilStopped }: { calls: number; untilStopped: boolean }): { ready: Promise<void>; times: Promise<number[]>; stop(): void } {
  const probe = JSON.stringify({ url, token, calls, everyMs: PROBE_EVERY_MS, untilStopped });
  const child = spawn(process.execPath, ['-e', PROBE_PROCESS], { env: { ...process.env, PROBE: probe }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const answered = <T>(isIt: (message: unknown) => boolean) =>
    new Promise<T>((resolve, reject) => {
      child.on('message', (message) => isIt(message) && resolve(message as T));
      child.once('exit', (code) => reject(new Error(`the probe exited with ${code}`)));
    });
  const ready = answered<void>((message) => message === 'ready');
  const times = answered<number[]>(Array.isArray);
  return { ready, times, stop: () => child.send('stop') };
}

/**
 * The upload, from a process of its own as a reader's browser is: sent from the server's process, the
 * client's work of sending 2 MB would count as the server's. The process starts and reads the file
 * before the probe does (spawning it and writing the file held the server's event loop ~10-20 ms, one
 * of the three slowest probe calls of a short PostgreSQL import) and sends when told.
 */
const UPLOAD_PROCESS = `
const { url, token, path } = JSON.parse(process.env.UPLOAD);
const form = new FormData();
form.append('file', new Blob([require('node:fs').readFileSync(path)], { type: 'text/csv' }), 'goodreads_library_export.csv');
process.once('message', () => {
  const sentAt = Date.now();
  fetch(url, { method: 'POST', headers: { authorization: 'Bearer ' + token }, body: form })
    .then(async (response) => process.send({ status: response.status, body: await response.text(), sentAt }, () => process.disconnect()));
});
process.send('ready');
`;

/** The upload's process, ready: `send` posts the file and answers the job's id and when it was sent. */
async function preparedUpload(url: string, token: string, file: Buffer): Promise<{ send(): Promise<{ id: number; sentAt: number }> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-bench-upload-'));
  const filePath = path.join(directory, 'goodreads_library_export.csv');
  fs.writeFileSync(filePath, file);
  const child = spawn(process.execPath, ['-e', UPLOAD_PROCESS], { env: { ...process.env, UPLOAD: JSON.stringify({ url, token, path: filePath }) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the upload exited with ${code}`))));
  const message = <T>() => Promise.race([new Promise<T>((resolve) => child.once('message', (answer) => resolve(answer as T))), exited]);
  try {
    await message<'ready'>();
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
  return {
    async send() {
      const answered = message<{ status: number; body: string; sentAt: number }>();
      child.send('go');
      const { status, body, sentAt } = await answered;
      if (status !== 202) throw new Error(`POST /api/imports answered ${status}: ${body}`);
      return { id: (JSON.parse(body) as { id: number }).id, sentAt };
    },
  };
}

async function measure(engine: string, database: AppDatabase, databaseUrl: string | null): Promise<void> {
  await seedCatalogue(database.db);
  // The import's pacing (batch bounds, rest, rows a second) can be tried from the command line (IMPORT_BATCH_MS=3 npm run bench -- --only=import).
  const importPacing = { IMPORT_BATCH_MS: process.env.IMPORT_BATCH_MS, IMPORT_BATCH_ROWS: process.env.IMPORT_BATCH_ROWS, IMPORT_REST: process.env.IMPORT_REST, IMPORT_ROWS_PER_SECOND: process.env.IMPORT_ROWS_PER_SECOND };
  const app = await buildApp(loadConfig({ ...importPacing, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }), database);
  try {
    const origin = `http://127.0.0.1:${await listenOnLoopback(app)}`;
    const importer = app.tokens.sign({ id: await benchReader(database.db, 'importer'), session_version: 0 });
    const other = app.tokens.sign({ id: await benchReader(database.db, 'other'), session_version: 0 });
    const file = await goodreadsFile(database.db);
    const alone = await timedCalls(`${origin}/api/shelves`, other, { calls: CHEAP_CALLS, untilStopped: false }).times;

    const upload = await preparedUpload(`${origin}/api/imports`, importer, file);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);
    // From before the upload: reading the file through to answer 202 is the import's first work.
    const probe = timedCalls(`${origin}/api/shelves`, other, { calls: 0, untilStopped: true });
    await probe.ready;
    const holds = monitorEventLoopDelay({ resolution: 1 });
    holds.enable();
    const { id, sentAt } = await upload.send();
    holds.disable();
    let job: ImportJob | undefined;
    let running = true;
    const watcher = (async () => {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await (await fetch(`${origin}/api/imports/${id}?limit=1`, { headers: { authorization: `Bearer ${importer}` } })).json()) as ImportJob;
        if (job.status !== 'queued' && job.status !== 'running') running = false;
      }
    })();
    await watcher;
    const seconds = (Date.now() - sentAt) / 1000;
    probe.stop();
    const during = await probe.times;
    clearInterval(sampler);

    const exportStarted = performance.now();
    const exported = await fetch(`${origin}/api/exports/goodreads.csv`, { headers: { authorization: `Bearer ${importer}` } });
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportMs = performance.now() - exportStarted;

    console.log(`\n### ${engine}`);
    console.log(`import: ${job?.status}, ${job?.processed} of ${ROWS} rows in ${seconds.toFixed(1)} s = ${(ROWS / seconds).toFixed(0)} rows/s (goal: at least ${databaseUrl ? 500 : 200})`);
    console.log(`counts: ${JSON.stringify(job?.counts)}`);
    console.log(`memory: rss ${(rssBefore / 2 ** 20).toFixed(0)} MB before, ${(rssPeak / 2 ** 20).toFixed(0)} MB at most during = +${((rssPeak - rssBefore) / 2 ** 20).toFixed(0)} MB (goal: at most 100 MB)`);
    const [aloneP99, duringP99] = [percentile(alone, 0.99), percentile(during, 0.99)];
    console.log(`another reader's GET /api/shelves p99: ${aloneP99.toFixed(2)} ms alone, ${duringP99.toFixed(2)} ms during the import (${during.length} calls, the slowest ${during.at(-1)!.toFixed(0)} ms) = ${(duringP99 / aloneP99).toFixed(2)}x (goal: at most 2x)`);
    console.log(`POST /api/imports held the event loop ${(holds.max / 1e6).toFixed(0)} ms at most while it read the file through`);
    console.log(`GET /api/exports/goodreads.csv of ${ROWS} books: ${exportMs.toFixed(0)} ms, ${(exportBytes / 1024).toFixed(0)} KB (goal: under 2 s)`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`\n## Import: a ${ROWS}-row Goodreads export (70% by ISBN, 10% by title, 20% unknown) — ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
  await onBothDatabases('import', measure, { embeddedOnDisk: true });
}

main().catch((error: unknown) => {
  console.error('bench-import failed:', error);
  process.exit(1);
});
