// The import job (issue 21, docs/decisions/0017): POST /imports reads the whole file once to answer
// at once what it is (or why it cannot be imported), stores it and answers 202; a runner on every
// instance then takes waiting jobs one at a time under a lease and writes their rows in batches, each
// batch one transaction with the job's progress, so a restart resumes exactly after the last batch
// and two instances never work on one job.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
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
import { HttpError } from '../http/errors';
import type { Realtime } from '../realtime';
import { applyRow, type ShelfIdsByName } from './apply-row';
import { openImportFile, ImportFileError } from './read-file';
import type { ParsedRow } from './rows';
import type { ImportJobsTable, ImportRowsTable } from './tables';

/** How long an instance holds a job without reporting a batch before another may take it over. */
const LEASE_SECONDS = 30;
/** Progress events go out at most this often. */
const REPORT_EVERY_MS = 250;
/** How often an idle runner looks for jobs it was not told about (another instance's, or one left by a crash). */
const POLL_MS = 5_000;
/** The file is fed to the parser in pieces, with a turn of the event loop between megabytes. */
const CHUNK_BYTES = 64 * 1024;
const CHUNKS_PER_TURN = 16;

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
    for (let offset = 0, piece = 0; offset < bytes.length; offset += CHUNK_BYTES, piece += 1) {
      if (piece % CHUNKS_PER_TURN === CHUNKS_PER_TURN - 1) await nextTurn();
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
  let total = 0;
  let format;
  try {
    const opened = await openImportFile(fileStream(file.bytes), todayText());
    format = opened.format;
    for await (const _row of opened.rows) {
      total += 1;
      if (total > IMPORT_MAX_ROWS) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(400, error.message);
    throw error;
  }
  try {
    const { id } = await db
      .insertInto('import_jobs')
      .values({
        user_id: userId,
        status: 'queued',
        format,
        file_name: file.name.slice(0, 255),
        file: file.bytes,
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

/** DELETE /imports/:id: a queued or running job stops after the batch at work; what it imported stays. */
export async function cancelImport(db: Kysely<Database>, userId: number, id: number): Promise<ImportSummary> {
  const job = await db.selectFrom('import_jobs').select('status').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!job) throw new HttpError(404, IMPORT_MESSAGES.notFound);
  const cancelled = await db
    .updateTable('import_jobs')
    .set({ status: 'cancelled', finished_at: new Date(), lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(SUMMARY_COLUMNS)
    .executeTakeFirst();
  if (!cancelled) throw new HttpError(409, IMPORT_MESSAGES.notRunning);
  return summary(cancelled);
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
   * A transaction takes no more rows once it has run this long: on the embedded database, whose one
   * connection the batch holds, other readers' requests wait at most about this long.
   */
  batchMs: number;
}

export interface ImportRunner {
  /** Look for work now (a job was just created). */
  wake(): void;
  /** Jobs this instance is working on now: 0 or 1. */
  running(): number;
  /** Stops after the batch at work and hands the job back for another instance (or the next start) to resume. */
  close(): Promise<void>;
}

type ClaimedJob = Pick<JobRow, 'id' | 'user_id' | 'processed' | 'counts'>;

/** Runs the imports of the database one at a time on this instance; see the file's head. */
export function createImportRunner({ db, realtime, libraryChanged, log, batchRows, batchMs }: ImportRunnerOptions): ImportRunner {
  const owner = randomUUID();
  let closing = false;
  let working: Promise<void> | null = null;
  let again = false;
  let runningJobs = 0;

  /** The oldest job nobody holds, taken under a lease; SKIP LOCKED lets two instances take two different jobs. */
  async function claim(): Promise<ClaimedJob | undefined> {
    const { rows } = await sql<ClaimedJob>`
      UPDATE import_jobs SET status = 'running', lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id = (
        SELECT id FROM import_jobs
        WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now())
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, user_id, processed, counts`.execute(db);
    return rows[0];
  }

  async function report(id: number, userId: number): Promise<void> {
    const job = await db.selectFrom('import_jobs').select(SUMMARY_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (job) realtime.emitToUser(userId, REALTIME_EVENTS.importProgress, summary(job));
  }

  async function finish(job: ClaimedJob, status: 'done' | 'failed', reason: string | null): Promise<void> {
    await db
      .updateTable('import_jobs')
      .set({ status, reason, finished_at: new Date(), lease_owner: null, lease_until: null })
      .where('id', '=', job.id)
      .where('lease_owner', '=', owner)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * Writes one batch from the front of `pending`: each row under a savepoint (a row that fails is
   * reported, its half-writes undone) until batchMs have passed, then the reports and the job's
   * progress, all in one transaction that also renews the lease. Answers how many rows it took, or
   * false when the job is no longer this instance's to run (cancelled, or taken over).
   */
  async function writeBatch(job: ClaimedJob, pending: readonly ParsedRow[], counts: ImportCounts, shelves: ShelfIdsByName, today: string): Promise<number | false> {
    const started = performance.now();
    return db.transaction().execute(async (trx) => {
      const mine = await trx
        .selectFrom('import_jobs')
        .select('id')
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('lease_owner', '=', owner)
        .forUpdate()
        .executeTakeFirst();
      if (!mine) return false;
      const reports: ImportRowsTable[] = [];
      const shelvesBefore = new Map(shelves);
      let taken = 0;
      for (const parsed of pending) {
        if (taken > 0 && performance.now() - started >= batchMs) break;
        taken += 1;
        if ('rejected' in parsed) {
          const { line, title, author, reason } = parsed.rejected;
          counts.skipped += 1;
          reports.push({ job_id: job.id, line, title, author, outcome: 'skipped', book_id: null, reason, matched_by: null });
          continue;
        }
        const { row } = parsed;
        await sql`SAVEPOINT import_row`.execute(trx);
        try {
          const applied = await applyRow(trx, job.user_id, row, shelves, today);
          await sql`RELEASE SAVEPOINT import_row`.execute(trx);
          counts[applied.outcome === 'created' ? 'createdBooks' : applied.outcome] += 1;
          if (applied.matchedBy === 'isbn') counts.matchedByIsbn += 1;
          if (applied.matchedBy === 'title') counts.matchedByTitle += 1;
          counts.reviews += applied.reviews;
          counts.reads += applied.reads;
          counts.customShelves += applied.customShelves;
          const notes = [...row.notes, ...applied.notes];
          reports.push({
            job_id: job.id,
            line: row.line,
            title: row.title,
            author: row.authors[0] ?? '',
            outcome: applied.outcome,
            book_id: applied.bookId,
            reason: notes.length > 0 ? notes.join(' ') : null,
            matched_by: applied.matchedBy,
          });
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
          // A shelf made by the undone row is gone again.
          for (const [name, id] of shelves) if (shelvesBefore.get(name) !== id) shelves.delete(name);
          if (!(error instanceof HttpError)) log.error({ err: error, importJob: job.id, line: row.line }, 'import row failed');
          counts.skipped += 1;
          const reason = error instanceof HttpError ? error.message : ROW_FAILED;
          reports.push({ job_id: job.id, line: row.line, title: row.title, author: row.authors[0] ?? '', outcome: 'skipped', book_id: null, reason, matched_by: null });
        }
      }
      // A resumed batch may repeat rows whose reports an earlier attempt wrote in a transaction that did not commit: none.
      if (reports.length > 0) await trx.insertInto('import_rows').values(reports).onConflict((oc) => oc.columns(['job_id', 'line']).doNothing()).execute();
      await trx
        .updateTable('import_jobs')
        .set({
          processed: sql`processed + ${taken}`,
          counts: JSON.stringify(counts),
          lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where('id', '=', job.id)
        .execute();
      return taken;
    });
  }

  /** Writes every pending row, batch after batch, with the event loop's other work between them. */
  async function writeAll(job: ClaimedJob, pending: ParsedRow[], counts: ImportCounts, shelves: ShelfIdsByName, today: string): Promise<boolean> {
    while (pending.length > 0) {
      if (closing) return false;
      const taken = await writeBatch(job, pending, counts, shelves, today);
      if (taken === false) return false;
      libraryChanged(job.user_id);
      pending.splice(0, taken);
      await reportNowAndThen(job);
      await nextTurn();
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
    const counts = { ...NO_IMPORT_COUNTS, ...job.counts };
    const shelves: ShelfIdsByName = new Map();
    const today = todayText();
    const { file } = await db.selectFrom('import_jobs').select('file').where('id', '=', job.id).executeTakeFirstOrThrow();
    const pending: ParsedRow[] = [];
    let skipping = job.processed;
    try {
      const { rows } = await openImportFile(fileStream(file), today);
      for await (const parsed of rows) {
        if (skipping > 0) {
          skipping -= 1;
          continue;
        }
        pending.push(parsed);
        if (pending.length >= batchRows && !(await writeAll(job, pending, counts, shelves, today))) return;
      }
      if (!(await writeAll(job, pending, counts, shelves, today))) return;
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

