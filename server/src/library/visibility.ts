// Whose shelves a request reads, and whether the viewer may read them (spec section 6: a private
// profile hides everything; each shelf kind has its own visibility; the owner always sees all).
import { SHELF_MESSAGES, SHELF_TYPE } from '@booknook/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

export interface ShelfAccess {
  ownerId: number;
  /** Throws a 403 unless the viewer may see the owner's shelves of this type. */
  assertCanSee(shelfTypeId: number): void;
}

/**
 * The shelves of `requestedUserId` (or the viewer's own when it is absent or the viewer). Another
 * user's private profile is refused before anything about their shelves is looked up.
 */
export async function shelfAccess(db: Kysely<Database>, viewerId: number, requestedUserId: number | undefined): Promise<ShelfAccess> {
  if (requestedUserId === undefined || requestedUserId === viewerId) return { ownerId: viewerId, assertCanSee: () => undefined };
  const owner = await db
    .selectFrom('users')
    .select(['id', 'profile_visibility', 'mandatory_shelves_visibility', 'custom_shelves_visibility'])
    .where('id', '=', requestedUserId)
    .executeTakeFirst();
  if (!owner) throw new HttpError(404, SHELF_MESSAGES.userNotFound);
  if (owner.profile_visibility === 'private') throw new HttpError(403, SHELF_MESSAGES.profilePrivate);
  return {
    ownerId: owner.id,
    assertCanSee(shelfTypeId) {
      if (shelfTypeId === SHELF_TYPE.builtIn && owner.mandatory_shelves_visibility === 'private') {
        throw new HttpError(403, SHELF_MESSAGES.builtInShelvesPrivate);
      }
      if (shelfTypeId === SHELF_TYPE.custom && owner.custom_shelves_visibility === 'private') {
        throw new HttpError(403, SHELF_MESSAGES.customShelvesPrivate);
      }
    },
  };
}
