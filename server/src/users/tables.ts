// Kysely types of accounts and their pictures (migration 001_core).
import type { Generated } from 'kysely';
import type { Theme, Visibility } from '@booknook/api/contract';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  display_name: string;
  bio: string | null;
  /** Filename of the row in profile_pictures; null means the default picture. */
  profile_picture: string | null;
  announcements: Generated<boolean>;
  recommendations: Generated<boolean>;
  reminders: Generated<boolean>;
  updates: Generated<boolean>;
  track_interactions: Generated<boolean>;
  profile_visibility: Generated<Visibility>;
  mandatory_shelves_visibility: Generated<Visibility>;
  custom_shelves_visibility: Generated<Visibility>;
  reviews_visibility: Generated<Visibility>;
  /** Colour theme (migration 040). */
  theme: Generated<Theme>;
  user_type_id: Generated<number>;
  date_created: Generated<Date>;
  /** Raised to end every session of the account (migration 006); tokens carry the version they were issued for. */
  session_version: Generated<number>;
}

export interface ProfilePicturesTable {
  filename: string;
  user_id: number;
  content_type: string;
  data: Buffer;
  date_created: Generated<Date>;
}

export interface UserTables {
  users: UsersTable;
  profile_pictures: ProfilePicturesTable;
}
