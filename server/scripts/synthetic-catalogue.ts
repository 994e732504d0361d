// BENCHMARK ONLY. Fills a throwaway PostgreSQL database with N synthetic books (default
// 1,000,000) so search can be measured at scale. The books are fake: titles are random words
// drawn with the word frequencies of the real seed catalogue's titles, authors are random
// first/last name pairs from it, genres, years, ratings and ISBNs are random. Never point this
// at a database holding real data: it refuses when the catalogue has non-synthetic books.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/booknook_bench \
//     npx tsx server/scripts/synthetic-catalogue.ts [--books 1000000] [--seed 42]
import { sql, type Kysely } from 'kysely';
import { isbn10To13 } from '../src/catalogue/isbn';
import { addSearchWords, CATALOGUE_SEED_FILE, insertBooks, insertGenres, linkGenres, readSeedFile, withIndexesRebuilt, type BookInsert } from '../src/catalogue/seed';
import { createDatabase, type Database } from '../src/db';

/** mulberry32: a small seeded PRNG, so a given seed always builds the same catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from a list with the given weights in O(log n) per pick. */
function weightedPicker<T>(entries: readonly (readonly [T, number])[], random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) cumulative.push((total += weight));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return (entries[low] as readonly [T, number])[0];
  };
}

function counts(items: Iterable<string>): [string, number][] {
  const tally = new Map<string, number>();
  for (const item of items) tally.set(item, (tally.get(item) ?? 0) + 1);
  return [...tally];
}

/** A deterministic stream of synthetic books shaped like the seed catalogue. */
export function syntheticBooks(seed: number): { genres: string[]; next: (index: number) => BookInsert } {
  const real = readSeedFile(CATALOGUE_SEED_FILE);
  const random = seededRandom(seed);
  const titleWord = weightedPicker(counts(real.books.flatMap((book) => book.title.split(/\s+/).filter(Boolean))), random);
  const names = real.books.flatMap((book) => book.authors).map((author) => author.split(' '));
  const firstName = weightedPicker(counts(names.filter((parts) => parts.length > 1).map((parts) => parts[0] as string)), random);
  const lastName = weightedPicker(counts(names.map((parts) => parts[parts.length - 1] as string)), random);
  const genre = weightedPicker(counts(real.books.flatMap((book) => book.genres)), random);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  return {
    genres: real.genres,
    next(index) {
      const isbn10Body = String(100000000 + index).padStart(9, '0');
      const checkSum = [...isbn10Body].reduce((sum, digit, position) => sum + (10 - position) * Number(digit), 0);
      const check = (11 - (checkSum % 11)) % 11;
      const isbn10 = `${isbn10Body}${check === 10 ? 'X' : check}`;
      const authorCount = random() < 0.85 ? 1 : 2;
      return {
        id: `syn-${index}`,
        title: Array.from({ length: between(1, 6) }, titleWord).join(' '),
        authors: Array.from({ length: authorCount }, () => `${firstName()} ${lastName()}`),
        published_date: String(between(1800, 2024)),
        isbn10,
        isbn13: isbn10To13(isbn10),
        categories: [...new Set(Array.from({ length: between(1, 3) }, genre))],
        average_rating: Math.round((2.5 + random() * 2.5) * 100) / 100,
        // Long-tailed like real ratings: most books have a few, a handful have millions.
        ratings_count: Math.floor(Math.exp(random() * 15)),
        language: random() < 0.9 ? 'en' : 'fr',
        source: 'synthetic',
      };
    },
  };
}

const BATCH = 20_000;

/** Inserts `count` synthetic books with their genre links and dictionary words. */
export async function generateSyntheticCatalogue(db: Kysely<Database>, { count, seed, log = console.log }: { count: number; seed: number; log?: (line: string) => void }): Promise<void> {
  const real = await db.selectFrom('books').select('id').where('source', '<>', 'synthetic').limit(1).executeTakeFirst();
  if (real) throw new Error('This database holds real catalogue books; the synthetic generator only fills throwaway databases.');
  const started = performance.now();
  const { genres, next } = syntheticBooks(seed);
  await insertGenres(db, genres);
  await withIndexesRebuilt(db, async () => {
    for (let start = 0; start < count; start += BATCH) {
      const books = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => next(start + offset));
      await insertBooks(db, books);
      await linkGenres(db, books);
      if ((start / BATCH) % 10 === 9) log(`  ${start + books.length} books, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    await addSearchWords(db);
    log('  rebuilding the indexes');
  });
  // VACUUM also marks the pages all-visible, so counts can use index-only scans at once.
  await sql`VACUUM ANALYZE books, book_genres, genres, search_words`.execute(db);
  log(`  ${count} synthetic books in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a throwaway PostgreSQL database (benchmark data only).');
    process.exit(2);
  }
  const database = await createDatabase({ databaseUrl, dataDir: null });
  try {
    await generateSyntheticCatalogue(database.db, { count: argument('books', 1_000_000), seed: argument('seed', 42) });
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
