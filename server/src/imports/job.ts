// The import job (issue 21, docs/decisions/0017): POST /imports reads the whole file once to answer
// at once what it is (or why it cannot be imported), stores it and answers 202; a runner on every
// instance then takes waiting jobs one at a time under a lease and writes their rows in batches, each
// batch one transaction with the job's progress, so a restart resumes exactly after the last batch
// and two instances never work on one job.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_ROWS_PAGE,
  REALTIME_EVENTS,
  todayText,
  type ImportCounts,
  type ImportJob,
  type ImportList,
  type ImportRowsQuery,
  type ImportSummary,
} from '@booknook/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db';
import { executePrepared } from '../db/prepared';
import { HttpError } from '../http/errors';
import type { Realtime } from '../realtime';
import { lockReaderBook, lockReaderBooks, loadReadingState, loadReadingStates } from '../library/reading-state';
import { applyRow, gatherWrites, knownBooks, rowBooks, writeGathered, type AppliedRow, type KnownBooks, type ShelfIdsByName } from './apply-row';
import { countImportRows, openImportFile, ImportFileError } from './read-file';
import type { ImportRow, ParsedRow } from './rows';
import type { ImportJobsTable, ImportRowsTable } from './tables';

/** The first batch's rows, before one has been timed. */
const FIRST_BATCH_ROWS = 4;
/**
 * Rows a batch applies between two turns of the event loop: applying rows is JavaScript alone
 * (~7 ms for 100), which other readers' requests would otherwise wait out whole (PostgreSQL, 100-row
 * batches: the other reader's p99 1.67-4.23x, median 2.0, over nine runs with a turn every 10 rows;
 * 2.14-3.97x, median 2.8, over twelve without; docs/decisions/0017).
 */
const ROWS_BETWEEN_TURNS = 10;
/** How long an instance holds a job without reporting a batch before another may take it over. */
const LEASE_SECONDS = 30;
/** Progress events go out at most this often. */
const REPORT_EVERY_MS = 250;
/** How often an idle runner looks for jobs it was not told about (another instance's, or one left by a crash). */
const POLL_MS = 5_000;
/**
 * The file is fed to the parser in pieces with a turn of the event loop before each: a turn only
 * every megabyte held other readers' requests for 240 ms at a time while POST /imports read a
 * 5,000-book file, and a piece of 64 KB for 53 ms on its first import (cold code); 16 KB, 19 ms
 * (docs/decisions/0017).
 */
const CHUNK_BYTES = 16 * 1024;

/**
 * The kept file is gzipped, off the event loop (zlib's work runs on libuv's threads): a 5,000-book
 * file of 2 MB stored as it came took 15 ms to write and 15-17 ms to read back, each holding the event
 * loop (PGlite's WASM, or node-postgres sending it and decoding its hex); gzipped, the read back takes
 * 6-7 ms (docs/decisions/0017). The fastest level: the file is kept only while the job works.
 */
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);
const packFile = (bytes: Buffer) => gzipped(bytes, { level: 1 });
/** Jobs stored before the file was gzipped hold it as it came (an upgrade resumes them); no export starts with gzip's magic bytes. */
const unpackFile = (stored: Buffer) => (stored[0] === 0x1f && stored[1] === 0x8b ? gunzipped(stored) : Promise.resolve(stored));

export const ROW_FAILED = 'This row could not be imported because of an error on our side; import the file again to retry it.';

export const NO_IMPORT_COUNTS: ImportCounts = {
  added: 0,
  alreadyThere: 0,
  matchedByIsbn: 0,
  matchedByTitle: 0,
  createdBooks: 0,
  reviews: 0,
  reads: 0,
  customShelves: 0,
  skipped: 0,
};

/** The file as a stream that lets other requests run while a large one is parsed. */
function fileStream(bytes: Buffer): Readable {
  async function* pieces() {
    for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
      if (offset > 0) await nextTurn();
      yield bytes.subarray(offset, offset + CHUNK_BYTES);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

type JobRow = Selectable<ImportJobsTable>;

function summary(job: Omit<JobRow, 'file' | 'user_id' | 'lease_owner' | 'lease_until'>): ImportSummary {
  return {
    id: job.id,
    status: job.status,
    format: job.format,
    total: job.total,
    processed: job.processed,
    counts: job.counts,
    reason: job.reason,
    fileName: job.file_name,
    createdAt: job.created_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
  };
}

const SUMMARY_COLUMNS = ['id', 'status', 'format', 'total', 'processed', 'counts', 'reason', 'file_name', 'created_at', 'finished_at'] as const;

const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';

/**
 * POST /imports: reads the file through (its format, its rows counted, a broken file refused with
 * the row where it broke) and stores the job; the runner does the rest. 409 while another of the
 * reader's imports is at work, 413 past IMPORT_MAX_ROWS.
 */
export async function createImportJob(db: Kysely<Database>, userId: number, file: { bytes: Buffer; name: string }): Promise<number> {
  const { format, total } = await countImportRows(fileStream(file.bytes), IMPORT_MAX_ROWS).catch((error: unknown) => {
    throw error instanceof ImportFileError ? new HttpError(400, error.message) : error;
  });
  if (total > IMPORT_MAX_ROWS) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows);
  try {
    const { id } = await db
      .insertInto('import_jobs')
      .values({
        user_id: userId,
        status: 'queued',
        format,
        file_name: file.name.slice(0, 255),
        file: await packFile(file.bytes),
        total,
        counts: JSON.stringify(NO_IMPORT_COUNTS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, IMPORT_MESSAGES.alreadyRunning);
    throw error;
  }
}

/** GET /imports: the reader's imports, newest first. */
export async function listImports(db: Kysely<Database>, userId: number): Promise<ImportList> {
  const jobs = await db.selectFrom('import_jobs').select(SUMMARY_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').limit(50).execute();
  return { imports: jobs.map(summary) };
}

/** GET /imports/:id: the reader's own job (404 for anyone else's) and a page of its rows. */
export async function readImport(db: Kysely<Database>, userId: number, id: number, { offset = 0, limit = IMPORT_ROWS_PAGE, only }: ImportRowsQuery): Promise<ImportJob> {
  const job = await db.selectFrom('import_jobs').select(SUMMARY_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!job) throw new HttpError(404, IMPORT_MESSAGES.notFound);
  let rows = db.selectFrom('import_rows').where('job_id', '=', id);
  if (only === 'attention') rows = rows.where((eb) => eb.or([eb('outcome', '=', 'skipped'), eb('reason', 'is not', null)]));
  const [page, { count }] = await Promise.all([
    rows.selectAll().orderBy('line').offset(offset).limit(limit).execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    ...summary(job),
    rows: page.map((row) => ({ line: row.line, title: row.title, author: row.author, outcome: row.outcome, bookId: row.book_id, reason: row.reason, matchedBy: row.matched_by })),
    rowsTotal: Number(count),
  };
}

/** DELETE /imports/:id: a queued or running job stops after the batch at work; what it imported stays, its file goes. */
export async function cancelImport(db: Kysely<Database>, userId: number, id: number): Promise<ImportSummary> {
  const job = await db.selectFrom('import_jobs').select('status').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!job) throw new HttpError(404, IMPORT_MESSAGES.notFound);
  const cancelled = await db
    .updateTable('import_jobs')
    .set({ status: 'cancelled', file: null, finished_at: new Date(), lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirst();
  if (!cancelled) throw new HttpError(409, IMPORT_MESSAGES.notRunning);
  return summary(cancelled);
}

/**
 * The next batch's size from the last one's: a quarter more (at least one row) while batches end
 * within batchMs, else as many rows as that pace fits, within 1..batchRows. A batch also costs its
 * fixed statements whatever its rows: sizing it by time per row alone charged them to the rows, so
 * a short batchMs shrank batches to one row, each paying them in full (docs/decisions/0017).
 */
export function nextBatchRows(rows: number, took: number, { batchMs, batchRows }: Pick<ImportRunnerOptions, 'batchMs' | 'batchRows'>): number {
  const next = took <= batchMs ? rows + Math.max(1, Math.floor(rows / 4)) : Math.floor((rows * batchMs) / took);
  return Math.max(1, Math.min(batchRows, next));
}

/**
 * How long the runner rests after a batch: `rest` times as long as the batch took, and at least until
 * the batch's rows have taken the time `rowsPerSecond` allows them (0: no bound), so a fast machine's
 * import holds the server no longer than its pace needs (docs/decisions/0017).
 */
export function restAfterBatch(rows: number, took: number, { rest, rowsPerSecond }: Pick<ImportRunnerOptions, 'rest' | 'rowsPerSecond'>): number {
  const paced = rowsPerSecond > 0 ? (rows * 1000) / rowsPerSecond - took : 0;
  return Math.max(took * rest, paced);
}

export interface ImportRunnerOptions {
  db: Kysely<Database>;
  realtime: Pick<Realtime, 'emitToUser'>;
  /** Called after each committed batch: the reader's library changed (their kept stats go). */
  libraryChanged(userId: number): void;
  log: FastifyBaseLogger;
  /** Rows written per transaction at most. */
  batchRows: number;
  /**
   * How long a batch should last: each takes as many rows as the batches before show fit. On the
   * embedded database, whose one connection the batch holds, other readers' requests wait about this long.
   */
  batchMs: number;
  /** After each batch the runner rests this many times as long as the batch took, leaving the server to other readers. */
  rest: number;
  /** The most rows a second the runner writes, resting longer after a batch when it went faster (0: no bound). */
  rowsPerSecond: number;
}

export interface ImportRunner {
  /** Look for work now (a job was just created). */
  wake(): void;
  /** Jobs this instance is working on now: 0 or 1. */
  running(): number;
  /** Stops after the batch at work and hands the job back for another instance (or the next start) to resume. */
  close(): Promise<void>;
}

/** A job this instance now runs, with its file (kept while a job is queued or running, migration 052). */
type ClaimedJob = Pick<JobRow, 'id' | 'user_id' | 'processed' | 'counts'> & { file: Buffer };

/** The job was cancelled or taken over while this instance wrote a batch: the batch is undone. */
class JobNotMine extends Error {}

/** Where a job stands between batches. */
interface JobProgress {
  counts: ImportCounts;
  shelves: ShelfIdsByName;
  /** The day ("YYYY-MM-DD") the job started on this instance: no date of a row may be later, and a shelf rule dates its reads by it. */
  readonly today: string;
  /** Rows the next batch takes (nextBatchRows). */
  nextRows: number;
}

/** What a batch being written has done so far; the job's progress takes its counts and shelves when the batch commits. */
interface BatchWork extends Pick<JobProgress, 'counts' | 'shelves' | 'today'> {
  reports: ImportRowsTable[];
}

/** Runs the imports of the database one at a time on this instance; see the file's head. */
export function createImportRunner({ db, realtime, libraryChanged, log, batchRows, batchMs, rest, rowsPerSecond }: ImportRunnerOptions): ImportRunner {
  const owner = randomUUID();
  let closing = false;
  let working: Promise<void> | null = null;
  let again = false;
  let runningJobs = 0;

  /** The oldest job nobody holds, with its file, taken under a lease; SKIP LOCKED lets two instances take two different jobs. */
  async function claim(): Promise<ClaimedJob | undefined> {
    const { rows } = await sql<ClaimedJob>`
      UPDATE import_jobs SET status = 'running', lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id = (
        SELECT id FROM import_jobs
        WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, user_id, processed, counts, file`.execute(db);
    return rows[0];
  }

  async function report(id: number, userId: number): Promise<void> {
    const job = await db.selectFrom('import_jobs').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (job) realtime.emitToUser(userId, REALTIME_EVENTS.importProgress, summary(job));
  }

  async function finish(job: ClaimedJob, status: 'done' | 'failed', reason: string | null): Promise<void> {
    await db
      .updateTable('import_jobs')
      .set({ status, reason, file: null, finished_at: new Date(), lease_owner: null, lease_until: null })
      .where('id', '=', job.id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .execute();
  }

  /** The job's counts and report of one row, from what applyRow answered. */
  function counted(counts: ImportCounts, job: ClaimedJob, row: ImportRow, applied: AppliedRow): ImportRowsTable {
    counts[applied.outcome === 'created' ? 'createdBooks' : applied.outcome] += 1;
    if (applied.matchedBy === 'isbn') counts.matchedByIsbn += 1;
    if (applied.matchedBy === 'title') counts.matchedByTitle += 1;
    counts.reviews += applied.reviews;
    counts.reads += applied.reads;
    counts.customShelves += applied.customShelves;
    const notes = [...row.notes, ...applied.notes];
    return {
      job_id: job.id,
      line: row.line,
      title: row.title,
      author: row.authors[0] ?? '',
      outcome: applied.outcome,
      book_id: applied.bookId,
      reason: notes.length > 0 ? notes.join(' ') : null,
      matched_by: applied.matchedBy,
    };
  }

  /** A row that did not go in: counted, and reported with its reason. */
  function skipped(work: BatchWork, job: ClaimedJob, { line, title, author }: { line: number; title: string; author: string }, reason: string): void {
    work.counts.skipped += 1;
    work.reports.push({ job_id: job.id, line, title, author, outcome: 'skipped', book_id: null, reason, matched_by: null });
  }

  /**
   * The rows in bulk: every row's book first, then one statement locking the reader's books, one
   * reading their states and (when a row brings a review) one their reviews, then the rows one after
   * another, without a savepoint each, and what they gathered in one statement. Any error undoes the
   * whole batch (the caller writes it again row by row).
   */
  async function writeRowsTogether(trx: Kysely<Database>, job: ClaimedJob, rows: readonly ImportRow[], known: KnownBooks, work: BatchWork): Promise<void> {
    const books = await rowBooks(trx, job.user_id, rows, known);
    const bookIds = books.map((book) => book.bookId);
    await lockReaderBooks(trx, job.user_id, bookIds);
    const states = await loadReadingStates(trx, job.user_id, bookIds);
    const gathered = await gatherWrites(trx, job.user_id, bookIds, rows.some((row) => row.rating !== null));
    for (const [index, row] of rows.entries()) {
      if (index > 0 && index % ROWS_BETWEEN_TURNS === 0) await nextTurn();
      const book = books[index]!;
      const { applied, state } = await applyRow(trx, row, book, states.get(book.bookId)!, work.shelves, work.today, gathered);
      states.set(book.bookId, state);
      work.reports.push(counted(work.counts, job, row, applied));
    }
    await writeGathered(trx, job.user_id, gathered);
  }

  /** The rows one by one, each under a savepoint: a row that fails is reported as skipped with its reason and its half-writes undone. */
  async function writeRowsApart(trx: Kysely<Database>, job: ClaimedJob, rows: readonly ImportRow[], known: KnownBooks, work: BatchWork): Promise<void> {
    for (const row of rows) {
      const shelvesBefore = new Map(work.shelves);
      const knownBefore = new Map(known.byIsbn13);
      await sql`SAVEPOINT import_row`.execute(trx);
      try {
        const book = (await rowBooks(trx, job.user_id, [row], known))[0]!;
        await lockReaderBook(trx, job.user_id, book.bookId);
        const gathered = await gatherWrites(trx, job.user_id, [book.bookId], row.rating !== null);
        const { applied } = await applyRow(trx, row, book, await loadReadingState(trx, job.user_id, book.bookId), work.shelves, work.today, gathered);
        await writeGathered(trx, job.user_id, gathered);
        await sql`RELEASE SAVEPOINT import_row`.execute(trx);
        work.reports.push(counted(work.counts, job, row, applied));
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
        // A shelf or book made by the undone row is gone again.
        work.shelves = shelvesBefore;
        known.byIsbn13 = knownBefore;
        if (!(error instanceof HttpError)) log.error({ err: error, importJob: job.id, line: row.line }, 'import row failed');
        skipped(work, job, { line: row.line, title: row.title, author: row.authors[0] ?? '' }, error instanceof HttpError ? error.message : ROW_FAILED);
      }
    }
  }

  /**
   * Writes `batch` in one transaction with the rows' reports and the job's progress, renewing the
   * lease; the counts and shelves change only when it commits. Answers false, the batch undone, when
   * the job is no longer this instance's to run (cancelled, or taken over).
   *
   * Two settings hold for the batch's transaction alone. Its commit does not wait for the disk (its
   * fsync was 1-2.7 ms of a 7 ms batch on the embedded database): an OS crash may lose the last
   * batches whole, progress with them, and the job redoes them on resuming; the job's end commits
   * synchronously, flushing every batch before it. And its prepared statements keep one generic plan:
   * they take the batch's books as arrays, whose length a generic plan cannot know, so PostgreSQL
   * judged it costlier than a plan for the values at hand and planned every statement again on every
   * execution (the reader's states: 0.4-0.5 ms of planning for 0.2-0.4 of work on the embedded
   * database). A one-row embedded batch took 4.2-4.9 ms before, 3.3-3.8 after (docs/decisions/0017).
   */
  async function writeBatch(job: ClaimedJob, batch: readonly ParsedRow[], progress: JobProgress, rowsTogether: boolean): Promise<boolean> {
    const work: BatchWork = { counts: { ...progress.counts }, shelves: new Map(progress.shelves), today: progress.today, reports: [] };
    try {
      await db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('synchronous_commit', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`.execute(trx);
        const rows: ImportRow[] = [];
        for (const parsed of batch) {
          if ('row' in parsed) {
            rows.push(parsed.row);
            continue;
          }
          skipped(work, job, parsed.rejected, parsed.rejected.reason);
        }
        const known = await knownBooks(trx, job.user_id, rows);
        await (rowsTogether ? writeRowsTogether : writeRowsApart)(trx, job, rows, known, work);
        await saveProgress(trx, job, batch.length, work);
      });
    } catch (error) {
      if (error instanceof JobNotMine) return false;
      throw error;
    }
    progress.counts = work.counts;
    progress.shelves = work.shelves;
    return true;
  }

  /**
   * The batch's end, in one statement: the job's progress and lease, if the job is still this
   * instance's to run (else JobNotMine, and the batch is undone), and the rows' reports. A resumed
   * batch may repeat rows whose reports an earlier attempt wrote in a transaction that did not
   * commit: none.
   */
  async function saveProgress(trx: Kysely<Database>, job: ClaimedJob, processed: number, { counts, reports }: BatchWork): Promise<void> {
    const rows = await executePrepared(trx, sql<{ mine: number }>`
      WITH job AS (
        UPDATE import_jobs
        SET processed = processed + ${processed}, counts = ${JSON.stringify(counts)}::jsonb, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
        WHERE id = ${job.id} AND status = 'running' AND lease_owner = ${owner}
        RETURNING id
      ), reports AS (
        INSERT INTO import_rows (job_id, line, title, author, outcome, book_id, reason, matched_by)
        SELECT job.id, report.line, report.title, report.author, report.outcome, report.book_id, report.reason, report.matched_by
        FROM job, jsonb_to_recordset(${JSON.stringify(reports)}::jsonb)
          AS report(line integer, title text, author text, outcome text, book_id text, reason text, matched_by text)
        ON CONFLICT (job_id, line) DO NOTHING
      )
      SELECT count(*)::int AS mine FROM job`.compile(trx));
    if (rows[0]?.mine !== 1) throw new JobNotMine();
  }

  /**
   * Writes the pending rows, batch after batch, with the event loop's other work between them. A
   * batch takes the rows that fit in batchMs (nextBatchRows): on the embedded database, whose one
   * connection a batch holds, another reader's request waits about that long at most. After it the
   * runner rests (restAfterBatch). A batch written together that fails is written again row by
   * row, so one bad row costs only itself. Until the file's end (`last`) only whole batches are
   * written: a batch cut short by the rows read so far would pay its fixed statements for fewer rows.
   */
  async function writeAll(job: ClaimedJob, pending: ParsedRow[], progress: JobProgress, last: boolean): Promise<boolean> {
    while (pending.length >= (last ? 1 : progress.nextRows)) {
      if (closing) return false;
      const batch = pending.slice(0, progress.nextRows);
      const started = performance.now();
      let written: boolean;
      try {
        written = await writeBatch(job, batch, progress, true);
      } catch (error) {
        log.debug({ err: error, importJob: job.id }, 'import batch written again row by row');
        written = await writeBatch(job, batch, progress, false);
      }
      if (!written) return false;
      const took = performance.now() - started;
      progress.nextRows = nextBatchRows(batch.length, took, { batchMs, batchRows });
      libraryChanged(job.user_id);
      pending.splice(0, batch.length);
      await reportNowAndThen(job);
      const resting = restAfterBatch(batch.length, took, { rest, rowsPerSecond });
      await (resting > 0 ? sleep(resting) : nextTurn());
    }
    return true;
  }

  let lastReport = 0;
  /** Progress for the reader's tabs, a few times a second rather than after every short batch. */
  async function reportNowAndThen(job: ClaimedJob): Promise<void> {
    if (performance.now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = performance.now();
    await report(job.id, job.user_id);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const today = todayText();
    const progress: JobProgress = { counts: { ...NO_IMPORT_COUNTS, ...job.counts }, shelves: new Map(), today, nextRows: Math.min(batchRows, FIRST_BATCH_ROWS) };
    const pending: ParsedRow[] = [];
    let skipping = job.processed;
    try {
      const { rows } = await openImportFile(fileStream(await unpackFile(job.file)), today);
      for await (const parsed of rows) {
        if (skipping > 0) {
          skipping -= 1;
          continue;
        }
        pending.push(parsed);
        if (!(await writeAll(job, pending, progress, false))) return;
      }
      if (!(await writeAll(job, pending, progress, true))) return;
      await finish(job, 'done', null);
    } catch (error) {
      if (!(error instanceof ImportFileError)) log.error({ err: error, importJob: job.id }, 'import job failed');
      await finish(job, 'failed', error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.interrupted);
    }
    await report(job.id, job.user_id);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let job = await claim(); job && !closing; job = await claim()) {
        runningJobs = 1;
        try {
          await run(job);
        } finally {
          runningJobs = 0;
        }
      }
    } while (again && !closing);
  }

  function wake(): void {
    if (closing) return;
    if (working) {
      again = true;
      return;
    }
    working = drain()
      .catch((error: unknown) => log.error({ err: error }, 'import runner failed'))
      .finally(() => {
        working = null;
      });
  }

  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  wake();

  return {
    wake,
    running: () => runningJobs,
    async close() {
      closing = true;
      clearInterval(poll);
      await working;
      // Handed back at once rather than when the lease runs out: the next instance resumes it. An
      // instance whose database is gone cannot, and must still close: the lease runs out then.
      await db
        .updateTable('import_jobs')
        .set({ lease_owner: null, lease_until: null })
        .where('lease_owner', '=', owner)
        .where('status', '=', 'running')
        .execute()
        .catch((error: unknown) => log.warn({ err: error }, 'import jobs not handed back; their leases will run out'));
    },
  };
}

