// Sessions that can end: every login token carries its account's session_version, and a token
// of an older version is refused (docs/decisions/0006-sessions.md). Changing the password or the
// email raises the version; deleting the account removes it. Either way the database tells every
// server instance once the transaction commits, so they close that account's sockets.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`.execute(db);
  // NOTIFY is transactional: listeners hear it at commit, and never when the change rolls back.
  await sql`
    CREATE FUNCTION users_notify_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('booknook_sessions_ended', OLD.id::text);
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER users_sessions_ended
    AFTER UPDATE OF session_version OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION users_notify_sessions_ended()
  `.execute(db);
}
