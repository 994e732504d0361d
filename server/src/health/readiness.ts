// Whether this instance should be sent requests: its database (and Redis, when configured) answer,
// and it is not shutting down. A proxy polls GET /api/health/ready and takes an instance that
// answers 503 out of rotation; on SIGTERM the instance starts draining, waits until the proxy has
// seen it answer 503 (and at least DRAIN_DELAY_MS has passed), and only then stops listening
// (server.ts), so no request arrives at a closed port.
import { sql, type Kysely } from 'kysely';
import { HEALTH_MESSAGES } from '@booknook/api/contract';
import type { Database } from '../db';
import type { RedisConnections } from '../redis';

/** Not-ready answers after which a proxy has taken the instance out (npm run cluster's HAProxy: `fall 2`). */
export const NOT_READY_ANSWERS_NOTICED = 2;
/** A check that has not answered by then counts as failed: a proxy's own check times out soon after. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  readonly draining: boolean;
  /** null when ready, or the sentence saying why not. */
  problem(): Promise<string | null>;
  startDraining(): void;
  /**
   * Resolves once readiness checks have been answered "not ready" NOT_READY_ANSWERS_NOTICED times
   * since draining began and `drainDelayMs` has passed, so the proxy polling it has taken this
   * instance out of rotation; or after `maxWaitMs`. The answers alone are not enough: anyone may ask
   * (a supervisor waiting for the instance, a monitor), and two answers to them said nothing about
   * the proxy (issue 23's rolling restart closed instances HAProxy still sent requests to). At once
   * when no check ever came: nothing routes by it (a single `npm start`).
   */
  noticedByProxy(maxWaitMs: number): Promise<void>;
}

function withTimeout(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.then(() => true, () => false), timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(db: Kysely<Database>, redis: RedisConnections | null, drainDelayMs: number): Readiness {
  let draining = false;
  let drainingSince = 0;
  let everChecked = false;
  let notReadyAnswers = 0;
  let noticed: (() => void) | null = null;
  const drainSeen = new Promise<void>((resolve) => {
    noticed = resolve;
  });

  return {
    get draining() {
      return draining;
    },
    async problem() {
      everChecked = true;
      if (draining) {
        notReadyAnswers += 1;
        if (notReadyAnswers >= NOT_READY_ANSWERS_NOTICED) noticed?.();
        return HEALTH_MESSAGES.draining;
      }
      const [database, cache] = await Promise.all([
        withTimeout(sql`SELECT 1`.execute(db)),
        redis ? withTimeout(redis.commands.ping()) : Promise.resolve(true),
      ]);
      if (!database) return HEALTH_MESSAGES.database;
      if (!cache) return HEALTH_MESSAGES.redis;
      return null;
    },
    startDraining() {
      draining = true;
      drainingSince = performance.now();
    },
    async noticedByProxy(maxWaitMs) {
      if (!everChecked) return;
      const timers: NodeJS.Timeout[] = [];
      const after = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
      const delayLeft = Math.max(0, drainingSince + drainDelayMs - performance.now());
      await Promise.race([Promise.all([drainSeen, after(delayLeft)]), after(maxWaitMs)]);
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
