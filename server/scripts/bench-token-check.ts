// BENCHMARK ONLY. What checking a login token costs each authenticated request
// (docs/decisions/0006-sessions.md): the JWT's signature and expiry, then one primary-key lookup
// of the account, which since session versions also reads session_version. Measured on the
// embedded database and, with DATABASE_URL, on PostgreSQL; with REDIS_URL also one Redis GET, the
// round trip a per-request denylist lookup (a rejected alternative) would add.
//
//   npx tsx server/scripts/bench-token-check.ts
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { createClient } from 'redis';
import { TokenService } from '../src/auth/tokens';
import { createDatabase, type AppDatabase } from '../src/db';
import { executePrepared } from '../src/db/prepared';
import { microsecondsPerCall, type Step } from './interleaved';
import { throwawayDatabase } from './throwaway-postgres';

const SECRET = 'benchmark-secret-of-at-least-thirty-two-characters';
const ROUNDS = 12;
const CALLS_PER_ROUND = 400;

async function bench(label: string, database: AppDatabase, redisUrl: string | undefined) {
  const { db } = database;
  const user = await db
    .insertInto('users')
    .values({ username: 'bench_token', email: 'bench_token@example.com', password_hash: 'not-a-hash', display_name: 'Bench' })
    .returning(['id', 'session_version'])
    .executeTakeFirstOrThrow();
  const tokens = new TokenService(db, SECRET, 3600);
  const token = tokens.sign(user);
  const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
  // As the check was before: the same statement, built per request, without session_version.
  const before = () => executePrepared(db, db.selectFrom('users').select(['id', 'username', 'user_type_id']).where('id', '=', user.id).compile());
  const steps: Record<string, Step> = {
    'JWT signature and expiry': async () => jwt.verify(token, key, { algorithms: ['HS256'] }),
    'account lookup before session versions': before,
    'account lookup with session_version': () => tokens.currentAccount(user.id),
    'whole check (tokens.authenticate)': () => tokens.authenticate(token),
  };
  const redis = redisUrl ? createClient({ url: redisUrl }) : null;
  if (redis) {
    await redis.connect();
    steps['for comparison: one Redis GET (a denylist lookup)'] = () => redis.get('booknook:bench:denylist:none');
  }
  try {
    const micros = await microsecondsPerCall(steps, ROUNDS, CALLS_PER_ROUND);
    console.log(`\n${label}: microseconds per request (median of ${ROUNDS} rounds of ${CALLS_PER_ROUND} calls)`);
    for (const [name, value] of Object.entries(micros)) console.log(`  ${name.padEnd(52)} ${value.toFixed(1).padStart(8)} µs`);
    const added = micros['account lookup with session_version']! - micros['account lookup before session versions']!;
    console.log(`  reading session_version adds ${added.toFixed(1)} µs to the lookup every request already made (${((100 * added) / micros['whole check (tokens.authenticate)']!).toFixed(1)}% of the whole check)`);
  } finally {
    await redis?.quit();
  }
}

async function main() {
  console.log('\n## Token check per authenticated request (session versions, decision 0006)');
  const embedded = await createDatabase({ databaseUrl: null, dataDir: null });
  try {
    await bench('embedded PGlite, in memory', embedded, process.env.REDIS_URL);
  } finally {
    await embedded.close();
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL skipped (set DATABASE_URL)');
    return;
  }
  const throwaway = await throwawayDatabase(adminUrl, 'bench_token');
  try {
    const database = await createDatabase({ databaseUrl: throwaway.url, dataDir: null });
    try {
      await bench('PostgreSQL', database, process.env.REDIS_URL);
    } finally {
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
}

main().catch((error: unknown) => {
  console.error('bench-token-check failed:', error);
  process.exit(1);
});
