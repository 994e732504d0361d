// METRICS_PORT: the metrics on a port of their own, for a scraper on the private network. Anything
// but GET /metrics answers 404; the main port never serves them without METRICS_TOKEN.
import http from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics could not be collected: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
