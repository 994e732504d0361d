// `npm run backup -- <file>`: a consistent copy of the embedded database (DATA_DIR), made while the
// server runs or not (db/backup.ts says how). PostgreSQL has pg_dump for this (README).
import { ConfigError, loadConfig } from '../config';
import { backupEmbedded } from '../db/backup';

export const BACKUP_USAGE = 'Usage: npm run backup -- <file.tar.gz>   (the embedded database of DATA_DIR; for PostgreSQL use pg_dump, see the README)';

export async function backup(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [target, ...rest] = argv;
  if (!target || rest.length) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  if (config.databaseUrl || !config.dataDir) {
    console.error(`DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README).\n${BACKUP_USAGE}`);
    return 2;
  }
  const madeBy = await backupEmbedded(config.dataDir, target);
  console.log(`Backup of ${config.dataDir} written to ${target} (${madeBy === 'server' ? 'by the running server' : 'the server was not running'})`);
  return 0;
}

if (require.main === module) {
  backup(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
