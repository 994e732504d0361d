// `npm run cluster`: BookNook as a site with many readers runs it (issue 23, docs/decisions/0015):
// HAProxy on the public port in front of three server instances on ports of their own, sharing
// PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). This process is their supervisor: it starts a
// new instance in place of one that dies (after a growing pause), and SIGTERM or Ctrl-C stops
// everything it started. HAProxy runs in the foreground under it (-db), never as a daemon.
//
// The bench (--only=cluster) and the cluster e2e test start the same cluster through startCluster().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './apps.mts';

export const INSTALL_PROXY = 'HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y haproxy';

/** How often HAProxy asks each instance GET /api/health/ready; FAILED_CHECKS failed answers take it out of rotation. */
const CHECK_INTERVAL_MS = 500;
const FAILED_CHECKS = 2;
/**
 * A stopping instance keeps serving this long after it starts answering "not ready" (DRAIN_DELAY_MS):
 * HAProxy's time to take it out and one interval more, whoever else asks it meanwhile.
 */
const DRAIN_DELAY_MS = (FAILED_CHECKS + 1) * CHECK_INTERVAL_MS;
/** The first pause before restarting an instance that died, doubled for each death in a row up to the maximum. */
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** An instance that ran this long before dying is restarted after the first pause again. */
const STABLE_RUN_MS = 30_000;
/** How long a stopping instance may take to drain before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

export interface ClusterOptions {
  /** The proxy's public port. */
  publicPort: number;
  /** The interface the proxy listens on (the instances listen on 127.0.0.1 only). */
  host: string;
  /** One instance per port. */
  instancePorts: number[];
  /** Each instance's METRICS_PORT, in the same order; empty for none. */
  metricsPorts: number[];
  /** The instances' environment: DATABASE_URL, REDIS_URL and whatever else they need. */
  env: NodeJS.ProcessEnv;
  /** Where the instances' and the proxy's lines go, each prefixed with its name. */
  log(line: string): void;
}

export interface ClusterInstance {
  readonly name: string;
  readonly port: number;
  /** The running process's pid, or null between a death and its restart. */
  readonly pid: number | null;
  /**
   * Sends a signal to the running process (a test or the bench killing it); the supervisor restarts
   * it after its back-off, or after `restartAfterMs` when given.
   */
  kill(signal: NodeJS.Signals, restartAfterMs?: number): void;
  /** Resolves when the instance answers ready (again). */
  ready(): Promise<void>;
}

export interface Cluster {
  /** The public origin, e.g. http://127.0.0.1:8080 */
  origin: string;
  instances: ClusterInstance[];
  /** Stops the supervisor's restarts, every instance (which drain) and then the proxy. */
  stop(): Promise<void>;
}

export function proxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** HAProxy's configuration: see docs/decisions/0015-cluster.md for each choice. */
export function haproxyConfig({ publicPort, host, instancePorts }: Pick<ClusterOptions, 'publicPort' | 'host' | 'instancePorts'>): string {
  return `global
  # Each connection holds two descriptors (reader and instance); 8,000 stays under the usual 20,000 limit.
  maxconn 8000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket, once upgraded, is a tunnel: idle for as long as the reader has no event.
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # X-Forwarded-For for the instances' TRUST_PROXY, so per-address rate limits see the reader.
  option forwardfor
  # A request whose connection to an instance fails goes to another one; a GET (safe to repeat)
  # also when the instance dies before answering. A write is never sent twice. Every retry goes to
  # another instance (redispatch 1): a retry to the same one waits a turn-around second first, and
  # a killed instance refused connections for up to three of those before its checks failed.
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response response-timeout 503

frontend public
  bind ${host}:${publicPort}
  http-request disable-l7-retry if !METH_GET
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  # Out after two failed checks: one check timing out on a busy machine (a password hash holds the
  # event loop for a moment) took every instance out and answered 503. A dead or stopped instance
  # refuses connections at once, and those requests are redispatched meanwhile.
  timeout check 2s
  default-server inter ${CHECK_INTERVAL_MS}ms fastinter ${CHECK_INTERVAL_MS}ms downinter ${CHECK_INTERVAL_MS}ms fall ${FAILED_CHECKS} rise 1
${instancePorts.map((port, index) => `  server instance${index + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

function prefixLines(stream: NodeJS.ReadableStream, name: string, log: (line: string) => void): void {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line) log(`[${name}] ${line}`);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Signals a child and waits for it to exit, killing it if it takes longer than `timeoutMs`. */
async function stopChild(child: ChildProcess, timeoutMs: number): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await done;
  clearTimeout(timer);
}

/** One supervised server instance: restarted with a growing pause whenever it dies, until stopped. */
function superviseInstance(name: string, port: number, metricsPort: number | undefined, options: ClusterOptions): ClusterInstance & { stop(): Promise<void> } {
  let child: ChildProcess | null = null;
  let stopping = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let chosenRestartDelay: number | null = null;

  const start = () => {
    const startedAt = Date.now();
    const env = { DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), ...options.env, PORT: String(port), HOST: '127.0.0.1', ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) };
    const started = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    prefixLines(started.stdout!, name, options.log);
    prefixLines(started.stderr!, name, options.log);
    started.once('exit', (code, signal) => {
      if (child === started) child = null;
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_RUN_MS) restartDelay = FIRST_RESTART_DELAY_MS;
      const delay = chosenRestartDelay ?? restartDelay;
      if (chosenRestartDelay === null) restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
      chosenRestartDelay = null;
      options.log(`[cluster] ${name} exited (${signal ?? `code ${code}`}); restarting it in ${delay / 1000} s`);
      restartTimer = setTimeout(start, delay);
    });
  };
  start();

  return {
    name,
    port,
    get pid() {
      return child?.pid ?? null;
    },
    kill: (signal, restartAfterMs) => {
      chosenRestartDelay = restartAfterMs ?? null;
      child?.kill(signal);
    },
    async ready() {
      while (!(await answersReady(port))) {
        if (stopping) throw new Error(`${name} was stopped before it was ready`);
        await sleep(100);
      }
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      if (child) await stopChild(child, STOP_TIMEOUT_MS);
    },
  };
}

/** Starts the proxy and the instances; resolves once every instance answers ready through it. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booknook-cluster-'));
  const configFile = path.join(configDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(options));

  const instances = options.instancePorts.map((port, index) => superviseInstance(`instance ${index + 1}`, port, options.metricsPorts[index], options));
  // -db: in the foreground, a child of this process, stopped by it (never a daemon left behind).
  const proxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(proxy.stdout, 'haproxy', options.log);
  prefixLines(proxy.stderr, 'haproxy', options.log);
  let stopped = false;
  const proxyExit = exited(proxy);
  void proxyExit.then(() => {
    if (!stopped) options.log('[cluster] haproxy exited; the cluster has no public port until it is restarted');
  });

  const stop = async () => {
    stopped = true;
    await Promise.all(instances.map((instance) => instance.stop()));
    await stopChild(proxy, STOP_TIMEOUT_MS);
    fs.rmSync(configDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      Promise.all(instances.map((instance) => instance.ready())),
      proxyExit.then(() => {
        throw new Error(`haproxy exited at start (is port ${options.publicPort} free?)`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const origin = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.publicPort}`;
  // The instances answer ready; HAProxy puts each in rotation at its next check.
  await sleep(2 * CHECK_INTERVAL_MS);
  return { origin, instances, stop };
}

/** The ports of `npm run cluster`: the instances' follow the public one unless CLUSTER_PORTS lists them. */
function portsFrom(env: NodeJS.ProcessEnv): { publicPort: number; instancePorts: number[]; metricsPorts: number[] } {
  const publicPort = Number(env.PORT ?? 8080);
  const listed = env.CLUSTER_PORTS?.split(',').map((port) => Number(port.trim()));
  const instancePorts = listed ?? [1, 2, 3].map((offset) => publicPort + offset);
  const metricsBase = env.METRICS_PORT ? Number(env.METRICS_PORT) : null;
  const metricsPorts = metricsBase === null ? [] : instancePorts.map((_, index) => metricsBase + index);
  const ports = [publicPort, ...instancePorts, ...metricsPorts];
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535) || new Set(ports).size !== ports.length) {
    throw new Error(`PORT, CLUSTER_PORTS and METRICS_PORT must give distinct ports from 1 to 65535 (got ${ports.join(', ')})`);
  }
  return { publicPort, instancePorts, metricsPorts };
}

async function main(): Promise<void> {
  const problems = [
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL must name the PostgreSQL database the instances share (the embedded one is for one process)']),
    ...(process.env.REDIS_URL ? [] : ['REDIS_URL must name the Redis that carries realtime events and rate limits between instances']),
    ...(proxyInstalled() ? [] : [INSTALL_PROXY]),
  ];
  if (problems.length) {
    console.error(`npm run cluster cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const { build } = await import('./build.mts');
  await build({ onlyStale: true });

  const ports = portsFrom(process.env);
  // The metrics' port numbers are handed to each instance; the instances trust the proxy's X-Forwarded-For.
  const env: NodeJS.ProcessEnv = { ...process.env, TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
  delete env.METRICS_PORT;
  delete env.CLUSTER_PORTS;
  const host = process.env.HOST ?? '0.0.0.0';
  let cluster: Cluster | null = null;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal} received: stopping the instances, then the proxy`);
    const stopped = cluster ? cluster.stop() : Promise.resolve();
    stopped.then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[cluster] stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  cluster = await startCluster({ ...ports, host, env, log: (line) => console.log(line) });
  if (stopping) {
    await cluster.stop();
    return;
  }
  console.log(`[cluster] BookNook is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${ports.publicPort}/ (HAProxy in front of instances on ports ${ports.instancePorts.join(', ')})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('npm run cluster failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
