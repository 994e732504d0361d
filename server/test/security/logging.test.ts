// What the server writes to its log about a failed request: never the row a statement failed on
// (PostgreSQL's 'Failing row contains (…)' carries the email and the password hash), nor its values.
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { createTestDatabase, newAccountFields, postSignUp, signUpForm, testConfig } from '../helpers';

it('logs a database failure on sign-up by its codes, without the row, the email or the password hash', async () => {
  const database = await createTestDatabase();
  const log = new PassThrough();
  const lines: string[] = [];
  log.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const app = await buildApp(testConfig({ logLevel: 'error' }), { ...database, logger: log });
  try {
    // A constraint the sign-up does not expect, so the insert fails inside the database with the row in its detail.
    await sql`ALTER TABLE users ADD CONSTRAINT no_leak_test CHECK (display_name <> 'Row Leak')`.execute(database.db);
    const fields = newAccountFields({ display_name: 'Row Leak' });

    const response = await postSignUp(app, signUpForm(fields));

    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('no_leak_test');
    expect(logged).toContain('23514');
    expect(logged).not.toContain(fields.email);
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain('Failing row');
  } finally {
    await app.close();
    await database.close();
  }
});
