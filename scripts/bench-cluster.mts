// BENCHMARK ONLY. `npm run bench -- --only=cluster` (issue 23): through HAProxy, an open-loop load
// at a fixed rate for 60 s (readers searching, listing shelves, creating shelves, saving progress
// and reviews; every acknowledged write read back at the end) with 1,000 open sockets; at 20 s one
// instance is killed (-9) and restarted at 30 s; from 40 s a rolling restart (SIGTERM, one at a
// time). An administrator broadcasts while sockets are away, and each reconnected socket makes the
// shell's unread check: it must see what was sent meanwhile. Then the same read load, closed loop,
// against the three-instance cluster and a one-instance one on the same PostgreSQL: the ratio.
// Needs DATABASE_URL (a server to make a throwaway database on), REDIS_URL and HAProxy.
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_RECONNECT, SOCKET_PATH } from '@booknook/api/contract/realtime';
import { throwawayDatabase, type ThrowawayDatabase } from '../server/scripts/throwaway-postgres.ts';
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
  /** Per book, the page the API acknowledged saving (200); each write is to a book of its own. */
  progress: Map<string, number>;
  /** Per book, the rating of the review the API acknowledged (201). */
  reviews: Map<string, number>;
  /** How many books of the pool this reader has written progress and reviews for. */
  booksUsed: number;
}

/** Catalogue books with a page count (progress needs one), each written at most once per reader and kind. */
let bookPool: Array<{ id: string; pageCount: number }> = [];

const WRITE_KINDS = ['shelf', 'progress', 'review'] as const;

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

/** A new account through the API, signed in: its token. */
async function signUp(origin: string, name = `bench${randomBytes(5).toString('hex')}`, beforeLogin: (name: string) => Promise<void> = async () => undefined): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ username: name, display_name: name, email: `${name}@bench.booknook.test`, password: 'Read3r!pass', bio: '', profile_visibility: 'private' })) form.set(key, value);
  const created = await fetch(`${origin}/api/auth/create`, { method: 'POST', body: form });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  await beforeLogin(name);
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${name}@bench.booknook.test`, password: 'Read3r!pass' }) });
  return ((await login.json()) as { token: string }).token;
}

const newReader = async (origin: string): Promise<Reader> => ({ token: await signUp(origin), acknowledged: [], progress: new Map(), reviews: new Map(), booksUsed: 0 });

const failuresByKind = new Map<string, number>();
const countFailure = (kind: string) => failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);

/** One request of the mix; resolves whether it succeeded. */
async function oneRequest(origin: string, reader: Reader, index: number): Promise<boolean> {
  const auth = { authorization: `Bearer ${reader.token}` };
  try {
    const kind = index % 10;
    const json = { ...auth, 'content-type': 'application/json' };
    const ok = (label: string, passed: boolean) => {
      if (!passed) countFailure(label);
      return passed;
    };
    if (kind < 3) return ok('search', (await fetch(`${origin}/api/books-api?q=${SEARCH_WORDS[index % SEARCH_WORDS.length]}`)).ok);
    if (kind < 5) return ok('list shelves', (await fetch(`${origin}/api/shelves`, { headers: auth })).ok);
    if (kind === 5) {
      const name = `Bench ${index} ${randomBytes(3).toString('hex')}`;
      const response = await fetch(`${origin}/api/shelves`, { method: 'POST', headers: json, body: JSON.stringify({ name }) });
      if (response.status === 201) reader.acknowledged.push(name);
      return ok('create shelf', response.status === 201);
    }
    const book = bookPool[reader.booksUsed++ % bookPool.length]!;
    if (kind < 8) {
      const page = 1 + (index % (book.pageCount - 1));
      const response = await fetch(`${origin}/api/progress/${book.id}`, { method: 'PUT', headers: json, body: JSON.stringify({ current_page: page }) });
      if (response.status === 200) reader.progress.set(book.id, ((await response.json()) as { current_page: number }).current_page);
      return ok('save progress', response.status === 200);
    }
    const rating = 1 + (index % 5);
    const response = await fetch(`${origin}/api/reviews`, { method: 'POST', headers: json, body: JSON.stringify({ book_id: book.id, rating, review_text: `Bench review ${index}` }) });
    if (response.status === 201) reader.reviews.set(book.id, rating);
    return ok('save review', response.status === 201);
  } catch {
    countFailure('no answer');
    return false;
  }
}

/** Every acknowledged write of the readers, read back: how many were acknowledged and how many are missing, by kind. */
async function readBack(origin: string, readers: Reader[]): Promise<Record<(typeof WRITE_KINDS)[number], { acknowledged: number; lost: number }>> {
  const result = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { acknowledged: 0, lost: 0 }])) as Record<(typeof WRITE_KINDS)[number], { acknowledged: number; lost: number }>;
  const get = async <T,>(url: string, token: string): Promise<T | null> => {
    const response = await fetch(`${origin}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? ((await response.json()) as T) : null;
  };
  for (const reader of readers) {
    const shelves = (await get<Array<{ name: string }>>('/shelves', reader.token)) ?? [];
    const names = new Set(shelves.map((shelf) => shelf.name));
    result.shelf.acknowledged += reader.acknowledged.length;
    result.shelf.lost += reader.acknowledged.filter((name) => !names.has(name)).length;
    for (const [bookId, page] of reader.progress) {
      result.progress.acknowledged += 1;
      if ((await get<{ current_page: number }>(`/progress/${bookId}`, reader.token))?.current_page !== page) result.progress.lost += 1;
    }
    for (const [bookId, rating] of reader.reviews) {
      result.review.acknowledged += 1;
      if ((await get<{ rating: number }>(`/reviews/${bookId}`, reader.token))?.rating !== rating) result.review.lost += 1;
    }
  }
  return result;
}

/** A socket's time away and what the unread check it made on reconnecting found. */
interface Absence {
  droppedAt: number;
  reconnectedAt: number;
  check: Promise<{ hasUnread: boolean; unreadIds: Set<number> } | null>;
}

interface SocketWatch {
  sockets: Socket[];
  /** Milliseconds from each drop to the next connection. */
  reconnectMs: number[];
  dropped: number;
  absences: Absence[];
}

/** What the shell does on reconnecting (its unread check), and the reader's newest notifications to see which ones it caught. */
async function unreadCheck(origin: string, token: string): Promise<{ hasUnread: boolean; unreadIds: Set<number> } | null> {
  try {
    const headers = { authorization: `Bearer ${token}` };
    const unread = (await (await fetch(`${origin}/api/notifications/unread`, { headers })).json()) as { hasUnread: boolean };
    const list = (await (await fetch(`${origin}/api/notifications/user?limit=20`, { headers })).json()) as { notifications: Array<{ id: number; is_read: boolean }> };
    return { hasUnread: unread.hasUnread, unreadIds: new Set(list.notifications.filter((notification) => !notification.is_read).map((notification) => notification.id)) };
  } catch {
    return null;
  }
}

function openSockets(origin: string, readers: Reader[]): SocketWatch {
  const watch: SocketWatch = { sockets: [], reconnectMs: [], dropped: 0, absences: [] };
  for (let index = 0; index < SOCKETS; index += 1) {
    const reader = readers[index % readers.length]!;
    const socket = io(origin, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: reader.token }, ...REALTIME_RECONNECT });
    let droppedAt: number | null = null;
    socket.on('disconnect', () => {
      droppedAt = performance.now();
      watch.dropped += 1;
    });
    socket.on('connect', () => {
      if (droppedAt !== null) {
        const reconnectedAt = performance.now();
        watch.reconnectMs.push(reconnectedAt - droppedAt);
        watch.absences.push({ droppedAt, reconnectedAt, check: unreadCheck(origin, reader.token) });
      }
      droppedAt = null;
    });
    watch.sockets.push(socket);
  }
  return watch;
}

interface Broadcast {
  id: number;
  sentAt: number;
  acknowledgedAt: number;
}

async function broadcast(origin: string, adminToken: string, label: string): Promise<Broadcast | null> {
  const sentAt = performance.now();
  const response = await fetch(`${origin}/api/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: `While away: ${label}`, message: 'Sent while some sockets were reconnecting.', notification_type: 'info', user_id: null }),
  }).catch((error: unknown) => {
    console.log(`broadcast "${label}" got no answer: ${error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error)}`);
    return null;
  });
  if (!response) return null;
  if (response.status !== 201) {
    console.log(`broadcast "${label}" answered ${response.status}: ${await response.text()}`);
    return null;
  }
  return { id: ((await response.json()) as { id: number }).id, sentAt, acknowledgedAt: performance.now() };
}

/** Closed-loop reads (the mix's search and shelf lists) by `workers` at once for `ms`: requests per second and p99. */
async function capacity(origin: string, readers: Reader[], ms: number, workers = 16): Promise<{ perSecond: number; p99: number }> {
  const durations: number[] = [];
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = worker; performance.now() < end; index += workers) {
        const started = performance.now();
        if (await oneRequest(origin, readers[index % readers.length]!, index % 5)) durations.push(performance.now() - started);
      }
    }),
  );
  return { perSecond: durations.length / (ms / 1000), p99: p(durations, 0.99) };
}

/** One more account, made an administrator in the database (no route makes one) before it signs in. */
function administrator(origin: string, database: ThrowawayDatabase): Promise<string> {
  return signUp(origin, `benchadmin${randomBytes(4).toString('hex')}`, async (name) => {
    await database.query('UPDATE users SET user_type_id = 1 WHERE username = $1', [name]);
  });
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
    for (let count = 0; count < READERS; count += 1) readers.push(await newReader(origin));
    const adminToken = await administrator(origin, database);
    // The seed catalogue has no page counts and progress needs one: the pool's books are given one
    // (an empty pool made every progress and review request of the mix fail in the bench itself).
    const pool = await database.query<{ id: string; page_count: number }>(
      'UPDATE books SET page_count = COALESCE(page_count, 320) WHERE id IN (SELECT id FROM books ORDER BY id LIMIT 200) RETURNING id, page_count',
    );
    bookPool = pool.map((row) => ({ id: row.id, pageCount: row.page_count }));
    if (bookPool.length === 0) throw new Error('the cluster bench found no catalogue books to write progress and reviews for');
    // Nothing unread at the start: what a reconnected socket finds unread was sent during the run.
    for (const reader of readers) await fetch(`${origin}/api/notifications/read-all`, { method: 'POST', headers: { authorization: `Bearer ${reader.token}` } });
    const watch = openSockets(origin, readers);
    while (watch.sockets.some((socket) => !socket.connected)) await sleep(200);

    const samples: Sample[] = [];
    const pending: Array<Promise<void>> = [];
    const started = performance.now();
    const marks: Record<string, number> = {};
    const broadcasts: Array<Promise<Broadcast | null>> = [];
    const timeline = (async () => {
      await sleep(20_000);
      marks.kill = performance.now() - started;
      cluster.instances[0]!.kill('SIGKILL', 10_000);
      // The killed instance's sockets reconnect after 0.5-1.5 s.
      await sleep(300);
      broadcasts.push(broadcast(origin, adminToken, 'kill'));
      await sleep(19_700);
      marks.rollingFrom = performance.now() - started;
      for (const [index, instance] of cluster.instances.entries()) {
        instance.kill('SIGTERM', 0);
        // It closes its sockets once HAProxy has taken it out (DRAIN_DELAY_MS), a slice at a time.
        await sleep(2500);
        broadcasts.push(broadcast(origin, adminToken, `rolling restart ${index + 1}`));
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

    const written = await readBack(origin, readers);
    await sleep(5000);
    // A notification was sent while a socket was away when the socket dropped before it was sent
    // and came back after it was acknowledged; its unread check on coming back must show it.
    const sent = (await Promise.all(broadcasts)).filter((sentOne) => sentOne !== null);
    let missedWhileAway = 0;
    let caughtUp = 0;
    let checksFailed = 0;
    for (const absence of watch.absences) {
      const missed = sent.filter((sentOne) => absence.droppedAt < sentOne.sentAt && sentOne.acknowledgedAt < absence.reconnectedAt);
      if (missed.length === 0) continue;
      const found = await absence.check;
      if (!found) checksFailed += 1;
      missedWhileAway += missed.length;
      caughtUp += found?.hasUnread ? missed.filter((sentOne) => found.unreadIds.has(sentOne.id)).length : 0;
    }
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
    console.log(`failures by kind: ${[...failuresByKind].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none'}`);
    console.log(`acknowledged writes lost (goal 0): ${WRITE_KINDS.map((kind) => `${kind} ${written[kind].lost} of ${written[kind].acknowledged}`).join(', ')}`);
    console.log(`notifications sent while a socket was away: ${sent.length} broadcasts of ${broadcasts.length} acknowledged; ${missedWhileAway} missed by a socket, ${caughtUp} seen by its unread check on reconnecting (goal all)${checksFailed ? `, ${checksFailed} checks failed` : ''}`);
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

