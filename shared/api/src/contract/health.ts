// Health checks for a load balancer or supervisor (issue 23): "live" says the process answers,
// "ready" that it can serve requests now. Not ready answers 503 with the ErrorResponse's sentence.
import { Type, type Static } from '@sinclair/typebox';

export const LiveResponse = Type.Object({ status: Type.Literal('live') });
export type LiveResponse = Static<typeof LiveResponse>;

export const ReadyResponse = Type.Object({ status: Type.Literal('ready') });
export type ReadyResponse = Static<typeof ReadyResponse>;

export const HEALTH_MESSAGES = {
  draining: 'This instance is shutting down; another one will answer',
  database: 'The database does not answer',
  redis: 'Redis does not answer',
  metricsNotHere: 'Metrics are not served on this port without METRICS_TOKEN',
  metricsToken: 'A valid metrics token is required',
} as const;
