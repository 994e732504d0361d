// Who may see what of a reader (spec sections 2 and 6): the one rule every feature asks. The owner
// sees everything; anyone else sees nothing of a private profile but its header, and of a public one
// each kind of content its own setting allows. Shelves, the profile page's sections, reviews and the
// genre preferences derived from shelves all decide here.
import { ACCOUNT_MESSAGES, REVIEW_MESSAGES, SHELF_MESSAGES } from '@booknook/api/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

export type ContentKind = 'builtInShelves' | 'customShelves' | 'reviews';

const SETTING: Record<ContentKind, 'mandatory_shelves_visibility' | 'custom_shelves_visibility' | 'reviews_visibility'> = {
  builtInShelves: 'mandatory_shelves_visibility',
  customShelves: 'custom_shelves_visibility',
  reviews: 'reviews_visibility',
};

const HIDDEN: Record<ContentKind, string> = {
  builtInShelves: SHELF_MESSAGES.builtInShelvesPrivate,
  customShelves: SHELF_MESSAGES.customShelvesPrivate,
  reviews: REVIEW_MESSAGES.reviewsPrivate,
};

export interface ReaderAccess {
  ownerId: number;
  isOwner: boolean;
  /** The reader whose content it is, when that is not the viewer. */
  otherReader: { id: number; username: string } | null;
  canSee(kind: ContentKind): boolean;
  /** Throws the 403 of that kind unless the viewer may see it. */
  assertCanSee(kind: ContentKind): void;
}

/** A reader's row as far as visibility goes. */
export interface VisibilitySettings {
  id: number;
  profile_visibility: string;
  mandatory_shelves_visibility: string;
  custom_shelves_visibility: string;
  reviews_visibility: string;
}

export const VISIBILITY_COLUMNS = ['id', 'profile_visibility', ...Object.values(SETTING)] as const;

/** What `viewerId` may see of a reader whose settings are known: the rule itself, throwing nothing. */
export function visibilityFor(viewerId: number, owner: VisibilitySettings) {
  const isOwner = owner.id === viewerId;
  const profileVisible = isOwner || owner.profile_visibility === 'public';
  return {
    isOwner,
    profileVisible,
    canSee: (kind: ContentKind) => isOwner || (profileVisible && owner[SETTING[kind]] === 'public'),
  };
}

/**
 * What `viewerId` may see of `requestedUserId` (the viewer's own when absent). 404 for an unknown
 * reader; 403 for another reader's private profile, before anything of theirs is looked up.
 */
export async function readerAccess(db: Kysely<Database>, viewerId: number, requestedUserId: number | undefined): Promise<ReaderAccess> {
  if (requestedUserId === undefined || requestedUserId === viewerId) {
    return { ownerId: viewerId, isOwner: true, otherReader: null, canSee: () => true, assertCanSee: () => undefined };
  }
  const owner = await db.selectFrom('users').select([...VISIBILITY_COLUMNS, 'username']).where('id', '=', requestedUserId).executeTakeFirst();
  if (!owner) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
  const { isOwner, profileVisible, canSee } = visibilityFor(viewerId, owner);
  if (!profileVisible) throw new HttpError(403, ACCOUNT_MESSAGES.profilePrivate);
  return {
    ownerId: owner.id,
    isOwner,
    otherReader: { id: owner.id, username: owner.username },
    canSee,
    assertCanSee(kind) {
      if (!canSee(kind)) throw new HttpError(403, HIDDEN[kind]);
    },
  };
}

/**
 * The same rule as a condition on a query that joins `users` (listings of many readers' content):
 * the row's reader is the viewer, or shows their profile and this kind of content to others.
 */
export function visibleTo(viewerId: number, kind: ContentKind): Expression<SqlBool> {
  return sql<SqlBool>`(users.id = ${viewerId} OR (users.profile_visibility = 'public' AND users.${sql.ref(SETTING[kind])} = 'public'))`;
}
