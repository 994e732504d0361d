// Builds the committed seed catalogue (server/seed/catalogue.json.gz and its README) from the
// source data handed to the team:
//   npx tsx server/scripts/build-catalogue.ts /work/shared/catalogue
// This is the only code that reads that directory; the server and the tests read the built file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SeedBook, SeedFile } from '../src/catalogue/seed-format';
import { parseCsvRecords } from './catalogue/csv';
import { withoutDuplicates } from './catalogue/dedupe';
import { GENRES, GUTENBERG_SHELF_GENRES, GUTENBERG_SUBJECT_GENRES, MAX_GENRES_PER_BOOK, MIN_SHARE_OF_TOP_GENRE, SHELF_GENRES, type ShelfCount } from './catalogue/genre-map';
import { goodbooksBook } from './catalogue/goodbooks';
import { gutenbergBook, isGutenbergText } from './catalogue/gutenberg';

const SEED_DIR = path.resolve(__dirname, '../seed');

const ATTRIBUTION =
  'goodbooks-10k by Zygmunt Zając, https://github.com/zygmuntz/goodbooks-10k, licensed CC BY-SA 4.0';

function readCsv(sourceDir: string, file: string): Record<string, string>[] {
  return parseCsvRecords(fs.readFileSync(path.join(sourceDir, file), 'utf8'));
}

/** Shelf counts per goodbooks book_id, from the reduced tag files. */
function shelvesByBook(sourceDir: string): Map<string, ShelfCount[]> {
  const tagNames = new Map(readCsv(sourceDir, 'goodbooks-10k-tags-reduced/tags_reduced.csv').map((row) => [row.tag_id, row.tag_name ?? '']));
  const byBook = new Map<string, ShelfCount[]>();
  for (const row of readCsv(sourceDir, 'goodbooks-10k-tags-reduced/book_tags_reduced.csv')) {
    const tag = tagNames.get(row.tag_id);
    if (!tag || !row.book_id) continue;
    const shelves = byBook.get(row.book_id) ?? [];
    shelves.push({ tag, count: Number(row.count) });
    byBook.set(row.book_id, shelves);
  }
  return byBook;
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)} %`;
}

function mappingTable(): string {
  const byGenre = new Map<string, { shelves: string[]; gutenberg: string[] }>(GENRES.map((genre) => [genre, { shelves: [], gutenberg: [] }]));
  for (const [tag, genres] of Object.entries(SHELF_GENRES)) for (const genre of genres) byGenre.get(genre)?.shelves.push(`\`${tag}\``);
  for (const [shelf, genres] of Object.entries(GUTENBERG_SHELF_GENRES)) for (const genre of genres) byGenre.get(genre)?.gutenberg.push(`shelf "${shelf}"`);
  for (const [pattern, genres] of GUTENBERG_SUBJECT_GENRES) for (const genre of genres) byGenre.get(genre)?.gutenberg.push(`subject \`${pattern.source}\``);
  const rows = [...byGenre].map(([genre, { shelves, gutenberg }]) => `| ${genre} | ${shelves.join(', ') || '–'} | ${gutenberg.join(', ') || '–'} |`);
  return ['| Genre | goodbooks shelves (tags) | Project Gutenberg bookshelves / subject heading parts (regular expressions) |', '|---|---|---|', ...rows].join('\n');
}

function readme(books: readonly SeedBook[], goodbooksCount: number, gutenbergTexts: number, gzipBytes: number): string {
  const gutenbergKept = books.length - goodbooksCount;
  const count = (predicate: (book: SeedBook) => boolean) => books.filter(predicate).length;
  const genreCounts = GENRES.map((genre) => `| ${genre} | ${count((book) => book.genres.includes(genre))} |`).join('\n');
  const goodbooks = books.filter((book) => book.source === 'goodbooks-10k');
  return `# Seed catalogue

\`catalogue.json.gz\` is loaded into the database on the server's first start (when the books table
is empty). It is generated; do not edit it by hand. Rebuild it with

    npx tsx server/scripts/build-catalogue.ts /path/to/shared/catalogue

from the source data described in that directory's \`SOURCE.md\`.

## Licence and attribution

- ${ATTRIBUTION}. The book tags come from the same dataset, filtered to shelves used at least 100
  times by Markus Hunner (markhun/2024S-KG) — credited as a courtesy.
- **Changed:** titles were split into title, subtitle and series; ISBN-10s were left-padded (leading
  zeros had been lost) and kept only when their check digit is valid; ISBN-13s were computed from
  them (the source's isbn13 column is corrupt); authors were split into lists; languages were
  normalised to ISO 639-1; Goodreads 'nophoto' placeholder covers were removed; reader shelves were
  mapped to genres with the table below; Project Gutenberg records were added.
- **This file (\`catalogue.json.gz\`) is released under the Creative Commons
  Attribution-ShareAlike 4.0 International licence (CC BY-SA 4.0,
  https://creativecommons.org/licenses/by-sa/4.0/)**, as the ShareAlike term of goodbooks-10k
  requires. The licence covers the data, not the cover images its URLs point to (publisher art on
  Goodreads' and Project Gutenberg's servers).
- Catalogue data: Project Gutenberg (gutenberg.org), whose catalogue metadata is released under
  CC0 1.0; no attribution is required.

## What is in it

| | count |
|---|---|
| books | ${books.length} |
| from goodbooks-10k | ${goodbooksCount} |
| from Project Gutenberg | ${gutenbergKept} (of ${gutenbergTexts} text items; ${gutenbergTexts - gutenbergKept} dropped as duplicates of a goodbooks book or of an earlier Gutenberg item in the same language) |
| with at least one genre | ${count((book) => book.genres.length > 0)} (${percent(count((book) => book.genres.length > 0), books.length)}) |
| goodbooks books with a valid ISBN-10/13 | ${count((book) => Boolean(book.isbn10))} (${percent(count((book) => Boolean(book.isbn10)), goodbooks.length)}) |
| goodbooks books with a real cover | ${goodbooks.filter((book) => Boolean(book.thumbnail)).length} |
| books in a series | ${count((book) => Boolean(book.series))} |
| compressed size | ${(gzipBytes / 1024).toFixed(0)} KB |

**Not in the data:** page count and description (no licence-clean source exists; the API leaves
\`pageCount\` and \`description\` out, as Google Books does for unknown fields, and never invents
a value), publisher, and full publication dates (goodbooks gives the
original publication year only — negative years are BCE, as in the source; Gutenberg gives no
publication date at all, its 'Issued' column is the ebook's release date, so it is not used).
Gutenberg books have no ISBN or rating. Their cover URLs follow Project Gutenberg's
\`/cache/epub/{n}/pg{n}.cover.medium.jpg\` pattern.

## Genres

A goodbooks book gets a genre when the shelves mapping to it add up to at least
${MIN_SHARE_OF_TOP_GENRE * 100} % of the count of the book's strongest genre (the source already
keeps only shelves used at least 100 times for the book); at most ${MAX_GENRES_PER_BOOK} genres,
strongest first. Shelves not in the table never give a genre: reading status and ownership
(\`to-read\`, \`currently-reading\`, \`favorites\`, \`owned\`, \`books-i-own\`, \`to-buy\`,
\`kindle\`, \`library\`, \`default\`, \`read-in-2016\`, \`dnf\`...), formats (\`audiobook\`,
\`ebook\`), authors, places, moods and adult-content shelves. Gutenberg books get every genre their
bookshelves or Library of Congress subject parts map to; a historical subject inside fiction or
drama means Historical Fiction, not History; books with only factual genres are also Nonfiction.

| Genre | books |
|---|---|
${genreCounts}

${mappingTable()}
`;
}

function main(): void {
  const sourceDir = process.argv[2];
  if (!sourceDir || !fs.existsSync(path.join(sourceDir, 'SOURCE.md'))) {
    console.error('usage: npx tsx server/scripts/build-catalogue.ts <catalogue source directory containing SOURCE.md>');
    process.exit(2);
  }
  const shelves = shelvesByBook(sourceDir);
  const goodbooks = readCsv(sourceDir, 'goodbooks-10k/books.csv').map((row) => goodbooksBook(row, shelves.get(row.book_id ?? '') ?? []));
  const gutenbergRows = readCsv(sourceDir, 'gutenberg-catalog-extract/pg_catalog.csv').filter(isGutenbergText);
  const gutenberg = withoutDuplicates(
    goodbooks,
    gutenbergRows.map(gutenbergBook).filter((book) => book.title),
  );
  const books = [...goodbooks, ...gutenberg];
  const seed: SeedFile = {
    licence: 'CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); see server/seed/README.md',
    attribution: [ATTRIBUTION, 'Catalogue data: Project Gutenberg (gutenberg.org), CC0 1.0'],
    genres: [...GENRES],
    books,
  };
  const gzip = zlib.gzipSync(JSON.stringify(seed), { level: 9 });
  fs.mkdirSync(SEED_DIR, { recursive: true });
  fs.writeFileSync(path.join(SEED_DIR, 'catalogue.json.gz'), gzip);
  fs.writeFileSync(path.join(SEED_DIR, 'README.md'), readme(books, goodbooks.length, gutenbergRows.length, gzip.length));
  console.log(`wrote ${books.length} books (${goodbooks.length} goodbooks, ${gutenberg.length} Gutenberg), ${(gzip.length / 1024).toFixed(0)} KB`);
}

main();
