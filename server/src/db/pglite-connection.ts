// The node-postgres connection to PGlite: what PGlite's own adapter (@electric-sql/pglite/node-postgres)
// does, in fewer calls. node-postgres writes a statement as up to five protocol messages (parse, bind,
// describe, execute, sync); PGlite's adapter hands each to PGlite on its own, and after each PGlite
// runs its file-system sync through a mutex: a no-op for the file systems BookNook uses (NodeFS writes
// straight to the host's files, the in-memory one has nowhere to write), yet closures and promises
// enough that an import's scavenges came every ~0.6 s and held the event loop 5-14 ms each. Here the
// messages node-postgres writes while it corks its stream (it does for every statement) go to PGlite
// in one call, without that sync (docs/decisions/0017).
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Serializer = typeof serialize;

/** What node-postgres' Client uses of its connection, PGlite behind it. */
class PGliteConnection extends EventEmitter {
  /** node-postgres keeps its prepared statements' names here. */
  readonly parsedStatements: Record<string, string> = {};
  readonly submittedNamedStatements: Record<string, string> = {};
  _connecting = false;
  readonly stream = {
    destroy: () => this.end(),
    cork: () => {
      this.corked = true;
    },
    uncork: () => {
      this.corked = false;
      this.sendPending();
    },
  };
  private corked = false;
  private pending: Uint8Array[] = [];
  /** PGlite's calls, one after another, in the order node-postgres wrote them. */
  private sent: Promise<unknown>;

  constructor(private readonly pglite: PGlite) {
    super();
    this.sent = pglite.waitReady;
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // PGlite is one session already open, trusting its only client: nothing to start or authenticate.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<Serializer['parse']>[0]): void {
    this.send(serialize.parse(query));
  }
  bind(config: Parameters<Serializer['bind']>[0]): void {
    this.send(serialize.bind(config));
  }
  execute(config: Parameters<Serializer['execute']>[0]): void {
    this.send(serialize.execute(config));
  }
  describe(message: Parameters<Serializer['describe']>[0]): void {
    this.send(serialize.describe(message));
  }
  close(message: Parameters<Serializer['close']>[0]): void {
    this.send(serialize.close(message));
  }
  flush(): void {
    this.send(serialize.flush());
  }
  sync(): void {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.send(serialize.copyFail(message));
  }

  end(): void {
    this.sent = this.sent.then(() => this.emit('end'));
    for (const event of this.eventNames()) this.removeAllListeners(event);
  }

  private send(message: Uint8Array): void {
    this.pending.push(message);
    if (!this.corked) this.sendPending();
  }

  private sendPending(): void {
    if (this.pending.length === 0) return;
    const messages = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.sent = this.sent
      .then(() => this.pglite.execProtocolStream(messages, { syncToFs: false, throwOnError: false }))
      .then((answers) => {
        const listening = this.listenerCount('message') > 0;
        for (const answer of answers) {
          if (listening) this.emit('message', answer);
          this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
        }
      })
      .catch((error: unknown) => this.emit('error', error));
  }
}

/** node-postgres' client configuration for a PGlite: pg.Pool takes it as it takes a server's. */
export function pgliteClientConfig(pglite: PGlite) {
  return { user: 'postgres', database: 'postgres', password: 'unused', host: 'localhost', port: 5432, connection: new PGliteConnection(pglite) };
}
