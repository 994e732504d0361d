// The server's Redis connections when REDIS_URL is set: one for commands (rate-limit counters, the
// socket.io adapter's publishing) and one subscriber (the adapter's listening), shared by every
// feature so an instance holds two connections whatever it uses Redis for.
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { loggableError } from './http/errors';

const newClient = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof newClient>;

export interface RedisConnections {
  commands: RedisClient;
  subscriber: RedisClient;
  /** Prefix of every key and channel (REDIS_PREFIX), so deployments sharing one Redis stay apart. */
  keyPrefix: string;
  close(): Promise<void>;
}

export async function connectRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Promise<RedisConnections> {
  const commands = newClient(url);
  const subscriber = commands.duplicate();
  for (const client of [commands, subscriber]) client.on('error', (error: unknown) => log.error({ err: loggableError(error) }, 'redis connection error'));
  await Promise.all([commands.connect(), subscriber.connect()]);
  return {
    commands,
    subscriber,
    keyPrefix,
    close: async () => {
      await Promise.all([commands.quit(), subscriber.quit()]);
    },
  };
}
