// A book a reader shelves or reviews from an upstream provider is copied into the local catalogue, so shelves,
// stats and search keep working when the provider is off or offline. What is copied is what the
// server itself fetched from that provider, never the client's copy of the book (which could name any
// title and image under a made-up id); the provider's answer is still checked like any other input
// before it becomes a row everyone can see.
import { PAGE_COUNT_MAX, SHELF_MESSAGES, type Volume } from '@booknook/api/contract';
import { sql, type Kysely } from 'kysely';
import { isValidIsbn10, isValidIsbn13 } from './isbn';
import { addSearchWords } from './seed';
import type { Catalogue } from './catalogue';
import { upstreamSourceOf } from './upstream';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

const LIMITS = { shortText: 500, description: 20000, url: 2000, listItems: 30 } as const;
const MAX_INT = 2147483647;

function invalid(message: string): never {
  throw new HttpError(400, message);
}

function checkedText(value: string | undefined, field: string, maxLength: number = LIMITS.shortText): string | null {
  if (value === undefined || !value.trim()) return null;
  if (value.length > maxLength) invalid(`Book ${field} must be at most ${maxLength} characters long.`);
  return value.trim();
}

function checkedList(values: string[] | undefined, field: string): string[] {
  const list = (values ?? []).map((value) => checkedText(value, field)).filter((value): value is string => value !== null);
  if (list.length > LIMITS.listItems) invalid(`Book ${field} must have at most ${LIMITS.listItems} entries.`);
  return list;
}

/** The row to insert for a volume the server fetched from its upstream provider, or a 400 saying what is wrong with it. */
function catalogueRow(volume: Volume, source: NonNullable<ReturnType<typeof upstreamSourceOf>>) {
  const info = volume.volumeInfo;
  const title = checkedText(info.title, 'title') ?? invalid('Book title is required.');
  if (info.pageCount !== undefined && (info.pageCount < 1 || info.pageCount > PAGE_COUNT_MAX)) {
    invalid(`Book page count must be between 1 and ${PAGE_COUNT_MAX}.`);
  }
  if (info.averageRating !== undefined && (info.averageRating < 0 || info.averageRating > 5)) invalid('Book rating must be between 0 and 5.');
  if (info.ratingsCount !== undefined && (info.ratingsCount < 0 || info.ratingsCount > MAX_INT)) invalid('Book ratings count is out of range.');
  const thumbnail = checkedText(info.imageLinks?.thumbnail, 'cover address', LIMITS.url);
  if (thumbnail !== null && !/^https?:\/\//i.test(thumbnail)) invalid('Book cover must be a web address.');
  const isbn = (type: 'ISBN_10' | 'ISBN_13', isValid: (value: string) => boolean) => {
    const identifier = info.industryIdentifiers?.find((entry) => entry.type === type)?.identifier;
    if (identifier !== undefined && !isValid(identifier)) invalid(`Book ${type.replace('_', '-')} is not valid.`);
    return identifier ?? null;
  };
  return {
    id: volume.id,
    title,
    subtitle: checkedText(info.subtitle, 'subtitle'),
    authors: checkedList(info.authors, 'authors'),
    publisher: checkedText(info.publisher, 'publisher'),
    published_date: checkedText(info.publishedDate, 'published date', 30),
    description: checkedText(info.description, 'description', LIMITS.description),
    isbn10: isbn('ISBN_10', isValidIsbn10),
    isbn13: isbn('ISBN_13', isValidIsbn13),
    page_count: info.pageCount ?? null,
    categories: checkedList(info.categories, 'categories'),
    average_rating: info.averageRating ?? null,
    ratings_count: info.ratingsCount ?? null,
    thumbnail,
    language: checkedText(info.language, 'language', 20),
    source,
  };
}

function isInCatalogue(db: Kysely<Database>, bookId: string) {
  return db.selectFrom('books').select('id').where('id', '=', bookId).executeTakeFirst();
}

/**
 * Before shelving: the provider's volume of an upstream book the local catalogue does not have
 * yet, fetched outside any transaction; undefined when the book is local. 404 when neither knows it.
 */
export async function volumeToCopy(db: Kysely<Database>, catalogue: Pick<Catalogue, 'upstreamVolume'>, bookId: string): Promise<Volume | undefined> {
  if (await isInCatalogue(db, bookId)) return undefined;
  const volume = await catalogue.upstreamVolume(bookId);
  if (!volume || volume.id !== bookId) throw new HttpError(404, SHELF_MESSAGES.bookNotFound);
  return volume;
}

/**
 * Makes sure the book is in the local catalogue, copying the provider's `volume` (from
 * volumeToCopy) when it is an upstream book seen for the first time.
 */
export async function ensureCatalogueBook(trx: Kysely<Database>, bookId: string, volume: Volume | undefined): Promise<void> {
  if (await isInCatalogue(trx, bookId)) return;
  const source = upstreamSourceOf(bookId);
  if (!source || !volume) throw new HttpError(404, SHELF_MESSAGES.bookNotFound);
  const row = catalogueRow(volume, source);
  const inserted = await trx.insertInto('books').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  if (!inserted) return; // another reader copied it a moment ago
  // Link the provider's categories that name one of our genres, so the book counts in genre preferences.
  await sql`
    INSERT INTO book_genres (book_id, genre_id)
    SELECT ${bookId}, id FROM genres WHERE lower(description) = ANY(${row.categories.map((category) => category.toLowerCase())}::text[])
    ON CONFLICT DO NOTHING
  `.execute(trx);
  await addSearchWords(trx, [bookId]);
}
