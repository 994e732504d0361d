// `npm run restore -- <file>`: replaces the embedded database (DATA_DIR) with a backup made by
// `npm run backup`. The server must be stopped; the replaced database is kept beside it.
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError } from '../db';
import { restoreEmbedded } from '../db/backup';

export const RESTORE_USAGE = 'Usage: npm run restore -- <file.tar.gz>   (into the embedded database of DATA_DIR, with the server stopped; for PostgreSQL use pg_restore, see the README)';

export async function restore(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [source, ...rest] = argv;
  if (!source || rest.length) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  if (config.databaseUrl || !config.dataDir) {
    console.error(`DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).\n${RESTORE_USAGE}`);
    return 2;
  }
  try {
    const keptAside = await restoreEmbedded(config.dataDir, source);
    console.log(`Restored ${source} into ${config.dataDir}.${keptAside ? ` The database it replaced is in ${keptAside}; remove it when you no longer need it.` : ''}`);
    return 0;
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`${error.message}\nStop the server before restoring a backup.`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  restore(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
