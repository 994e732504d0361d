// BENCHMARK ONLY. `npm run bench -- --only=cluster` (issue 23): through HAProxy, an open-loop load
// at a fixed rate for 60 s (readers searching, listing shelves and creating shelves, the write
// read back at the end) with 1,000 open sockets; at 20 s one instance is killed (-9) and restarted
// at 30 s; from 40 s a rolling restart (SIGTERM, one at a time). Then the same read load, closed
// loop, against the three-instance cluster and a one-instance one on the same PostgreSQL: the ratio.
// Needs DATABASE_URL (a server to make a throwaway database on), REDIS_URL and HAProxy.
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_RECONNECT, SOCKET_PATH } from '@booknook/api/contract/realtime';
import { throwawayDatabase } from '../server/scripts/throwaway-postgres.ts';
import { INSTALL_PROXY, proxyInstalled, startCluster, type Cluster } from './cluster.mts';

const PUBLIC_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 8180);
const RATE_PER_SECOND = Number(process.env.BENCH_CLUSTER_RATE ?? 40);
const SOCKETS = Number(process.env.BENCH_CLUSTER_SOCKETS ?? 1000);
const READERS = 20;
const DURATION_MS = 60_000;
const SEARCH_WORDS = ['tolkien', 'harry', 'love', 'war', 'austen', 'history', 'night', 'river'];

interface Reader {
  token: string;
  /** Shelves the API acknowledged creating (201). */
  acknowledged: string[];
}

interface Sample {
  at: number;
  ms: number;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
};

async function signUp(origin: string): Promise<Reader> {
  const name = `bench${randomBytes(5).toString('hex')}`;
  const form = new FormData();
  for (const [key, value] of Object.entries({ username: name, display_name: name, email: `${name}@bench.booknook.test`, password: 'Read3r!pass', bio: '', profile_visibility: 'private' })) form.set(key, value);
  const created = await fetch(`${origin}/api/auth/create`, { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${name}@bench.booknook.test`, password: 'Read3r!pass' }) });
  const { token } = (await login.json()) as { token: string };
  return { token, acknowledged: [] };
}

/** One request of the mix; resolves whether it succeeded. */
async function oneRequest(origin: string, reader: Reader, index: number): Promise<boolean> {
  const auth = { authorization: `Bearer ${reader.token}` };
  try {
    const kind = index % 10;
    if (kind < 4) return (await fetch(`${origin}/api/books-api?q=${SEARCH_WORDS[index % SEARCH_WORDS.length]}`)).ok;
    if (kind < 7) return (await fetch(`${origin}/api/shelves`, { headers: auth })).ok;
    const name = `Bench ${index} ${randomBytes(3).toString('hex')}`;
    const response = await fetch(`${origin}/api/shelves`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    if (response.status === 201) reader.acknowledged.push(name);
    return response.status === 201;
  } catch {
    return false;
  }
}

interface SocketWatch {
  sockets: Socket[];
  /** Milliseconds from each drop to the next connection. */
  reconnectMs: number[];
  dropped: number;
}

function openSockets(origin: string, readers: Reader[]): SocketWatch {
  const watch: SocketWatch = { sockets: [], reconnectMs: [], dropped: 0 };
  for (let index = 0; index < SOCKETS; index += 1) {
    const reader = readers[index % readers.length]!;
    const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: reader.token }, ...REALTIME_RECONNECT });
    let droppedAt: number | null = null;
    socket.on('disconnect', () => {
      droppedAt = performance.now();
      watch.dropped += 1;
    });
    socket.on('connect', () => {
      if (droppedAt !== null) watch.reconnectMs.push(performance.now() - droppedAt);
      droppedAt = null;
    });
    watch.sockets.push(socket);
  }
  return watch;
}

/** Closed-loop reads (search and shelves) by `workers` at once for `ms`: requests per second and p99. */
async function capacity(origin: string, readers: Reader[], ms: number, workers = 16): Promise<{ perSecond: number; p99: number }> {
  const durations: number[] = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = worker; performance.now() < end; index += workers) {
        const started = performance.now();
        if (await oneRequest(origin, readers[index % readers.length]!, (index % 7))) durations.push(performance.now() - started);
      }
    }),
  );
  return { perSecond: durations.length / (ms / 1000), p99: p(durations, 0.99) };
}

function clusterOf(instances: number, env: NodeJS.ProcessEnv): Promise<Cluster> {
  const instancePorts = Array.from({ length: instances }, (_, index) => PUBLIC_PORT + 1 + index);
  return startCluster({ publicPort: PUBLIC_PORT, host: '127.0.0.1', instancePorts, metricsPorts: [], env, log: () => undefined });
}

export async function clusterBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !process.env.REDIS_URL || !proxyInstalled()) {
    console.log(`\n## Cluster: skipped (needs DATABASE_URL, REDIS_URL and HAProxy${proxyInstalled() ? '' : `; ${INSTALL_PROXY}`})`);
    return;
  }
  const database = await throwawayDatabase(adminUrl, 'cluster');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, REDIS_PREFIX: `${randomBytes(4).toString('hex')}:`, TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'warn' };
  let cluster = await clusterOf(3, env);
  try {
    const origin = cluster.origin;
    const readers: Reader[] = [];
    for (let count = 0; count < READERS; count += 1) readers.push(await signUp(origin));
    const watch = openSockets(origin, readers);
    while (watch.sockets.some((socket) => !socket.connected)) await sleep(200);

    const samples: Sample[] = [];
    const pending: Array<Promise<void>> = [];
    const started = performance.now();
    const marks: Record<string, number> = {};
    const timeline = (async () => {
      await sleep(20_000);
      marks.kill = performance.now() - started;
      cluster.instances[0]!.kill('SIGKILL', 10_000);
      await sleep(20_000);
      marks.rollingFrom = performance.now() - started;
      for (const instance of cluster.instances) {
        instance.kill('SIGTERM', 0);
        await sleep(1000);
        await instance.ready();
      }
      marks.rollingTo = performance.now() - started;
    })();
    for (let index = 0; performance.now() - started < DURATION_MS || !('rollingTo' in marks); index += 1) {
      const due = started + (index * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const at = performance.now() - started;
      pending.push(oneRequest(origin, readers[index % READERS]!, index).then((ok) => void samples.push({ at, ms: performance.now() - started - at, ok })));
    }
    await Promise.all(pending);
    await timeline;

    let lost = 0;
    let acknowledged = 0;
    for (const reader of readers) {
      const shelves = (await (await fetch(`${origin}/api/shelves`, { headers: { authorization: `Bearer ${reader.token}` } })).json()) as Array<{ name: string }>;
      const names = new Set(shelves.map((shelf) => shelf.name));
      acknowledged += reader.acknowledged.length;
      lost += reader.acknowledged.filter((name) => !names.has(name)).length;
    }
    await sleep(5000);
    const connectedAtEnd = watch.sockets.filter((socket) => socket.connected).length;
    // Counted before the bench closes its own sockets, which are no drops.
    const drops = watch.dropped;
    for (const socket of watch.sockets) socket.close();

    const failedBetween = (from: number, to: number) => samples.filter((sample) => !sample.ok && sample.at >= from && sample.at < to).length;
    const killSecond = samples.filter((sample) => sample.at >= marks.kill! && sample.at < marks.kill! + 1000).length;
    console.log('\n## Cluster: three instances behind HAProxy on PostgreSQL and Redis (issue 23)');
    console.log(`open-loop load: ${RATE_PER_SECOND} requests/s for ${(samples.at(-1)!.at / 1000).toFixed(0)} s, ${samples.length} requests, ${SOCKETS} sockets`);
    console.log(`kill -9 at ${(marks.kill! / 1000).toFixed(1)} s: failed in its first second ${failedBetween(marks.kill!, marks.kill! + 1000)} of ${killSecond}; failed after that second until the restart ${failedBetween(marks.kill! + 1000, marks.kill! + 10_000)}`);
    console.log(`rolling restart ${(marks.rollingFrom! / 1000).toFixed(1)}-${(marks.rollingTo! / 1000).toFixed(1)} s: failed ${failedBetween(marks.rollingFrom!, marks.rollingTo! + 1000)} (goal 0)`);
    console.log(`other failures: ${samples.filter((sample) => !sample.ok).length - failedBetween(marks.kill!, marks.kill! + 10_000) - failedBetween(marks.rollingFrom!, marks.rollingTo! + 1000)}`);
    console.log(`acknowledged writes lost: ${lost} of ${acknowledged} (goal 0)`);
    console.log(`socket drops ${drops}, reconnections ${watch.reconnectMs.length}, connected at the end ${connectedAtEnd} of ${SOCKETS}; time to reconnect p50 ${p(watch.reconnectMs, 0.5).toFixed(0)} ms, p99 ${p(watch.reconnectMs, 0.99).toFixed(0)} ms (goal 5,000)`);
    console.log(`latency over the run: p50 ${p(samples.map((s) => s.ms), 0.5).toFixed(0)} ms, p99 ${p(samples.map((s) => s.ms), 0.99).toFixed(0)} ms`);

    const three = await capacity(origin, readers, 10_000);
    await cluster.stop();
    cluster = await clusterOf(1, env);
    const one = await capacity(cluster.origin, readers, 10_000);
    console.log(`closed-loop reads, 16 at once, 10 s: three instances ${three.perSecond.toFixed(0)}/s p99 ${three.p99.toFixed(0)} ms; one instance ${one.perSecond.toFixed(0)}/s p99 ${one.p99.toFixed(0)} ms; ratio ${(three.perSecond / one.perSecond).toFixed(2)}x throughput, ${(three.p99 / one.p99).toFixed(2)}x p99`);
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

