// Accounts, their pictures, shelves and the server's own secrets. Lengths, shelf names and type
// ids are written out rather than imported: a migration must keep meaning what it meant when it ran.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Uniqueness ignores case (spec: 'Username is already taken' for "Ann" when "ann" exists); the
  // indexes, not a prior SELECT, are what make two simultaneous sign-ups with one name impossible.
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      username varchar(30) NOT NULL,
      email varchar(254) NOT NULL,
      password_hash text NOT NULL,
      display_name varchar(50) NOT NULL,
      bio varchar(150),
      profile_picture text,
      announcements boolean NOT NULL DEFAULT true,
      recommendations boolean NOT NULL DEFAULT true,
      reminders boolean NOT NULL DEFAULT true,
      updates boolean NOT NULL DEFAULT true,
      track_interactions boolean NOT NULL DEFAULT true,
      profile_visibility text NOT NULL DEFAULT 'private' CHECK (profile_visibility IN ('public', 'private')),
      mandatory_shelves_visibility text NOT NULL DEFAULT 'public' CHECK (mandatory_shelves_visibility IN ('public', 'private')),
      custom_shelves_visibility text NOT NULL DEFAULT 'public' CHECK (custom_shelves_visibility IN ('public', 'private')),
      reviews_visibility text NOT NULL DEFAULT 'public' CHECK (reviews_visibility IN ('public', 'private')),
      user_type_id integer NOT NULL DEFAULT 2 CHECK (user_type_id IN (1, 2)),
      date_created timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_unique ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`.execute(db);

  // Pictures live in the database so every server instance can serve every picture.
  await sql`
    CREATE TABLE profile_pictures (
      filename text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      content_type text NOT NULL,
      data bytea NOT NULL,
      date_created timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX profile_pictures_user_idx ON profile_pictures (user_id)`.execute(db);

  await sql`
    CREATE TABLE shelves (
      id serial PRIMARY KEY,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (btrim(name) <> ''),
      shelf_type_id integer NOT NULL,
      date_created timestamptz NOT NULL DEFAULT now(),
      CHECK (
        (shelf_type_id = 1 AND user_id IS NULL)
        OR (shelf_type_id = 2 AND user_id IS NOT NULL)
      )
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX shelves_custom_name_unique ON shelves (user_id, lower(name)) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  // The built-in shelves keep ids 1-4 everywhere (the front ends and the spec name them by id);
  // custom shelves are numbered after them.
  await sql`
    INSERT INTO shelves (id, user_id, name, shelf_type_id) VALUES
      (1, NULL, 'Currently Reading', 1),
      (2, NULL, 'Want To Read', 1),
      (3, NULL, 'Read', 1),
      (4, NULL, 'Did Not Finish', 1)
  `.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('shelves', 'id'), (SELECT max(id) FROM shelves))`.execute(db);

  await sql`
    CREATE TABLE app_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )
  `.execute(db);
}
