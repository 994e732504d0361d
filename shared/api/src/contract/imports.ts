// Importing a reader's library from an export file (issue 21): Goodreads' export (both layouts), The
// StoryGraph's, and BookNook's own CSV export. POST /imports answers 202 at once; the job runs in
// batches on the server (server/src/imports/job.ts) and reports its progress over realtime
// (REALTIME_EVENTS.importProgress) and through GET /imports/:id.
import { Type, type Static } from '@sinclair/typebox';

const MAX_INT = 2147483647;

export const ImportStatus = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type ImportStatus = Static<typeof ImportStatus>;

export const ImportFormat = Type.Union([Type.Literal('goodreads'), Type.Literal('storygraph'), Type.Literal('booknook')]);
export type ImportFormat = Static<typeof ImportFormat>;

/** What the rows came to, so far. */
export const ImportCounts = Type.Object({
  /** Books put on a shelf of the reader's that held none of them before. */
  added: Type.Integer(),
  /** Rows whose book the reader already held with everything the row says: nothing written. */
  alreadyThere: Type.Integer(),
  matchedByIsbn: Type.Integer(),
  matchedByTitle: Type.Integer(),
  /** Books the catalogue lacked, made from the row and waiting for an administrator's approval. */
  createdBooks: Type.Integer(),
  reviews: Type.Integer(),
  reads: Type.Integer(),
  customShelves: Type.Integer(),
  skipped: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCounts>;

/**
 * How a row ended: `added` (a new book on the reader's shelves), `alreadyThere`, `created` (a book made
 * from the row), `skipped` (nothing could come of it: `reason` says why). A row kept with a change or
 * a part left out (a rounded rating, a review without a rating) says so in `reason` too.
 */
export const ImportRowOutcome = Type.Union([Type.Literal('added'), Type.Literal('alreadyThere'), Type.Literal('created'), Type.Literal('skipped')]);
export type ImportRowOutcome = Static<typeof ImportRowOutcome>;

export const ImportRowReport = Type.Object({
  /** The row as a spreadsheet numbers it: the header is 1. */
  line: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  outcome: ImportRowOutcome,
  /** The book the row went to; null when skipped. */
  bookId: Type.Union([Type.String(), Type.Null()]),
  /** Why the row was skipped, or what was changed or left out of it; null when it went in whole. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** How the book was found: by ISBN, by title and author; null when created or skipped. */
  matchedBy: Type.Union([Type.Literal('isbn'), Type.Literal('title'), Type.Null()]),
});
export type ImportRowReport = Static<typeof ImportRowReport>;

/** The job without its rows: what GET /imports lists and the realtime event carries. */
export const ImportSummary = Type.Object({
  id: Type.Integer(),
  status: ImportStatus,
  format: ImportFormat,
  /** Rows of the file (books), known once the file was read. */
  total: Type.Integer(),
  processed: Type.Integer(),
  counts: ImportCounts,
  /** Why a failed job failed; null otherwise. */
  reason: Type.Union([Type.String(), Type.Null()]),
  fileName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportSummary = Static<typeof ImportSummary>;

/** GET /imports/:id: the job with a page of its rows' reports (in file order). */
export const ImportJob = Type.Composite([
  ImportSummary,
  Type.Object({
    rows: Type.Array(ImportRowReport),
    /** How many rows match `only` (all rows without it), for paging. */
    rowsTotal: Type.Integer(),
  }),
]);
export type ImportJob = Static<typeof ImportJob>;

/** GET /imports: the reader's imports, newest first. */
export const ImportList = Type.Object({ imports: Type.Array(ImportSummary) });
export type ImportList = Static<typeof ImportList>;

export const ImportParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT }) });
export type ImportParams = Static<typeof ImportParams>;

/** GET /imports/:id rows: `offset`/`limit` page them; `only=attention` keeps skipped rows and rows with a reason. */
export const ImportRowsQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  only: Type.Optional(Type.Literal('attention')),
});
export type ImportRowsQuery = Static<typeof ImportRowsQuery>;

/** POST /imports answers 202 with the job's id. */
export const ImportStarted = Type.Object({ id: Type.Integer() });
export type ImportStarted = Static<typeof ImportStarted>;
