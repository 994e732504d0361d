// BENCHMARK ONLY. The benchmarks' HTTP client: one keep-alive HTTP/1.1 connection that writes
// pre-encoded GET requests one at a time and reads each response by its Content-Length (what the
// server sends), as autocannon does. Measured against it, node:http and fetch added 0.5-1.5 ms of
// their own to a request of ~2 ms, and a client in another thread adds the wake-ups of an idle
// core; this one costs microseconds, so what a benchmark times is the server.
import type { Socket } from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
  /** From writing the request to the last byte of the response. */
  ms: number;
}

/** A GET request as bytes, ready to be written again and again. */
export function encodeGet(path: string, headers: Record<string, string> = {}): Buffer {
  const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * Self-contained on purpose (it touches only the connected socket it is given and globals), so the
 * shelf benchmark's load generator can run its source in a worker thread.
 */
export class RawHttpConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { started: number; resolve: (response: RawResponse) => void; reject: (error: Error) => void } | null = null;

  constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('error', (error: Error) => this.pending?.reject(error));
  }

  get(request: Buffer): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      this.pending = { started: performance.now(), resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.end();
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length > 0 ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headerEnd = this.buffered.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const end = headerEnd + 4 + length;
    if (this.buffered.length < end) return;
    const body = this.buffered.toString('utf8', headerEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    const { started, resolve } = this.pending;
    this.pending = null;
    resolve({ status: Number(head.slice(9, 12)), body, ms: performance.now() - started });
  }
}
