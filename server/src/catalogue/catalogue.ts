// The catalogue behind GET /books-api: the local database, or an upstream provider when one is
// configured, with the local catalogue answering whenever the provider fails or is too slow.
import { SEARCH_RESULT_WINDOW, type Volume, type VolumeList } from '@booknook/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { parseQuery } from './query';
import { findBook, searchCatalogue, type SearchPage } from './search';
import { upstreamSourceOf, type UpstreamProvider } from './upstream';
import { toVolume } from './volume';

declare module 'fastify' {
  interface FastifyInstance {
    /** One catalogue for every feature: the catalogue routes search it, shelving copies from it. */
    catalogue: Catalogue;
  }
}

export interface Catalogue {
  /** As `viewerId` sees the catalogue (null: a visitor); throws QueryError for a q the client has to fix. */
  search(q: string, page: SearchPage, viewerId: number | null): Promise<VolumeList>;
  /** The volume, or null when no catalogue knows the id. */
  book(bookId: string): Promise<Volume | null>;
  /** The configured provider's volume for one of its ids; null when it does not know it, fails, or no provider issued the id. */
  upstreamVolume(bookId: string): Promise<Volume | null>;
}

export function createCatalogue(db: Kysely<Database>, upstream: UpstreamProvider | null, log: FastifyBaseLogger): Catalogue {
  async function searchLocally(q: string, page: SearchPage, viewerId: number | null): Promise<VolumeList> {
    const { rows, totalItems } = await searchCatalogue(db, q, page, viewerId);
    return { items: rows.map(toVolume), totalItems };
  }

  async function upstreamVolume(bookId: string): Promise<Volume | null> {
    if (!upstream || upstreamSourceOf(bookId) !== upstream.name) return null;
    try {
      return await upstream.volume(bookId);
    } catch (error) {
      log.warn({ err: error, provider: upstream.name }, 'upstream catalogue failed to return a volume');
      return null;
    }
  }

  return {
    async search(q, page, viewerId) {
      if (!upstream) return searchLocally(q, page, viewerId);
      parseQuery(q); // bad input is the client's to fix whichever catalogue answers
      try {
        const { items, totalItems } = await upstream.search(q, page);
        return { items, totalItems: Math.min(totalItems, SEARCH_RESULT_WINDOW) };
      } catch (error) {
        log.warn({ err: error, provider: upstream.name }, 'upstream catalogue failed; answering from the local catalogue');
        return searchLocally(q, page, viewerId);
      }
    },

    async book(bookId) {
      // Local first: seeded books, and upstream books someone has shelved (copied on shelving).
      const row = await findBook(db, bookId);
      return row ? toVolume(row) : upstreamVolume(bookId);
    },

    upstreamVolume,
  };
}
