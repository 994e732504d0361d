// Whose shelves a request reads, and whether the viewer may see them: the shelf-shaped view of the
// one visibility rule (users/visibility.ts).
import { SHELF_MESSAGES, SHELF_TYPE } from '@booknook/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { readerAccess, type ContentKind } from '../users/visibility';

export interface ShelfAccess {
  ownerId: number;
  /** The owner, when the shelves are not the viewer's own. */
  otherReader: { id: number; username: string } | null;
  /** Throws a 403 unless the viewer may see the owner's shelves of this type. */
  assertCanSee(shelfTypeId: number): void;
  /** Whether the viewer may see the owner's shelves of this type. */
  canSee(shelfTypeId: number): boolean;
  /**
   * A shelf looked up by name (undefined when the owner has none of that name), if the viewer may
   * see it: a 403 when it is hidden, else a 404 when missing. A missing name could only have been a
   * custom shelf (every owner has the built-in ones), so where custom shelves are hidden it is
   * refused as hidden too: nobody can probe which names another reader's private shelves have.
   */
  visibleShelf<Found extends { shelf_type_id: number }>(shelf: Found | undefined): Found;
}

const kindOf = (shelfTypeId: number): ContentKind => (shelfTypeId === SHELF_TYPE.builtIn ? 'builtInShelves' : 'customShelves');

/** The shelves of `requestedUserId` (the viewer's own when absent). */
export async function shelfAccess(db: Kysely<Database>, viewerId: number, requestedUserId: number | undefined): Promise<ShelfAccess> {
  const access = await readerAccess(db, viewerId, requestedUserId);
  const assertCanSee = (shelfTypeId: number) => access.assertCanSee(kindOf(shelfTypeId));
  return {
    ownerId: access.ownerId,
    otherReader: access.otherReader,
    assertCanSee,
    canSee: (shelfTypeId) => access.canSee(kindOf(shelfTypeId)),
    visibleShelf(shelf) {
      assertCanSee(shelf?.shelf_type_id ?? SHELF_TYPE.custom);
      if (!shelf) throw new HttpError(404, SHELF_MESSAGES.shelfNotFound);
      return shelf;
    },
  };
}
