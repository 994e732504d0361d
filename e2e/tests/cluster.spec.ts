// Issue 23 in the browser: `npm run cluster` (HAProxy in front of two instances on PostgreSQL and
// Redis; CI installs HAProxy) as readers meet it. A notification an administrator sends through one
// instance reaches a reader whose socket is on the other; when the instance serving the reader is
// killed, their tab reconnects to the other one and keeps working. The cluster gets a throwaway
// database of the local PostgreSQL and a Redis prefix of its own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { CreateNotificationBody } from '@booknook/api/contract';
import { E2E_PORT } from '../fixtures/constants';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

const repoRoot = path.resolve(__dirname, '../..');
const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Ports of their own next to the suite's server, which keeps running meanwhile.
const PUBLIC_PORT = E2E_PORT + 60;
const INSTANCE_PORTS = [E2E_PORT + 61, E2E_PORT + 62];
const METRICS_PORTS = [E2E_PORT + 63, E2E_PORT + 64];
const origin = `http://127.0.0.1:${PUBLIC_PORT}`;
const database = `booknook_e2e_cluster_${process.pid}`;
const ADMIN = { username: 'clusteradmin', email: 'cluster-admin@e2e.booknook.test', password: 'Adm1n!cluster' };
const UNREAD = 'You have unread notifications';

test.describe.configure({ timeout: 300_000 });
test.use({ baseURL: origin });

const psql = (statement: string) => execFileSync('psql', [`${POSTGRES}/postgres`, '-qc', statement], { stdio: 'pipe' });
let cluster: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  psql(`CREATE DATABASE ${database}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `${POSTGRES}/${database}`,
    REDIS_URL,
    REDIS_PREFIX: `${database}:`,
    PORT: String(PUBLIC_PORT),
    HOST: '127.0.0.1',
    CLUSTER_PORTS: INSTANCE_PORTS.join(','),
    METRICS_PORT: String(METRICS_PORTS[0]),
    AUTH_RATE_LIMIT: '1000',
  };
  execFileSync('npm', ['run', 'create-admin', '--silent', '--', '--username', ADMIN.username, '--email', ADMIN.email, '--password', ADMIN.password], { cwd: repoRoot, env, stdio: 'pipe' });
  cluster = spawn('npm', ['run', 'cluster'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [cluster.stdout, cluster.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 240_000, intervals: [500] }).toContain('BookNook is running at');
});

test.afterAll(async () => {
  if (cluster?.pid) {
    const exited = new Promise((resolve) => cluster!.once('exit', resolve));
    process.kill(-cluster.pid, 'SIGTERM');
    await exited;
  }
  psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

/** The open sockets an instance reports on its metrics port. */
async function openSockets(instance: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORTS[instance]}/metrics`).catch(() => null))?.text();
  return Number(/^socketio_open_sockets (\d+)$/m.exec(text ?? '')?.[1] ?? -1);
}

/** The pid listening on a port (the supervisor does not print its instances' pids). */
function pidListeningOn(port: number): number {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  return Number(/pid=(\d+)/.exec(line)?.[1]);
}

async function notify(page: Page, instancePort: number, token: string, body: Omit<CreateNotificationBody, 'notification_type'>) {
  // Straight to one instance, past the proxy: the notification must cross to the other through Redis.
  const response = await page.request.post(`http://127.0.0.1:${instancePort}/api/notifications`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { notification_type: 'update', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a reader keeps working when their instance is killed, and hears an administrator on the other one', async ({ page }) => {
  const reader = uniqueUser('clustered');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  const bell = page.getByRole('button', { name: 'Notifications' });
  const login = await page.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const { token: adminToken } = (await login.json()) as { token: string };
  const readerId = Number(await page.evaluate(() => localStorage.getItem('user_id')));

  // The instance holding the reader's socket, and the other one.
  await expect.poll(async () => (await openSockets(0)) + (await openSockets(1)), { timeout: 30_000 }).toBe(1);
  const serving = (await openSockets(0)) === 1 ? 0 : 1;
  const other = 1 - serving;

  const suffix = Date.now().toString(36);
  await notify(page, INSTANCE_PORTS[other]!, adminToken, { title: `From the other instance ${suffix}`, message: 'Crossed through Redis.', user_id: readerId });
  await expect(bell).toHaveAccessibleDescription(UNREAD);

  process.kill(pidListeningOn(INSTANCE_PORTS[serving]!), 'SIGKILL');
  // The tab's socket reconnects through the proxy (to the instance still running, or to the killed
  // one's replacement once the supervisor has restarted it).
  const reconnected = async () => Math.max(0, await openSockets(0)) + Math.max(0, await openSockets(1));
  await expect.poll(reconnected, { timeout: 30_000 }).toBe(1);
  await notify(page, INSTANCE_PORTS[other]!, adminToken, { title: `After the kill ${suffix}`, message: 'Still here.', user_id: readerId });
  await bell.click();
  const list = page.getByRole('menu', { name: 'Notifications' });
  await expect(list.getByRole('group', { name: `After the kill ${suffix}` })).toContainText('Still here.');
  await expect(list.getByRole('group', { name: `From the other instance ${suffix}` })).toContainText('Crossed through Redis.');
  await list.getByRole('group', { name: `After the kill ${suffix}` }).getByRole('menuitem', { name: 'Mark as read' }).click();
  await expect(list.getByRole('group', { name: `After the kill ${suffix}` }).getByRole('menuitem', { name: 'Mark as read' })).toBeDisabled();
});
