// Kysely's view of the database: each feature declares its own tables (server/src/<feature>/tables.ts),
// column names as in the migrations; this file only composes them.
import type { AuthTables } from '../auth/tables';
import type { CatalogueTables } from '../catalogue/tables';
import type { ImportTables } from '../imports/tables';
import type { LibraryTables } from '../library/tables';
import type { NotificationTables } from '../notifications/tables';
import type { ReadingTables } from '../reading/tables';
import type { ReviewTables } from '../reviews/tables';
import type { UserTables } from '../users/tables';

export interface Database extends AuthTables, UserTables, CatalogueTables, LibraryTables, ReviewTables, NotificationTables, ReadingTables, ImportTables {}
