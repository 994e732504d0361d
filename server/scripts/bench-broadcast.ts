// BENCHMARK ONLY. Issue 13: one administrator's broadcast reaching 10,000 open sockets, measured from
// the moment the administrator's POST /notifications leaves until the last socket has the
// notification. The same broadcast is sent to one server instance holding every socket, to one
// instance with the Redis adapter, and to two instances joined by Redis holding half each. Server
// instances are real `npm start` processes on a throwaway PostgreSQL database (two processes cannot
// share the embedded one); the sockets live in separate client processes (broadcast-clients.ts).
// Needs DATABASE_URL and REDIS_URL.
//
//   DATABASE_URL=postgres://... REDIS_URL=redis://... npx tsx server/scripts/bench-broadcast.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AdminNotification } from '@booknook/api/contract';
import { TokenService } from '../src/auth/tokens';
import { seedCatalogue } from '../src/catalogue/seed';
import { createDatabase } from '../src/db';
import type { FromClients, TabToOpen, ToClients } from './broadcast-clients';
import { throwawayDatabase } from './throwaway-postgres';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const CLIENT_PROCESSES = 2;
const ROUNDS = 9;
const GOAL_MS = 2000;
const SECRET = 'benchmark-secret-of-at-least-thirty-two-characters';
const repoRoot = path.resolve(__dirname, '../..');
const CLIENT_SCRIPT = path.join(__dirname, 'broadcast-clients.ts');

/**
 * Every process here holds thousands of sockets: each is started under a shell that raises its
 * open-file limit (to 65,536 where allowed, else to the hard limit) before running node.
 */
function spawnWithManyFiles(args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const raiseLimit = 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"';
  return spawn('sh', ['-c', raiseLimit, process.execPath, '--import', 'tsx', ...args], options);
}

const now = () => performance.timeOrigin + performance.now();

interface Instance {
  origin: string;
  stop(): Promise<void>;
}

function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawnWithManyFiles([path.join(repoRoot, 'server/src/main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        resolve({
          origin: listening[1],
          stop: () =>
            new Promise((stopped) => {
              child.once('exit', () => stopped());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

class Clients {
  private readonly child = spawnWithManyFiles([CLIENT_SCRIPT], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  private readonly waiting = new Set<(message: FromClients) => void>();
  private readonly received: FromClients[] = [];

  constructor() {
    this.child.on('message', (message: FromClients) => {
      this.received.push(message);
      for (const waiter of this.waiting) waiter(message);
    });
  }

  private next<Kind extends FromClients['kind']>(matches: (message: FromClients) => message is Extract<FromClients, { kind: Kind }>): Promise<Extract<FromClients, { kind: Kind }>> {
    const earlier = this.received.find(matches);
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve, reject) => {
      const waiter = (message: FromClients) => {
        if (message.kind === 'failed') reject(new Error(`client process: ${message.message}`));
        if (!matches(message)) return;
        this.waiting.delete(waiter);
        resolve(message);
      };
      this.waiting.add(waiter);
    });
  }

  private send(message: ToClients): void {
    this.child.send(message);
  }

  /** Opens the tabs; answers how many handshakes had to be made again. */
  async connect(tabs: TabToOpen[]): Promise<number> {
    this.send({ kind: 'connect', tabs });
    const { count, retried } = await this.next((message): message is Extract<FromClients, { kind: 'connected' }> => message.kind === 'connected');
    if (count !== tabs.length) throw new Error(`only ${count} of ${tabs.length} sockets connected`);
    return retried;
  }

  delivered(notificationId: number) {
    return this.next((message): message is Extract<FromClients, { kind: 'delivered' }> => message.kind === 'delivered' && message.notificationId === notificationId);
  }

  close(): Promise<void> {
    return new Promise((closed) => {
      this.child.once('exit', () => closed());
      this.send({ kind: 'close' });
    });
  }
}

interface Reader {
  id: number;
  token: string;
}

interface Scenario {
  label: string;
  instances: number;
  redis: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function measure(scenario: Scenario, databaseUrl: string, redisUrl: string, admin: Reader, readers: Reader[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', JWT_SECRET: SECRET, LOG_LEVEL: 'info' };
  delete env.REDIS_URL;
  if (scenario.redis) Object.assign(env, { REDIS_URL: redisUrl, REDIS_PREFIX: `booknook-bench-${randomBytes(4).toString('hex')}:` });
  const instances = await Promise.all(Array.from({ length: scenario.instances }, () => startInstance(env)));
  const clients = Array.from({ length: CLIENT_PROCESSES }, () => new Clients());
  try {
    // Reader i's tab goes to instance i mod n; every client process holds tabs of every instance.
    const tabs = readers.map((reader, index): TabToOpen => ({ origin: instances[index % instances.length]!.origin, token: reader.token, userId: reader.id }));
    const clientOf = (tabIndex: number) => Math.floor(tabIndex / instances.length) % clients.length;
    const connectStarted = now();
    const retriedEach = await Promise.all(clients.map((client, index) => client.connect(tabs.filter((_tab, tabIndex) => clientOf(tabIndex) === index))));
    const connectSeconds = (now() - connectStarted) / 1000;
    const retried = retriedEach.reduce((sum, count) => sum + count, 0);
    const retriedText = retried ? `, ${retried} handshakes retried` : '';

    const lastSocketMs: number[] = [];
    const firstSocketMs: number[] = [];
    /** Per instance, in the order started: the first takes the POST, the others hear of it through Redis. */
    const lastPerInstanceMs = instances.map((): number[] => []);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const sentAt = now();
      const response = await fetch(`${instances[0]!.origin}/api/notifications`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Broadcast ${round}`, message: 'To every reader at once.', notification_type: 'info', user_id: null }),
      });
      if (response.status !== 201) throw new Error(`POST /notifications answered ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as AdminNotification;
      const deliveries = await Promise.all(clients.map((client) => client.delivered(id)));
      firstSocketMs.push(Math.min(...deliveries.map((delivery) => delivery.firstAt)) - sentAt);
      lastSocketMs.push(Math.max(...deliveries.map((delivery) => delivery.lastAt)) - sentAt);
      instances.forEach(({ origin }, index) => lastPerInstanceMs[index]!.push(Math.max(...deliveries.map((delivery) => delivery.lastAtByOrigin[origin] ?? -Infinity)) - sentAt));
      await new Promise((pause) => setTimeout(pause, 1000));
    }
    const perInstance = Math.round(SOCKETS / scenario.instances).toLocaleString('en');
    console.log(
      `${scenario.label.padEnd(38)} last socket ${median(lastSocketMs).toFixed(0).padStart(5)} ms, first ${median(firstSocketMs).toFixed(0).padStart(4)} ms` +
        `  (${perInstance} sockets per instance, connected in ${connectSeconds.toFixed(1)} s${retriedText}; rounds: ${lastSocketMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
    );
    if (instances.length > 1) {
      const [posted, ...relayed] = lastPerInstanceMs.map((times) => `${median(times).toFixed(0)} ms`);
      console.log(`${''.padEnd(38)} last socket on the instance that took the POST ${posted}, on the other (through Redis) ${relayed.join(', ')}`);
    }
    return median(lastSocketMs);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

async function main() {
  console.log(`\n## One administrator broadcast to ${SOCKETS.toLocaleString('en')} open sockets (median of ${ROUNDS}; from the POST leaving to the socket having it)`);
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) {
    console.log('skipped: needs DATABASE_URL (several server processes share one PostgreSQL) and REDIS_URL');
    return;
  }
  const throwaway = await throwawayDatabase(adminUrl, 'bench_broadcast');
  const database = await createDatabase({ databaseUrl: throwaway.url, dataDir: null });
  try {
    // Seeded here, before any instance starts: a first start seeds it, which would run under the first measurement.
    await seedCatalogue(database.db);
    const tokens = new TokenService(database.db, SECRET, 3600);
    // Readers straight into the table: the benchmark is about delivery, not sign-up.
    const { rows } = await sql<{ id: number; user_type_id: number }>`
      INSERT INTO users (username, email, password_hash, display_name, user_type_id)
      SELECT 'bench_' || n, 'bench_' || n || '@bench.test', 'not-a-hash', 'Bench ' || n, CASE WHEN n = 0 THEN 1 ELSE 2 END
      FROM generate_series(0, ${SOCKETS}) AS n
      RETURNING id, user_type_id`.execute(database.db);
    const people = rows.map(({ id, user_type_id }) => ({ id, user_type_id, token: tokens.sign({ id, session_version: 0 }) }));
    const admin = people.find((person) => person.user_type_id === 1)!;
    const readers = people.filter((person) => person !== admin);
    console.log(`${os.cpus().length} cores; ${CLIENT_PROCESSES} client processes; server instances are \`npm start\` processes on PostgreSQL`);

    const scenarios: Scenario[] = [
      { label: 'one instance', instances: 1, redis: false },
      { label: 'one instance with the Redis adapter', instances: 1, redis: true },
      { label: 'two instances joined by Redis', instances: 2, redis: true },
    ];
    const results: number[] = [];
    for (const scenario of scenarios) results.push(await measure(scenario, throwaway.url, redisUrl, admin, readers));
    const [single, , twoInstances] = results;
    console.log(`two instances against one: ${((twoInstances ?? NaN) / (single ?? NaN)).toFixed(2)}x; goal: under ${GOAL_MS.toLocaleString('en')} ms with two instances (${twoInstances! < GOAL_MS ? 'met' : 'NOT met'})`);
  } finally {
    await database.close();
    await throwaway.drop();
  }
}

main().catch((error: unknown) => {
  console.error('bench-broadcast failed:', error);
  process.exit(1);
});
