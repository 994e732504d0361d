// Genres and genre preferences (GET /genres/random, GET /genre-preferences/top).
import { BUILT_IN_SHELF, type BuiltInShelfKey, type Genre, type GenrePreference } from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inCatalogueOf } from './visibility';

/**
 * How much one shelved book says about a reader's taste, by shelf: a book read counts most, one
 * being read a little less, one they only want to read least; a book they did not finish says
 * nothing in its genres' favour. Books on custom shelves count like Want To Read. A book counts
 * once per shelf it is on (Read + a custom shelf = 3 + 1).
 */
const WEIGHT_BY_SHELF: Record<BuiltInShelfKey, number> = {
  read: 3,
  currentlyReading: 2,
  wantToRead: 1,
  didNotFinish: 0,
};
/** Built-in shelf id -> weight. */
const SHELF_WEIGHTS: ReadonlyMap<number, number> = new Map(
  (Object.keys(WEIGHT_BY_SHELF) as BuiltInShelfKey[]).map((key) => [BUILT_IN_SHELF[key].id, WEIGHT_BY_SHELF[key]]),
);
const CUSTOM_SHELF_WEIGHT = 1;

/** GET /genres/random: random genres that have at least one book in the viewer's catalogue, leaving out the excluded ids. */
export async function randomGenres(db: Kysely<Database>, viewerId: number, limit: number, exclude: readonly number[]): Promise<Genre[]> {
  return db
    .selectFrom('genres')
    .select(['id', 'description'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('book_genres')
          .innerJoin('books', 'books.id', 'book_genres.book_id')
          .select('book_genres.book_id')
          .whereRef('book_genres.genre_id', '=', 'genres.id')
          .where(inCatalogueOf(viewerId)),
      ),
    )
    .$if(exclude.length > 0, (query) => query.where('id', 'not in', [...exclude]))
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
}

/** Which of a reader's shelves preferences may be read from: another viewer sees only what the owner's visibility shows. */
export interface VisibleShelves {
  builtIn: boolean;
  custom: boolean;
}

/**
 * GET /genre-preferences/top: the user's genres weighted by the shelves their books sit on (SHELF_WEIGHTS), strongest first,
 * from the visible shelves only: preferences are derived from shelves, so they must not tell others
 * what private shelves hold.
 */
export async function topGenrePreferences(db: Kysely<Database>, userId: number, limit: number, visible: VisibleShelves): Promise<GenrePreference[]> {
  if (!visible.builtIn && !visible.custom) return [];
  const weight = sql<number>`CASE shelf_books.shelf_id ${sql.join(
    [...SHELF_WEIGHTS].map(([shelf, value]) => sql`WHEN ${shelf}::integer THEN ${value}::integer`),
    sql` `,
  )} ELSE ${CUSTOM_SHELF_WEIGHT}::integer END`;
  const rows = await db
    .selectFrom('shelf_books')
    .innerJoin('book_genres', 'book_genres.book_id', 'shelf_books.book_id')
    .innerJoin('genres', 'genres.id', 'book_genres.genre_id')
    .where('shelf_books.user_id', '=', userId)
    .$if(!visible.builtIn, (query) => query.where('shelf_books.shelf_id', 'not in', [...SHELF_WEIGHTS.keys()]))
    .$if(!visible.custom, (query) => query.where('shelf_books.shelf_id', 'in', [...SHELF_WEIGHTS.keys()]))
    .groupBy(['genres.id', 'genres.description'])
    .having(sql`sum(${weight})`, '>', 0)
    .select(['genres.id', 'genres.description', sql<string>`sum(${weight})`.as('count')])
    .orderBy('count', 'desc')
    .orderBy('genres.description')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ genre_id: row.id, count: Number(row.count), Genre: { id: row.id, description: row.description } }));
}
