// A stand-in for an upstream catalogue (Google Books, Open Library): a Fastify server on port 0 that
// records what it was asked, so nothing leaves the machine.
import Fastify, { type FastifyInstance } from 'fastify';

export interface FakeUpstream {
  server: FastifyInstance;
  baseUrl: string;
  /** Query strings the fake received, newest last. */
  requests: { path: string; query: Record<string, string> }[];
  failing: boolean;
}

export async function fakeUpstream(routes: (fake: FakeUpstream) => void): Promise<FakeUpstream> {
  const server = Fastify();
  const fake: FakeUpstream = { server, baseUrl: '', requests: [], failing: false };
  server.addHook('onRequest', async (request, reply) => {
    fake.requests.push({ path: request.url.split('?')[0] ?? '', query: request.query as Record<string, string> });
    if (fake.failing) await reply.code(503).send({ error: 'down' });
  });
  routes(fake);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  fake.baseUrl = address;
  return fake;
}
