// An export file, streamed: its header read and recognised first, then one import row per record.
// csv-parse does the CSV (BOM, CRLF, quoted newlines and commas, empty lines); the formats and the
// rows are ./formats and ./rows. No database here: the import job feeds the rows to matching.
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { readHeader, refineFormat, UNKNOWN_FORMAT_MESSAGE, type Header, type ImportFormat } from './formats';
import { parseRecord, type ParsedRow } from './rows';

/** The largest record read: a long review in HTML fits many times over; a 10 MB cell does not. */
export const MAX_RECORD_CHARACTERS = 1_000_000;

export const FILE_MESSAGES = {
  empty: 'The file is empty: an export has a header row and a row per book.',
  unknownFormat: UNKNOWN_FORMAT_MESSAGE,
  recordTooLarge: (line: number) =>
    `Row ${line} is larger than ${MAX_RECORD_CHARACTERS.toLocaleString('en')} characters, more than any export writes; the file was not read past it.`,
  malformed: (line: number) => `Row ${line} is not valid CSV (a quote is not closed where it should be); the file was not read past it.`,
} as const;

/** A file that cannot be read as an export at all (as opposed to a row that cannot): a 400. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** The row where reading stopped. */
    readonly line: number,
  ) {
    super(message);
  }
}

interface ImportFile {
  format: ImportFormat;
  /** Every record after the header, in order; throws ImportFileError when the CSV breaks mid-file. */
  rows: AsyncIterable<ParsedRow>;
}

/** The file's records as read so far: its format known from the header and the first row. */
interface OpenedRecords {
  format: ImportFormat;
  header: Header;
  /** The first record after the header (read to tell the format), then the rest. */
  first: IteratorResult<NumberedRecord>;
  rest: AsyncGenerator<NumberedRecord, void, undefined>;
}

/** Reads the header (and the first row, which tells BookNook's export from Goodreads'). */
async function openRecords(input: Readable): Promise<OpenedRecords> {
  const parser = input.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  const records = numbered(parser[Symbol.asyncIterator]() as AsyncIterator<string[]>);

  // A file that breaks CSV in its first row (a zip, an image) is no export at all.
  const first = await records.next().catch((error: unknown) => {
    throw error instanceof ImportFileError && error.line === 1 ? new ImportFileError(FILE_MESSAGES.unknownFormat, 1) : error;
  });
  if (first.done) throw new ImportFileError(FILE_MESSAGES.empty, 1);
  const header = readHeader(first.value.record);
  if (!header) {
    parser.destroy();
    throw new ImportFileError(FILE_MESSAGES.unknownFormat, 1);
  }
  const second = await records.next();
  const format = refineFormat(header, second.done ? undefined : second.value.record[header.columns.get('Book Id') ?? -1]);
  return { format, header, first: second, rest: records };
}

/** The file's format with its rows still to stream. `today` ("YYYY-MM-DD") bounds the dates a row may hold. */
export async function openImportFile(input: Readable, today: string): Promise<ImportFile> {
  const { format, header, first, rest } = await openRecords(input);
  return { format, rows: parsedRows(format, header, first, rest, today) };
}

/**
 * The file's format and how many rows it has, read through without making them import rows (a
 * 5,000-row file: 65 ms of CSV, and 100 ms more to make the rows); counting stops past `most`, so an
 * answer above it means "too many".
 * Throws ImportFileError as openImportFile's rows would.
 */
export async function countImportRows(input: Readable, most: number): Promise<{ format: ImportFormat; total: number }> {
  const { format, first, rest } = await openRecords(input);
  let total = first.done ? 0 : 1;
  for await (const _record of rest) {
    total += 1;
    if (total > most) {
      input.destroy();
      break;
    }
  }
  return { format, total };
}

interface NumberedRecord {
  record: string[];
  /** The row as a spreadsheet numbers it: the header is 1. */
  line: number;
}

/** The records with their row numbers, csv-parse's errors turned into the file's sentences. */
async function* numbered(records: AsyncIterator<string[]>): AsyncGenerator<NumberedRecord, void, undefined> {
  let line = 0;
  for (;;) {
    let next: IteratorResult<string[]>;
    try {
      next = await records.next();
    } catch (error) {
      throw fileError(error);
    }
    if (next.done) return;
    line += 1;
    yield { record: next.value, line };
  }
}

/** csv-parse's error as the file's sentence. It counts the records it finished, which may run ahead of those read here. */
function fileError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = Number(error['records'] ?? 0) + 1;
  const message = error.code === 'CSV_MAX_RECORD_SIZE' ? FILE_MESSAGES.recordTooLarge(line) : FILE_MESSAGES.malformed(line);
  return new ImportFileError(message, line);
}

async function* parsedRows(
  format: ImportFormat,
  header: Header,
  first: IteratorResult<NumberedRecord>,
  rest: AsyncGenerator<NumberedRecord, void, undefined>,
  today: string,
): AsyncGenerator<ParsedRow, void, undefined> {
  if (first.done) return;
  yield parseRecord(format, header, first.value.record, first.value.line, today);
  for await (const { record, line } of rest) yield parseRecord(format, header, record, line, today);
}
