// The SQL behind the shelf page (GET /books/shelf-books): two functions in the database, so that
// PostgreSQL plans the page once per connection and reuses the plan
// (docs/decisions/0004-shelves-and-progress.md). This file is the current text of both. A
// migration installs them (005_shelf_page and 047_shelf_page_read_count keep the copy they ran, as
// every migration keeps its own SQL); a test checks that the functions in a migrated database are exactly these, so a change
// here fails until a new migration installs it.
import type { ShelfSort } from '@booknook/api/contract';

/**
 * Each order walks its own index of shelf_books (migration 004) and stops after the page; the
 * page's rows are then put in the same order (title_key is lower(title), kept by triggers).
 */
const ORDERS: Record<ShelfSort, { key: string; listed: string; direction: 'ASC' | 'DESC'; latestFinished?: true }> = {
  'date_updated-DESC': { key: 'date_updated', listed: 'listed.date_updated', direction: 'DESC' },
  'date_updated-ASC': { key: 'date_updated', listed: 'listed.date_updated', direction: 'ASC' },
  'title-ASC': { key: 'title_key', listed: 'lower(listed.title)', direction: 'ASC' },
  'title-DESC': { key: 'title_key', listed: 'lower(listed.title)', direction: 'DESC' },
  // Recently Read: the latest finished read first (a re-read, or a read's corrected date, moves
  // the book); books whose reads are all undated come last, newest shelved first. No index holds
  // this order: every membership's latest read is looked up, then sorted.
  'finished-DESC': {
    key: 'latest_finished DESC NULLS LAST, date_updated',
    listed: 'listed.latest_finished DESC NULLS LAST, listed.date_updated',
    direction: 'DESC',
    latestFinished: true,
  },
};

/**
 * One page of the owner's shelf named shelf_name (see shelf_by_name): no row when the owner has
 * no such shelf, else a row per listed book (or one row of nulls past the end), each carrying the
 * shelf and its total. The memberships come from an index-only scan that stops after the page;
 * books, progress and the number of finished reads (reads_reader_book_idx, migration 040) are
 * joined for the page's rows alone. MATERIALIZED keeps the planner from
 * flattening the page into the joins. Every order ends on the book id, so pages never overlap or
 * skip books with equal keys. The benchmark EXPLAINs it.
 */
export function shelfPageQuery(sort: ShelfSort): string {
  const { key, listed, direction, latestFinished } = ORDERS[sort];
  const latest = latestFinished
    ? `, (SELECT max(finished) FROM reads
          WHERE reads.user_id = owner_id AND reads.book_id = shelf_books.book_id AND reads.outcome = 'finished') AS latest_finished`
    : '';
  return `
    WITH shelf AS (
      SELECT named.id, named.shelf_type_id, coalesce(shelf_counts.books, 0) AS total
      FROM shelf_by_name(owner_id, shelf_name) AS named
      LEFT JOIN shelf_counts ON shelf_counts.user_id = owner_id AND shelf_counts.shelf_id = named.id
    ),
    page AS MATERIALIZED (
      SELECT book_id, date_added, date_updated${latest} FROM shelf_books
      WHERE user_id = owner_id AND shelf_id = (SELECT id FROM shelf)
      ORDER BY ${key} ${direction}, book_id ${direction}
      LIMIT page_limit OFFSET page_offset
    )
    SELECT shelf.id, shelf.shelf_type_id, shelf.total,
      listed.id, listed.title, listed.thumbnail, listed.authors, listed.page_count,
      listed.date_added, listed.date_updated, listed.current_page, listed.progress_status, listed.read_count
    FROM shelf
    LEFT JOIN (
      SELECT b.id, b.title, b.thumbnail, b.authors, coalesce(rb.page_count, b.page_count) AS page_count,
        page.date_added, page.date_updated, rb.current_page, rb.progress_status${latestFinished ? ', page.latest_finished' : ''},
        (SELECT count(*)::integer FROM reads
          WHERE reads.user_id = owner_id AND reads.book_id = page.book_id AND reads.outcome = 'finished') AS read_count
      FROM page
      JOIN books AS b ON b.id = page.book_id
      LEFT JOIN reader_books AS rb ON rb.user_id = owner_id AND rb.book_id = page.book_id
    ) AS listed ON true
    ORDER BY ${listed} ${direction}, listed.id ${direction}`;
}

const sortBranches = (Object.keys(ORDERS) as ShelfSort[])
  .map((sort) => `IF sort_order = '${sort}' THEN RETURN QUERY ${shelfPageQuery(sort)};\n    RETURN;\n  END IF;`)
  .join('\n  ');

/** The body of each function, as PostgreSQL stores it (pg_proc.prosrc). */
export const SHELF_PAGE_FUNCTIONS = {
  // The one rule for finding a shelf by name (GET /shelves/shelf and the shelf page): a built-in
  // shelf or one of the owner's, ignoring case and surrounding whitespace. Plain SQL, so the
  // planner inlines it into the queries that use it.
  shelf_by_name: `
      SELECT * FROM shelves
      WHERE (user_id IS NULL OR user_id = owner_id)
        AND lower(name) = lower(regexp_replace(shelf_name, '^\\s+|\\s+$', '', 'g'))
    `,
  // plpgsql keeps each query's plan for the life of the connection; the function's own
  // plan_cache_mode makes that plan generic.
  shelf_page: `
      #variable_conflict use_column
      BEGIN
        ${sortBranches}
        RAISE EXCEPTION 'unknown shelf sort order: %', sort_order USING ERRCODE = '22023';
      END
      `,
} as const;
