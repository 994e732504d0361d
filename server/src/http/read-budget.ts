// A budget for expensive reads (issue 25): each reader's token (or, for anonymous reads, each address)
// may have only a few of them running at once on this instance; one more is answered 429 at once with
// Retry-After, instead of queueing in the database in front of every other reader's calls. One
// reader flooding GET /stats raised other readers' cheapest calls from 5.6 ms to about 1 s.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const READ_BUDGET_MESSAGES = {
  busy: 'You already have several of these requests running; please wait for them and try again',
  tooFast: 'You are sending these requests too fast; please wait a moment and try again',
} as const;
/** Seconds a refused reader is told to wait: an expensive read takes well under that here. */
export const READ_BUDGET_RETRY_AFTER_SECONDS = 1;

/**
 * Who a request counts against. 'token': the bearer token as sent, read before the token is checked,
 * so a refused request costs no database query (checking a token reads the account); a token that
 * is not genuine fails its signature check without one either. 'address': where it comes from.
 */
export type BudgetKey = 'token' | 'address';

const keyOf = (request: FastifyRequest, key: BudgetKey) =>
  key === 'token' && request.headers.authorization ? `token:${request.headers.authorization}` : `address:${request.ip}`;

/**
 * Limits every route of the plugin `app` to `perKey` requests running at once per token (or
 * address). Call it before the plugin's authentication hook: it counts from the first hook on.
 */
export function limitConcurrentReads(app: FastifyInstance, { perKey, key }: { perKey: number; key: BudgetKey }): void {
  const running = new Map<string, number>();
  const counted = new WeakMap<FastifyRequest, string>();
  const release = async (request: FastifyRequest) => {
    const counter = counted.get(request);
    if (counter === undefined) return;
    counted.delete(request);
    const left = (running.get(counter) ?? 1) - 1;
    if (left > 0) running.set(counter, left);
    else running.delete(counter);
  };
  app.addHook('onRequest', async (request) => {
    const counter = keyOf(request, key);
    const now = running.get(counter) ?? 0;
    if (now >= perKey) throw new HttpError(429, READ_BUDGET_MESSAGES.busy, { 'retry-after': String(READ_BUDGET_RETRY_AFTER_SECONDS) });
    running.set(counter, now + 1);
    counted.set(request, counter);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

/** Keys whose allowance is full again are forgotten when this many are kept, so the map stays small. */
const RATE_KEYS_KEPT = 10_000;

/**
 * Limits every route of the plugin `app` to `burst` requests per token (or address) at once and
 * `perSecond` after that (a token bucket); one more is answered 429 with Retry-After. The
 * concurrency budget alone let a flooder keep its reads running back to back, each one an expensive
 * query (on the embedded database, on the event loop every reader shares) and its refusals costing
 * little but arriving by the thousand. Call it first: a refused request costs no token check.
 */
export function limitReadRate(app: FastifyInstance, { perSecond, burst, key }: { perSecond: number; burst: number; key: BudgetKey }): void {
  const buckets = new Map<string, { left: number; at: number }>();
  const refilled = (bucket: { left: number; at: number }, now: number) => Math.min(burst, bucket.left + ((now - bucket.at) / 1000) * perSecond);
  app.addHook('onRequest', async (request) => {
    const counter = keyOf(request, key);
    const now = performance.now();
    const bucket = buckets.get(counter);
    const left = bucket ? refilled(bucket, now) : burst;
    if (left < 1) {
      const retryAfter = Math.ceil((1 - left) / perSecond);
      throw new HttpError(429, READ_BUDGET_MESSAGES.tooFast, { 'retry-after': String(retryAfter) });
    }
    if (!bucket && buckets.size >= RATE_KEYS_KEPT) {
      for (const [kept, keptBucket] of buckets) if (refilled(keptBucket, now) >= burst) buckets.delete(kept);
    }
    buckets.set(counter, { left: left - 1, at: now });
  });
}
