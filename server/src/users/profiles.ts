// The profile page's reader (spec section 2): the header everyone may see, and which sections the
// viewer may see by the reader's visibility settings (users/visibility.ts). Another reader's private
// profile gives away its header only.
import { sql, type Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, type Profile } from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';
import { VISIBILITY_COLUMNS, visibilityFor } from './visibility';

/** GET /users/username/{username}: the profile as the viewer may see it; usernames are unique regardless of case. */
export async function profileOf(db: Kysely<Database>, viewerId: number, username: string): Promise<Profile> {
  const reader = await db
    .selectFrom('users')
    .select([...VISIBILITY_COLUMNS, 'username', 'display_name', 'profile_picture', 'bio'])
    .where(sql<boolean>`lower(username) = lower(${username})`)
    .executeTakeFirst();
  if (!reader) throw new HttpError(404, ACCOUNT_MESSAGES.userNotFound);
  const { isOwner, profileVisible, canSee } = visibilityFor(viewerId, reader);
  return {
    id: reader.id,
    username: reader.username,
    display_name: reader.display_name,
    profile_picture: reader.profile_picture,
    bio: profileVisible ? reader.bio : null,
    isOwn: isOwner,
    isPrivate: !profileVisible,
    sections: { mainShelves: canSee('builtInShelves'), customShelves: canSee('customShelves'), reviews: canSee('reviews') },
  };
}
