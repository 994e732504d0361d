// The figures of GET /stats (docs/decisions/0010-stats.md). One statement reads the selection once
// and computes each figure from it with one query of its own, so the figures come from one snapshot
// in one round trip.
import { BOOKS_WITHOUT_PAGE_COUNT_LIMIT, PAGE_BUCKET_LIMITS, STATS_TOP_LIMIT, type BooksWithoutPageCount, type Stats } from '@booknook/api/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db';
import { suggestedPageCount } from '../library/page-counts';
import { finishedInYear } from '../reading/goals';
import { assertShelfFound, selectedBooks, selectedReadBooks, shelfFound, type Selection } from './selection';

/**
 * Most books first; ties are broken by name, case aside, in code-point order ("C"): the same order on every database
 * whatever its collation, so the tenth place does not depend on the server's locale.
 */
function byCountThenName(count: RawBuilder<unknown>, name: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`${count} DESC, lower(${name}) COLLATE "C", ${name} COLLATE "C"`;
}

/** The top names of a selection as a JSON list of { name, count }, most books first. */
function topList(ranked: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT coalesce(json_agg(json_build_object('name', name, 'count', count) ORDER BY ${byCountThenName(sql.ref('count'), sql.ref('name'))}), '[]')
    FROM (${ranked}) top`;
}

/**
 * The selected books with what the figures read of them, each book looked up once: its authors and
 * its page count (the reader's edition's, else the catalogue's, else null).
 */
function selectedWithPages(selection: Selection): RawBuilder<unknown> {
  return sql`
    SELECT chosen.book_id, books.authors, coalesce(own.page_count, books.page_count) AS pages
    FROM (${selectedBooks(selection)}) chosen
    JOIN books ON books.id = chosen.book_id
    LEFT JOIN reader_books own ON own.user_id = ${selection.userId} AND own.book_id = chosen.book_id`;
}

/** The statement behind GET /stats; the benchmark runs the same text directly. */
export function statsQuery(selection: Selection): RawBuilder<Stats & { shelfFound: boolean }> {
  const { short, long } = PAGE_BUCKET_LIMITS;
  return sql<Stats & { shelfFound: boolean }>`
    WITH selected AS MATERIALIZED (${selectedWithPages(selection)})
    SELECT
      ${shelfFound(selection)} AS "shelfFound",
      (SELECT count(*)::int FROM (${selectedReadBooks(selection)}) read_books) AS "totalBooksRead",
      (SELECT count(*)::int FROM selected) AS "totalBooksInShelf",
      (${topList(sql`
        SELECT genres.description AS name, count(*)::int AS count
        FROM selected
        JOIN book_genres ON book_genres.book_id = selected.book_id
        JOIN genres ON genres.id = book_genres.genre_id
        GROUP BY genres.description
        ORDER BY ${byCountThenName(sql`count(*)`, sql.ref('genres.description'))}
        LIMIT ${STATS_TOP_LIMIT}`)}) AS "topGenres",
      (${topList(sql`
        SELECT authors.author AS name, count(*)::int AS count
        FROM selected
        CROSS JOIN LATERAL (SELECT DISTINCT unnest(selected.authors) AS author) authors
        GROUP BY authors.author
        ORDER BY ${byCountThenName(sql`count(*)`, sql.ref('authors.author'))}
        LIMIT ${STATS_TOP_LIMIT}`)}) AS "topAuthors",
      (
        SELECT json_build_object(
          'below200', count(*) FILTER (WHERE pages < ${short}),
          'between200and500', count(*) FILTER (WHERE pages BETWEEN ${short} AND ${long}),
          'above500', count(*) FILTER (WHERE pages > ${long})
        )
        FROM selected
      ) AS "pageDistribution",
      (SELECT count(*)::int FROM selected WHERE pages IS NULL) AS "booksWithoutPageCount"
      ${selection.year === null ? sql`` : sql`, ${finishedPerMonth(selection.userId, selection.year, selectedReadBooks(selection))} AS "finishedPerMonth"`}
  `;
}

/**
 * Books finished per month of the selected year: the reads of the books read that finished in each
 * month (a re-read counts again; reads known only to the year are in no month).
 */
function finishedPerMonth(userId: number, year: number, readBooks: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`ARRAY(
    SELECT count(finished_reads.id)::int
    FROM generate_series(1, 12) AS months(month)
    LEFT JOIN reads finished_reads ON ${finishedInYear(userId, year)}
      AND length(finished_reads.finished) >= 7 AND substr(finished_reads.finished, 6, 2)::int = months.month
      AND finished_reads.book_id IN (${readBooks})
    GROUP BY months.month
    ORDER BY months.month)`;
}

/** GET /stats: the figures, and the check of the shelf, in one round trip. */
export async function readStats(db: Kysely<Database>, selection: Selection): Promise<Stats> {
  const { rows } = await statsQuery(selection).execute(db);
  const { shelfFound: found, ...stats } = rows[0]!;
  assertShelfFound(found);
  return stats;
}

/**
 * GET /stats/books-without-page-count: the selection's books that no page count is known for (neither the reader's edition nor the
 * catalogue has one), by title, with the count most other readers gave theirs.
 */
export async function booksWithoutPageCount(db: Kysely<Database>, selection: Selection): Promise<BooksWithoutPageCount> {
  const { rows: checked } = await sql<{ found: boolean }>`SELECT ${shelfFound(selection)} AS found`.execute(db);
  assertShelfFound(checked[0]!.found);
  const { rows } = await sql<{ id: string; title: string; authors: string[]; suggested_page_count: number | null; total: number }>`
    WITH missing AS (
      SELECT books.id, books.title, books.authors
      FROM (${selectedWithPages(selection)}) selected
      JOIN books ON books.id = selected.book_id
      WHERE selected.pages IS NULL
    )
    SELECT listed.id, listed.title, listed.authors, listed.total,
      (${suggestedPageCount(sql.ref('listed.id'), selection.userId)}) AS suggested_page_count
    FROM (
      SELECT missing.*, count(*) OVER ()::int AS total FROM missing
      ORDER BY lower(title) COLLATE "C", id
      LIMIT ${BOOKS_WITHOUT_PAGE_COUNT_LIMIT}
    ) listed
    ORDER BY lower(listed.title) COLLATE "C", listed.id
  `.execute(db);
  return { books: rows.map(({ total: _total, ...book }) => book), total: rows[0]?.total ?? 0 };
}
