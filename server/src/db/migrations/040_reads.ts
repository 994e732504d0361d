// Reading history and yearly goals (issue 20, docs/decisions/0018-reads-and-goals.md). One
// date_started/date_finished per book gave way to any number of reads per book; what the old columns
// said becomes reads, so nothing a reader had is lost (reads-migration.test.ts).
import { sql, type Kysely } from 'kysely';

const CURRENTLY_READING = 1;
const DID_NOT_FINISH = 4;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A partial date is kept as its ISO 8601 text ("2024-03-15", "2024-03", "2024"): it is no date
  // of the calendar, yet sorts and ranges correctly as text (a year's reads are those >= '2024' and
  // < '2025', an index range). The API checks each date is real; the CHECK keeps the shape.
  const partialDate = (column: string) => sql.raw(`${column} text CHECK (${column} ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$')`);
  await sql`
    CREATE TABLE reads (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      book_id text NOT NULL REFERENCES books (id),
      ${partialDate('started')},
      ${partialDate('finished')},
      ${partialDate('stopped')},
      -- How the read ended, or that it goes on: a finished read may have no known finish date (an
      -- earlier read a reader only counted), so the outcome is kept, not guessed from the dates.
      outcome text NOT NULL CHECK (outcome IN ('reading', 'finished', 'stopped')),
      -- The page a finished or stopped read ended on; the open read's page is the reader's progress.
      last_page integer CHECK (last_page >= 0),
      date_created timestamptz NOT NULL DEFAULT now(),
      CHECK (finished IS NULL OR outcome = 'finished'),
      CHECK (stopped IS NULL OR outcome = 'stopped')
    )
  `.execute(db);
  await sql`CREATE INDEX reads_reader_book_idx ON reads (user_id, book_id)`.execute(db);
  // Goals, stats and profiles ask for a reader's reads finished in a year.
  await sql`CREATE INDEX reads_finished_idx ON reads (user_id, finished, book_id) WHERE finished IS NOT NULL`.execute(db);
  // The shelf rules keep at most one read open per book; this is the last line of defence.
  await sql`CREATE UNIQUE INDEX reads_one_open_idx ON reads (user_id, book_id) WHERE outcome = 'reading'`.execute(db);

  const day = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
  // Each book's finish date becomes a finished read, with its start when that came first (a later
  // start was a re-read, which becomes the open read below), and its last page.
  await sql`
    INSERT INTO reads (user_id, book_id, outcome, started, finished, last_page)
    SELECT user_id, book_id, 'finished',
      CASE WHEN date_started <= date_finished THEN ${day('date_started')} END,
      ${day('date_finished')},
      CASE WHEN progress_status = 'Finished' THEN current_page END
    FROM reader_books WHERE date_finished IS NOT NULL
  `.execute(db);
  // A book on Currently Reading is being read: an open read, started when it was (if after any finish).
  await sql`
    INSERT INTO reads (user_id, book_id, outcome, started)
    SELECT shelved.user_id, shelved.book_id, 'reading',
      CASE WHEN own.date_started IS NOT NULL AND (own.date_finished IS NULL OR own.date_started > own.date_finished) THEN ${day('own.date_started')} END
    FROM shelf_books shelved
    LEFT JOIN reader_books own ON own.user_id = shelved.user_id AND own.book_id = shelved.book_id
    WHERE shelved.shelf_id = ${sql.lit(CURRENTLY_READING)}
  `.execute(db);
  // A book on Did Not Finish was stopped when it was shelved there, at the page reached.
  await sql`
    INSERT INTO reads (user_id, book_id, outcome, started, stopped, last_page)
    SELECT shelved.user_id, shelved.book_id, 'stopped',
      CASE WHEN own.date_started IS NOT NULL AND (own.date_finished IS NULL OR own.date_started > own.date_finished)
        AND own.date_started <= shelved.date_added THEN ${day('own.date_started')} END,
      ${day('shelved.date_added')},
      own.current_page
    FROM shelf_books shelved
    LEFT JOIN reader_books own ON own.user_id = shelved.user_id AND own.book_id = shelved.book_id
    WHERE shelved.shelf_id = ${sql.lit(DID_NOT_FINISH)}
  `.execute(db);
  await sql`DROP INDEX reader_books_finished_idx`.execute(db);
  await sql`ALTER TABLE reader_books DROP COLUMN date_started, DROP COLUMN date_finished`.execute(db);

  await sql`
    CREATE TABLE reading_goals (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      year integer NOT NULL,
      books integer NOT NULL CHECK (books BETWEEN 1 AND 10000),
      pages integer CHECK (pages BETWEEN 1 AND 1000000),
      PRIMARY KEY (user_id, year)
    )
  `.execute(db);
}
