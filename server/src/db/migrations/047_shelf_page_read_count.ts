// The shelf page carries each book's number of finished reads, so the Read shelf's cards can say
// "Read 2 times" (issue 20, docs/decisions/0018-reads-and-goals.md) without a call per book. The
// function's result gains a column, which CREATE OR REPLACE cannot do: it is dropped and created
// again. This is the SQL as it ran; the feature's current text lives in
// server/src/library/shelf-page.ts.
import { sql, type Kysely } from 'kysely';

type SortOrder = 'date_updated-DESC' | 'date_updated-ASC' | 'title-ASC' | 'title-DESC' | 'finished-DESC';

/** Each order walks its own index of shelf_books (migration 004) and stops after the page. */
const ORDERS: Record<SortOrder, { key: string; listed: string; direction: 'ASC' | 'DESC'; latestFinished?: true }> = {
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
 * 005's page, with the number of the reader's finished reads of each listed book, counted for the
 * page's rows alone through reads_reader_book_idx (migration 040).
 */
function shelfPageQuery(sort: SortOrder): string {
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

export async function up(db: Kysely<unknown>): Promise<void> {
  const branches = (Object.keys(ORDERS) as SortOrder[])
    .map((sort) => `IF sort_order = '${sort}' THEN RETURN QUERY ${shelfPageQuery(sort)};\n    RETURN;\n  END IF;`)
    .join('\n  ');
  await sql`DROP FUNCTION shelf_page(integer, text, text, integer, integer)`.execute(db);
  await sql
    .raw(
      `CREATE FUNCTION shelf_page(owner_id integer, shelf_name text, sort_order text, page_limit integer, page_offset integer)
      RETURNS TABLE (
        shelf_id integer, shelf_type_id integer, total integer,
        id text, title text, thumbnail text, authors text[], page_count integer,
        date_added timestamptz, date_updated timestamptz, current_page integer, progress_status text,
        read_count integer
      )
      LANGUAGE plpgsql STABLE
      SET plan_cache_mode = force_generic_plan
      AS $$
      #variable_conflict use_column
      BEGIN
        ${branches}
        RAISE EXCEPTION 'unknown shelf sort order: %', sort_order USING ERRCODE = '22023';
      END
      $$`,
    )
    .execute(db);
}
