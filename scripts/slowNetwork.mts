// A slow network between the bench's browser and the product server: a TCP relay that delays every
// chunk by half the round trip each way and shares one download and one upload bandwidth among all
// connections, as a phone's link does. DevTools' own throttling cannot stand in for it: it applies
// to one page's requests, not to what the service worker fetches for the page, so a warm worker's
// network-first requests would travel free.
import net from 'node:net';

/** A network profile: round trip and bandwidths as Lighthouse's "Slow 4G" (its DevTools-throttled figures). */
export interface NetworkProfile {
  name: string;
  roundTripMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export const SLOW_4G: NetworkProfile = { name: 'Slow 4G (562.5 ms round trip, 1.47 Mbps down, 675 kbps up)', roundTripMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };

export interface SlowNetwork {
  /** The product's origin as the browser should call it: through the slow link. */
  origin: string;
  close(): Promise<void>;
}

/** One direction of the link: chunks leave in order, each after the link is free and the one-way delay. */
class LinkDirection {
  private freeAt = 0;
  constructor(
    private readonly oneWayMs: number,
    private readonly bytesPerMs: number,
  ) {}

  /** When a chunk of `bytes` sent now arrives (ms on performance.now()'s clock). */
  arrival(bytes: number): number {
    const sent = Math.max(performance.now(), this.freeAt) + bytes / this.bytesPerMs;
    this.freeAt = sent;
    return sent + this.oneWayMs;
  }
}

/** Copies `from` to `to`, each chunk arriving when `direction` says, in order; ends `to` after the last. */
function relay(from: net.Socket, to: net.Socket, direction: LinkDirection): void {
  // One timer at a time for the queue's head: timers of different delays may fire out of order.
  const queue: Array<{ at: number; deliver: () => void }> = [];
  let timer: NodeJS.Timeout | null = null;
  const pump = () => {
    timer = null;
    while (queue.length > 0 && queue[0]!.at <= performance.now()) queue.shift()!.deliver();
    if (queue.length > 0) timer = setTimeout(pump, queue[0]!.at - performance.now());
  };
  const deliverAt = (at: number, deliver: () => void) => {
    queue.push({ at: Math.max(at, queue.at(-1)?.at ?? 0), deliver });
    timer ??= setTimeout(pump, Math.max(0, queue[0]!.at - performance.now()));
  };
  from.on('data', (chunk) => deliverAt(direction.arrival(chunk.length), () => to.destroyed || to.write(chunk)));
  from.on('end', () => deliverAt(0, () => to.end()));
  from.on('error', () => deliverAt(0, () => to.destroy()));
}

export function slowNetwork(target: string, profile: NetworkProfile): Promise<SlowNetwork> {
  const { hostname, port } = new URL(target);
  const oneWayMs = profile.roundTripMs / 2;
  const download = new LinkDirection(oneWayMs, (profile.downloadKbps * 1000) / 8 / 1000);
  const upload = new LinkDirection(oneWayMs, (profile.uploadKbps * 1000) / 8 / 1000);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((browserSide) => {
    // Opening a connection costs a round trip before the first byte can go.
    browserSide.pause();
    const serverSide = net.connect(Number(port), hostname);
    for (const socket of [browserSide, serverSide]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    setTimeout(() => browserSide.resume(), profile.roundTripMs);
    relay(browserSide, serverSide, upload);
    relay(serverSide, browserSide, download);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${address.port}`,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => closed());
          }),
      });
    });
  });
}
