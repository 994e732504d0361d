// The reader's state for a book is read once and written once per change (issue 19 item 2): the
// statements of finishing a book are counted, so a second read or write of it fails here.
import { sql, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import type { Shelf } from '@booknook/api/contract';
import { updateProgress } from '../src/library/progress';
import { readingStatesQuery } from '../src/library/reading-state';
import { queryPlan, testAppForFile } from './helpers';
import { SHELF, addBook, addBooks, ids, signedInReader } from './library-fixtures';

const t = testAppForFile();

/** Notes the kind of every statement Kysely sends (BEGIN and COMMIT go around it, uncounted). */
class StatementLog implements KyselyPlugin {
  readonly kinds: string[] = [];

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.kinds.push(node.kind);
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

it('finishes a book in 10 statements: lock, one read of the state, the move, one write of each table, the shelf date', async () => {
  const { id, api } = await signedInReader(t);
  const bookId = await addBook(t.db, { page_count: 300 });
  const club = (await api.createShelf('Club picks')).json<Shelf>().id;
  await api.setShelves(bookId, [SHELF.currentlyReading, club]);
  await api.updateProgress(bookId, { current_page: 120 });

  const log = new StatementLog();
  const finished = await updateProgress(t.db.withPlugin(log), id, bookId, { status: 'Finished' });

  expect(finished).toMatchObject({ current_page: 300, status: 'Finished', page_count: 300 });
  expect(ids(await api.shelvesOfBook(bookId))).toEqual([SHELF.read, club]);
  expect(log.kinds).toEqual([
    'RawNode', // the (reader, book) lock
    'RawNode', // the state: shelves, progress, page count, open read
    'DeleteQueryNode', // off Currently Reading
    'InsertQueryNode', // onto Read
    'InsertQueryNode', // both shelves' totals
    'InsertQueryNode', // progress, finished
    'UpdateQueryNode', // the open read, finished today
    'UpdateQueryNode', // the shelf pages' 'Newest' date
  ]);
  // With BEGIN and COMMIT: 10 (15 before the state was read once).
  expect(log.kinds.length + 2).toBeLessThanOrEqual(10);
});

it('reads books’ states by one index lookup each, however many books the reader has and whatever the statistics say', async () => {
  const { id } = await signedInReader(t);
  const asked = await addBooks(t.db, 3);
  // 2,000 more of the reader's books, written without ANALYZE, as an import writes them on the
  // embedded database (no autovacuum there): the planner still thinks the reader has a handful.
  const others = await addBooks(t.db, 2000);
  await sql`INSERT INTO shelf_books (user_id, shelf_id, book_id) SELECT ${id}, ${SHELF.read}, book_id FROM unnest(${others}::text[]) AS other(book_id)`.execute(t.db);
  await sql`INSERT INTO reader_books (user_id, book_id, page_count) SELECT ${id}, book_id, 100 FROM unnest(${others}::text[]) AS other(book_id)`.execute(t.db);

  const query = readingStatesQuery(t.db, id, asked);
  const plan = await queryPlan(t.db, query);

  expect(plan).toMatch(/Index (Only )?Scan using shelf_books_book_reader_idx on shelf_books/);
  expect(plan).toMatch(/Index Scan using reader_books_user_id_book_id_key on reader_books/);
  expect(plan).not.toMatch(/Materialize|(Seq|Bitmap Heap) Scan on (shelf_books|reader_books)|shelf_books_(title|shelf)_page_idx/);
});
