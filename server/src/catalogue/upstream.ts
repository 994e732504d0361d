// Optional upstream catalogues (Google Books, Open Library) behind GET /books-api, off by default.
// Their answers are untrusted input: only known fields of the right type are passed on.
import type { IndustryIdentifier, SearchOrder, Volume, VolumeInfo } from '@booknook/api/contract';
import { compactIsbn, isValidIsbn10, isValidIsbn13 } from './isbn';
import type { CatalogueProviderConfig } from '../config';
import { parseQuery } from './query';

export interface UpstreamPage {
  startIndex: number;
  maxResults: number;
  orderBy: SearchOrder;
}

export type UpstreamSource = 'google' | 'openlibrary';

/** Volume ids carry their catalogue's prefix: 'google-<Google Books id>', 'ol-<Open Library work>'. */
const ID_PREFIXES: Readonly<Record<UpstreamSource, string>> = { google: 'google-', openlibrary: 'ol-' };

/** The upstream provider that issued a volume id, or null for local catalogue ids ('gb-', 'pg-'). */
export function upstreamSourceOf(bookId: string): UpstreamSource | null {
  for (const [source, prefix] of Object.entries(ID_PREFIXES) as [UpstreamSource, string][]) {
    if (bookId.startsWith(prefix) && bookId.length > prefix.length) return source;
  }
  return null;
}

export interface UpstreamProvider {
  name: UpstreamSource;
  search(q: string, page: UpstreamPage): Promise<{ items: Volume[]; totalItems: number }>;
  /** The volume, or null when the provider does not know it. */
  volume(bookId: string): Promise<Volume | null>;
}

/** A slow provider must not hold up the page: after this the local catalogue answers instead. */
const UPSTREAM_TIMEOUT_MS = 3000;

export class UpstreamError extends Error {}

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new UpstreamError(`${url.host} answered ${response.status}`);
  return response.json();
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const texts = (value: unknown): string[] | undefined => {
  const list = Array.isArray(value) ? value.map(text).filter((item): item is string => item !== undefined) : [];
  return list.length > 0 ? list : undefined;
};
const wholeNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);
const rating = (value: unknown): number | undefined => (typeof value === 'number' && value >= 0 && value <= 5 ? Math.round(value * 100) / 100 : undefined);
/** Covers are shown on an https page. */
const httpsUrl = (value: unknown): string | undefined => text(value)?.replace(/^http:\/\//, 'https://');

function isbnIdentifiers(isbns: readonly string[]): IndustryIdentifier[] | undefined {
  const identifiers: IndustryIdentifier[] = [];
  for (const isbn of isbns.map(compactIsbn)) {
    if (isValidIsbn13(isbn) && !identifiers.some((id) => id.type === 'ISBN_13')) identifiers.push({ type: 'ISBN_13', identifier: isbn });
    if (isValidIsbn10(isbn) && !identifiers.some((id) => id.type === 'ISBN_10')) identifiers.push({ type: 'ISBN_10', identifier: isbn });
  }
  return identifiers.length > 0 ? identifiers : undefined;
}

/** Drops the keys whose value is unknown, as the local catalogue does. */
function compact(info: { [K in keyof VolumeInfo]: VolumeInfo[K] | undefined }): VolumeInfo {
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined)) as VolumeInfo;
}

const GOOGLE_PREFIX = ID_PREFIXES.google;

function googleVolume(raw: unknown): Volume | null {
  if (!isObject(raw) || !text(raw.id) || !isObject(raw.volumeInfo)) return null;
  const info = raw.volumeInfo;
  const identifiers = Array.isArray(info.industryIdentifiers) ? info.industryIdentifiers.filter(isObject).map((id) => text(id.identifier) ?? '') : [];
  return {
    id: `${GOOGLE_PREFIX}${text(raw.id)}`,
    volumeInfo: compact({
      title: text(info.title),
      subtitle: text(info.subtitle),
      authors: texts(info.authors),
      publisher: text(info.publisher),
      publishedDate: text(info.publishedDate),
      description: text(info.description),
      industryIdentifiers: isbnIdentifiers(identifiers),
      pageCount: wholeNumber(info.pageCount) || undefined,
      categories: texts(info.categories),
      averageRating: rating(info.averageRating),
      ratingsCount: wholeNumber(info.ratingsCount),
      imageLinks: isObject(info.imageLinks) && httpsUrl(info.imageLinks.thumbnail) ? { thumbnail: httpsUrl(info.imageLinks.thumbnail) as string } : undefined,
      language: text(info.language),
    }),
  };
}

export function googleBooksProvider({ baseUrl, apiKey }: { baseUrl: string; apiKey?: string }): UpstreamProvider {
  const url = (path: string, params: Record<string, string>) => {
    const result = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries({ ...params, ...(apiKey ? { key: apiKey } : {}) })) result.searchParams.set(key, value);
    return result;
  };
  return {
    name: 'google',
    async search(q, { startIndex, maxResults, orderBy }) {
      const body = await getJson(url('/volumes', { q, startIndex: String(startIndex), maxResults: String(maxResults), orderBy }));
      if (!isObject(body)) throw new UpstreamError('Google Books sent no result object');
      const items = Array.isArray(body.items) ? body.items.map(googleVolume).filter((volume): volume is Volume => volume !== null) : [];
      return { items, totalItems: wholeNumber(body.totalItems) ?? items.length };
    },
    async volume(bookId) {
      const body = await getJson(url(`/volumes/${encodeURIComponent(bookId.slice(GOOGLE_PREFIX.length))}`, {}));
      return body === null ? null : googleVolume(body);
    },
  };
}

const OPEN_LIBRARY_PREFIX = ID_PREFIXES.openlibrary;
const OPEN_LIBRARY_FIELDS = 'key,title,subtitle,author_name,publisher,first_publish_year,isbn,subject,cover_i,language,ratings_average,ratings_count,number_of_pages_median';

/** Open Library's search syntax for our operators: title:, author:, subject:, isbn:. */
export function openLibraryQuery(q: string): string {
  const parsed = parseQuery(q);
  const quote = (value: string) => `"${value.replace(/"/g, '')}"`;
  return [
    parsed.text,
    ...parsed.intitle.map((value) => `title:${quote(value)}`),
    ...parsed.inauthor.map((value) => `author:${quote(value)}`),
    ...parsed.subject.map((value) => `subject:${quote(value)}`),
    ...parsed.isbn.map((value) => `isbn:${value}`),
  ]
    .filter(Boolean)
    .join(' ');
}

function openLibraryVolume(raw: unknown, coversUrl: string): Volume | null {
  if (!isObject(raw)) return null;
  const workId = text(raw.key)?.replace(/^\/works\//, '');
  if (!workId || !/^OL\d+W$/.test(workId)) return null;
  const year = wholeNumber(raw.first_publish_year);
  const coverId = wholeNumber(raw.cover_i);
  return {
    id: `${OPEN_LIBRARY_PREFIX}${workId}`,
    volumeInfo: compact({
      title: text(raw.title),
      subtitle: text(raw.subtitle),
      authors: texts(raw.author_name),
      publisher: texts(raw.publisher)?.[0],
      publishedDate: year === undefined ? undefined : String(year),
      description: undefined,
      industryIdentifiers: isbnIdentifiers(texts(raw.isbn) ?? []),
      pageCount: wholeNumber(raw.number_of_pages_median) || undefined,
      categories: texts(raw.subject)?.slice(0, 5),
      averageRating: rating(raw.ratings_average),
      ratingsCount: wholeNumber(raw.ratings_count),
      imageLinks: coverId ? { thumbnail: `${coversUrl}/b/id/${coverId}-M.jpg` } : undefined,
      language: texts(raw.language)?.[0],
    }),
  };
}

export function openLibraryProvider({ baseUrl, coversUrl = 'https://covers.openlibrary.org' }: { baseUrl: string; coversUrl?: string }): UpstreamProvider {
  const base = baseUrl.replace(/\/$/, '');
  const searchUrl = (params: Record<string, string>) => {
    const url = new URL(`${base}/search.json`);
    for (const [key, value] of Object.entries({ ...params, fields: OPEN_LIBRARY_FIELDS })) url.searchParams.set(key, value);
    return url;
  };
  const docs = (body: unknown) => {
    if (!isObject(body)) throw new UpstreamError('Open Library sent no result object');
    const list = Array.isArray(body.docs) ? body.docs : [];
    return { body, items: list.map((doc) => openLibraryVolume(doc, coversUrl)).filter((volume): volume is Volume => volume !== null) };
  };
  return {
    name: 'openlibrary',
    async search(q, { startIndex, maxResults, orderBy }) {
      const params: Record<string, string> = { q: openLibraryQuery(q), offset: String(startIndex), limit: String(maxResults) };
      if (orderBy === 'newest') params.sort = 'new';
      const { body, items } = docs(await getJson(searchUrl(params)));
      return { items, totalItems: wholeNumber(body.numFound) ?? items.length };
    },
    async volume(bookId) {
      const workId = bookId.slice(OPEN_LIBRARY_PREFIX.length);
      const { items } = docs(await getJson(searchUrl({ q: `key:/works/${workId}`, limit: '1' })));
      return items[0] ?? null;
    },
  };
}

/** The configured provider, or null when the local catalogue answers alone. */
export function createUpstreamProvider(config: CatalogueProviderConfig | null): UpstreamProvider | null {
  if (!config) return null;
  return config.kind === 'google'
    ? googleBooksProvider({ baseUrl: config.baseUrl, apiKey: config.apiKey ?? undefined })
    : openLibraryProvider({ baseUrl: config.baseUrl });
}
