// Translators, illustrators and introduction writers are a book's contributors, not its authors
// (issue 24): goodbooks-10k lists them beside the author without a role, sometimes twice, so the
// first person it names is the author and the others, once each and in order, contributors.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE books ADD COLUMN contributors text[] NOT NULL DEFAULT '{}'`.execute(db);
  // A catalogue seeded before this migration: the same split the catalogue build now makes.
  await sql`
    UPDATE books SET
      contributors = coalesce((
        SELECT array_agg(person.name ORDER BY person.first_listed)
        FROM (
          SELECT listed.name, min(listed.position) AS first_listed
          FROM unnest(books.authors[2:]) WITH ORDINALITY AS listed(name, position)
          WHERE listed.name <> books.authors[1]
          GROUP BY listed.name
        ) AS person
      ), '{}'),
      authors = books.authors[1:1]
    WHERE source = 'goodbooks-10k' AND cardinality(authors) > 1
  `.execute(db);
}
