// Kysely's view of the database: one interface per table, column names as in the migrations.
import type { Generated } from 'kysely';
import type { Visibility } from '@booknook/api/contract';
import type { CatalogueTables } from '../catalogue/tables';
import type { LibraryTables } from '../library/tables';

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
  user_type_id: Generated<number>;
  date_created: Generated<Date>;
}

export interface ProfilePicturesTable {
  filename: string;
  user_id: number;
  content_type: string;
  data: Buffer;
  date_created: Generated<Date>;
}

export interface ShelvesTable {
  id: Generated<number>;
  /** null for the four built-in shelves every user shares. */
  user_id: number | null;
  name: string;
  shelf_type_id: number;
  date_created: Generated<Date>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface CoreTables {
  users: UsersTable;
  profile_pictures: ProfilePicturesTable;
  shelves: ShelvesTable;
  app_secrets: AppSecretsTable;
}

export interface Database extends CoreTables, CatalogueTables, LibraryTables {}
