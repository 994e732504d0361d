// The shelf page (GET /books/shelf-books) as a function, so that PostgreSQL plans it once per
// connection and reuses the plan (docs/decisions/0004-shelves-and-progress.md). As a prepared
// statement it was planned again on every call: PostgreSQL keeps a generic plan only when it
// looks no costlier than the custom ones, which for this statement it never did, and
// plan_cache_mode can be fixed for a function but not for a single statement.
// This is the SQL as it ran; the feature's current text lives in server/src/library/shelf-page.ts.
import { sql, type Kysely } from 'kysely';

type SortOrder = 'date_updated-DESC' | 'date_updated-ASC' | 'title-ASC' | 'title-DESC';

/**
 * Each order walks its own index of shelf_books (migration 004) and stops after the page; the
 * page's rows are then put in the same order (title_key is lower(title), kept by triggers).
 */
const ORDERS: Record<SortOrder, { key: string; listed: string; direction: 'ASC' | 'DESC' }> = {
  'date_updated-DESC': { key: 'date_updated', listed: 'listed.date_updated', direction: 'DESC' },
  'date_updated-ASC': { key: 'date_updated', listed: 'listed.date_updated', direction: 'ASC' },
  'title-ASC': { key: 'title_key', listed: 'lower(listed.title)', direction: 'ASC' },
  'title-DESC': { key: 'title_key', listed: 'lower(listed.title)', direction: 'DESC' },
};

/**
 * One page of the owner's shelf named shelf_name (see shelf_by_name): no row
 * when the owner has no such shelf, else a row per listed book (or one row of nulls past the
 * end), each carrying the shelf and its total. The memberships come from an index-only scan that
 * stops after the page; books and progress are joined for the page's rows alone. MATERIALIZED
 * keeps the planner from flattening the page into the joins. Every order ends on the book id, so
 * pages never overlap or skip books with equal keys.
 */
function shelfPageQuery(sort: SortOrder): string {
  const { key, listed, direction } = ORDERS[sort];
  return `
    WITH shelf AS (
      SELECT named.id, named.shelf_type_id, coalesce(shelf_counts.books, 0) AS total
      FROM shelf_by_name(owner_id, shelf_name) AS named
      LEFT JOIN shelf_counts ON shelf_counts.user_id = owner_id AND shelf_counts.shelf_id = named.id
    ),
    page AS MATERIALIZED (
      SELECT book_id, date_added, date_updated FROM shelf_books
      WHERE user_id = owner_id AND shelf_id = (SELECT id FROM shelf)
      ORDER BY ${key} ${direction}, book_id ${direction}
      LIMIT page_limit OFFSET page_offset
    )
    SELECT shelf.id, shelf.shelf_type_id, shelf.total,
      listed.id, listed.title, listed.thumbnail, listed.authors, listed.page_count,
      listed.date_added, listed.date_updated, listed.current_page, listed.progress_status
    FROM shelf
    LEFT JOIN (
      SELECT b.id, b.title, b.thumbnail, b.authors, coalesce(rb.page_count, b.page_count) AS page_count,
        page.date_added, page.date_updated, rb.current_page, rb.progress_status
      FROM page
      JOIN books AS b ON b.id = page.book_id
      LEFT JOIN reader_books AS rb ON rb.user_id = owner_id AND rb.book_id = page.book_id
    ) AS listed ON true
    ORDER BY ${listed} ${direction}, listed.id ${direction}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The one rule for finding a shelf by name (GET /shelves/shelf and the shelf page): a built-in
  // shelf or one of the owner's, ignoring case and surrounding whitespace. A plain SQL function,
  // so the planner inlines it into the queries that use it.
  await sql`
    CREATE FUNCTION shelf_by_name(owner_id integer, shelf_name text) RETURNS SETOF shelves
    LANGUAGE sql STABLE
    AS $$
      SELECT * FROM shelves
      WHERE (user_id IS NULL OR user_id = owner_id)
        AND lower(name) = lower(regexp_replace(shelf_name, '^\\s+|\\s+$', '', 'g'))
    $$
  `.execute(db);
  const branches = (Object.keys(ORDERS) as SortOrder[])
    .map((sort) => `IF sort_order = '${sort}' THEN RETURN QUERY ${shelfPageQuery(sort)};\n    RETURN;\n  END IF;`)
    .join('\n  ');
  await sql
    .raw(
      `CREATE FUNCTION shelf_page(owner_id integer, shelf_name text, sort_order text, page_limit integer, page_offset integer)
      RETURNS TABLE (
        shelf_id integer, shelf_type_id integer, total integer,
        id text, title text, thumbnail text, authors text[], page_count integer,
        date_added timestamptz, date_updated timestamptz, current_page integer, progress_status text
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
