// Reading history (issue 20): a reader's reads of a book, each with a start and a finish (or a stop,
// for Did Not Finish) known to the day, the month, the year or not at all. The shelf rules write
// them by themselves (server/src/library/reading-state.ts); these routes list, add, correct and
// delete them. The rules below are the server's; a form may run the same ones before sending.
import { Type, type Static } from '@sinclair/typebox';
import { BookId, nullNeverCoerced } from './common';

const MAX_INT = 2147483647;

/** At most this many reads per book; one more is refused. */
export const READS_MAX_PER_BOOK = 200;
/** No read starts, finishes or stops before this year. */
export const READ_EARLIEST_YEAR = 1900;

/**
 * A date of day, month or year precision: "2024-03-15", "2024-03" or "2024"; null when unknown.
 * Checked by the server (readProblem) so a wrong one is answered with a sentence. Null comes first:
 * the API coerces body values to the first type that takes them, and null must stay null.
 */
export const PartialDate = Type.Union([
  nullNeverCoerced(),
  Type.String({ maxLength: 10, description: 'A date to the day, month or year: "2024-03-15", "2024-03" or "2024"' }),
]);
export type PartialDate = Static<typeof PartialDate>;

/**
 * How a read ended, or that it goes on: a finished read may have no known finish date (an earlier
 * read a reader only counted), so the outcome is said, not guessed from the dates.
 */
export const ReadOutcome = Type.Union([Type.Literal('reading'), Type.Literal('finished'), Type.Literal('stopped')]);
export type ReadOutcome = Static<typeof ReadOutcome>;

/** One read: at most one per book is 'reading'; `finished` only on a finished read, `stopped` only on a stopped one. */
export const Read = Type.Object({
  id: Type.Integer(),
  started: PartialDate,
  finished: PartialDate,
  stopped: PartialDate,
  outcome: ReadOutcome,
});
export type Read = Static<typeof Read>;

/** GET /reads/:bookId: newest first (by the latest of its dates; undated reads last). */
export const ReadList = Type.Object({ reads: Type.Array(Read) });
export type ReadList = Static<typeof ReadList>;

/**
 * GET /reads/:bookId and GET /goals/:year: the caller's, or another reader's (`user_id`) when their
 * main shelves are visible to the caller.
 */
export const ReaderQuery = Type.Object({ user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })) });
export type ReaderQuery = Static<typeof ReaderQuery>;

export const ReadParams = Type.Object({ bookId: BookId, readId: Type.Integer({ minimum: 1, maximum: MAX_INT }) });
export type ReadParams = Static<typeof ReadParams>;

/**
 * POST /reads/:bookId adds a read; PUT /reads/:bookId/:readId changes the fields sent (null clears
 * one). A read is finished or stopped, not both; neither may be before its start or after today.
 */
export const ReadBody = Type.Object({
  outcome: Type.Optional(ReadOutcome),
  started: Type.Optional(PartialDate),
  finished: Type.Optional(PartialDate),
  stopped: Type.Optional(PartialDate),
});
export type ReadBody = Static<typeof ReadBody>;

export type ReadDateField = 'started' | 'finished' | 'stopped';
const FIELD_LABEL: Record<ReadDateField, string> = { started: 'Start date', finished: 'Finish date', stopped: 'Stop date' };

export const READ_MESSAGES = {
  dateFormat: (field: ReadDateField) => `${FIELD_LABEL[field]} must be written as 2024-03-15, 2024-03 or 2024.`,
  dateImpossible: (field: ReadDateField, value: string) => `${FIELD_LABEL[field]} ${value} is not a date on the calendar.`,
  dateTooEarly: (field: ReadDateField) => `${FIELD_LABEL[field]} must be in ${READ_EARLIEST_YEAR} or later.`,
  dateInFuture: (field: ReadDateField) => `${FIELD_LABEL[field]} cannot be after today.`,
  endBeforeStart: (field: ReadDateField) => `${FIELD_LABEL[field]} cannot be before the start date.`,
  finishedAndStopped: 'A read is either finished or stopped, not both.',
  tooManyReads: `A book can have at most ${READS_MAX_PER_BOOK} reads.`,
  openReadExists: 'This book already has a read in progress: finish or stop it first.',
  readNotFound: 'Read not found.',
  dateOnOtherOutcome: (field: ReadDateField) => `${FIELD_LABEL[field]} belongs to a ${field} read: choose how the read ended first.`,
  noReads: 'No reads recorded yet.',
  fetchFailed: 'Error fetching your reading history. Please try again later.',
  saved: 'Read saved.',
  deleted: 'Read deleted.',
  saveFailed: 'Error saving the read. Please try again later.',
  deleteFailed: 'Error deleting the read. Please try again later.',
} as const;

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day ("YYYY-MM-DD") a partial date may mean, or the message saying why it is no date. */
export function partialDateRange(field: ReadDateField, value: string): { first: string; last: string } | { error: string } {
  const match = PARTIAL_DATE.exec(value);
  if (!match) return { error: READ_MESSAGES.dateFormat(field) };
  const [, yearText, monthText, dayText] = match;
  const year = Number(yearText);
  const month = monthText === undefined ? null : Number(monthText);
  const day = dayText === undefined ? null : Number(dayText);
  if (year === 0 || (month !== null && (month < 1 || month > 12)) || (month !== null && day !== null && (day < 1 || day > daysInMonth(year, month)))) {
    return { error: READ_MESSAGES.dateImpossible(field, value) };
  }
  if (year < READ_EARLIEST_YEAR) return { error: READ_MESSAGES.dateTooEarly(field) };
  if (month === null) return { first: `${year}-01-01`, last: `${year}-12-31` };
  if (day === null) return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}` };
  return { first: value, last: value };
}

/** Today as "YYYY-MM-DD" (UTC), what dates are compared with. */
export function todayText(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Why the read's dates cannot be stored, as { field, message }, or null when they can. A date
 * after today is one whose first day is; a finish or stop is before the start only when it ends
 * before the start's first possible day ("2024" may finish a read started "2024-03-15").
 */
export function readProblem(read: Omit<Read, 'id'>, today: string = todayText()): { field: ReadDateField | null; message: string } | null {
  const ranges: Partial<Record<ReadDateField, { first: string; last: string }>> = {};
  for (const field of ['started', 'finished', 'stopped'] as const) {
    const value = read[field];
    if (value === null) continue;
    const range = partialDateRange(field, value);
    if ('error' in range) return { field, message: range.error };
    if (range.first > today) return { field, message: READ_MESSAGES.dateInFuture(field) };
    ranges[field] = range;
  }
  if (read.finished !== null && read.stopped !== null) return { field: null, message: READ_MESSAGES.finishedAndStopped };
  for (const end of ['finished', 'stopped'] as const) {
    if (read[end] !== null && read.outcome !== end) return { field: end, message: READ_MESSAGES.dateOnOtherOutcome(end) };
  }
  for (const end of ['finished', 'stopped'] as const) {
    const range = ranges[end];
    if (range && ranges.started && range.last < ranges.started.first) return { field: end, message: READ_MESSAGES.endBeforeStart(end) };
  }
  return null;
}
