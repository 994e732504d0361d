// `npm run create-admin -- --username U --email E --password P`: creates an administrator
// (user_type_id 1) in the configured database, creating and migrating it when new.
import { parseArgs } from 'node:util';
import { USER_TYPE } from '@booknook/api/contract';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError, createDatabase } from '../db';
import { HttpError } from '../http/errors';
import { createAccount } from '../users/accounts';

export const USAGE = 'Usage: npm run create-admin -- --username <name> --email <address> --password <password>';

export interface AdminArguments {
  username: string;
  email: string;
  password: string;
}

/** The three options, or a sentence saying what is wrong with the command line. */
export function parseAdminArguments(argv: string[]): AdminArguments | string {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
  const { username, email, password } = values;
  if (typeof username !== 'string' || typeof email !== 'string' || typeof password !== 'string') {
    return `--username, --email and --password are all required.\n${USAGE}`;
  }
  return { username, email, password };
}

/** Runs the command; returns the process exit code. Never prints the password. */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const parsed = parseAdminArguments(argv);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  let database;
  try {
    database = await createDatabase(loadConfig(env));
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`${error.message}\nThe embedded database can only be changed while the server is stopped.`);
      return 1;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const user = await createAccount(database.db, { ...parsed, display_name: parsed.username }, USER_TYPE.admin);
    console.log(`Administrator "${user.username}" created (id ${user.id}) in ${database.location}.`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`Could not create the administrator: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  createAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('create-admin failed:', error);
      process.exit(1);
    },
  );
}
