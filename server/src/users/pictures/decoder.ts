// Picture decoding off the request thread (issue 9): one worker thread, started on the first upload
// and kept for the next, decodes one image at a time under a time limit and a heap limit. A decode
// that runs over is stopped by terminating the worker; the next upload starts a fresh one. Only a few
// uploads may wait their turn: one reader sending slow pictures could otherwise keep everyone's
// uploads waiting in 10-second slices, so past that an upload is turned away at once ('busy').
// The line is fair (issue 25): an account, and an address, may hold only a share of it, so several
// accounts from one address cannot fill it, and the accounts waiting take turns.
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type { ImageType } from './dimensions';
import type { SizeRefusal } from './dimensions';

export interface ResizeRequest {
  id: number;
  bytes: Uint8Array;
  type: ImageType;
  output: 'image/png' | 'image/jpeg';
  size: number;
}

export interface ResizeReply {
  id: number;
  /** The resized image, or why the upload was not decoded. */
  result: Uint8Array | SizeRefusal;
}

export type Refusal = SizeRefusal | 'too-slow' | 'busy';
export type ResizeOutcome = { ok: true; data: Buffer } | { ok: false; reason: Refusal };

/** A decode allowed under the pixel limit takes well under a second here; ten covers a loaded machine. */
export const DECODE_TIME_LIMIT_MS = 10_000;
/**
 * Uploads in the decoder at once, the one decoding included. A real picture decodes in well under a
 * second, so four in line is a busy moment; the last of them waits at most 4 x DECODE_TIME_LIMIT_MS.
 */
export const DECODER_CAPACITY = 4;
/** Uploads one account, or one address, may have in the decoder at once. */
export const UPLOADER_CAPACITY = 2;
/** The worker's JavaScript heap; pixel buffers live outside it and are bounded by the pixel limit instead. */
const WORKER_HEAP_MB = 256;

// The server runs its TypeScript through tsx; a worker thread starts without it, so it registers
// tsx's require hook before loading its module.
const WORKER_SOURCE = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'worker.ts'))});`;

/** Who sent an upload: the signed-in account (null at sign-up) and the client address. */
export interface Uploader {
  account: number | null;
  address: string;
}

/** The shares an upload counts against: its account's (or, signed out, its address's) and its address's. */
function sharesOf({ account, address }: Uploader): string[] {
  return account === null ? [`address:${address}`] : [`account:${account}`, `address:${address}`];
}

export class PictureDecoder {
  private worker: Worker | null = null;
  private nextId = 1;
  /** Uploads waiting, by their first share (the account's), in turn order: a share served goes to the back. */
  private readonly waiting = new Map<string, Array<() => Promise<void>>>();
  private readonly held = new Map<string, number>();
  private inside = 0;
  private decoding = false;
  private lastServed: string | undefined;

  constructor(
    private readonly timeLimitMs: number = DECODE_TIME_LIMIT_MS,
    private readonly capacity: number = DECODER_CAPACITY,
    private readonly uploaderCapacity: number = UPLOADER_CAPACITY,
  ) {}

  /** Whether an upload from `uploader` would be taken now rather than turned away as 'busy'. */
  hasRoomFor(uploader: Uploader): boolean {
    return this.inside < this.capacity && sharesOf(uploader).every((share) => (this.held.get(share) ?? 0) < this.uploaderCapacity);
  }

  /**
   * Decodes `bytes` and answers a `size` x `size` copy cropped to fill; one decode at a time, the
   * accounts waiting taking turns, and 'busy' at once when the decoder or the uploader's share is full.
   */
  resize(bytes: Buffer, type: ImageType, output: ResizeRequest['output'], size: number, uploader: Uploader): Promise<ResizeOutcome> {
    if (!this.hasRoomFor(uploader)) return Promise.resolve({ ok: false, reason: 'busy' });
    const shares = sharesOf(uploader);
    this.inside += 1;
    for (const share of shares) this.held.set(share, (this.held.get(share) ?? 0) + 1);
    return new Promise((resolve) => {
      const line = this.waiting.get(shares[0]!) ?? [];
      line.push(async () => {
        // A decode that throws (a message the worker cannot take) must still free its place in line.
        const outcome = await this.decodeNow(bytes, type, output, size).catch((): ResizeOutcome => ({ ok: false, reason: 'unreadable' }));
        this.inside -= 1;
        for (const share of shares) {
          const left = this.held.get(share)! - 1;
          if (left === 0) this.held.delete(share);
          else this.held.set(share, left);
        }
        resolve(outcome);
      });
      this.waiting.set(shares[0]!, line);
      void this.decodeInTurn();
    });
  }

  private async decodeInTurn(): Promise<void> {
    if (this.decoding) return;
    this.decoding = true;
    for (let next = this.nextInTurn(); next; next = this.nextInTurn()) await next();
    this.decoding = false;
  }

  /** The longest-waiting share other than the one served last, so an account's second upload waits for the others' first. */
  private nextInTurn(): (() => Promise<void>) | undefined {
    const shares = [...this.waiting.keys()];
    const share = shares.find((waiting) => waiting !== this.lastServed) ?? shares[0];
    if (share === undefined) return undefined;
    this.lastServed = share;
    const line = this.waiting.get(share)!;
    const job = line.shift();
    this.waiting.delete(share);
    if (line.length > 0) this.waiting.set(share, line);
    return job;
  }

  private startWorker(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // An idle decoder must not keep the process (or a test run) alive.
    worker.unref();
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    return worker;
  }

  private decodeNow(bytes: Buffer, type: ImageType, output: ResizeRequest['output'], size: number): Promise<ResizeOutcome> {
    const worker = (this.worker ??= this.startWorker());
    const id = this.nextId++;
    return new Promise((resolve) => {
      const finish = (outcome: ResizeOutcome) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        resolve(outcome);
      };
      const onMessage = (reply: ResizeReply) => {
        if (reply.id !== id) return;
        finish(typeof reply.result === 'string' ? { ok: false, reason: reply.result } : { ok: true, data: Buffer.from(reply.result) });
      };
      // Out of heap, or a crash in the decoder: the upload is what broke it.
      const onFailure = () => finish({ ok: false, reason: 'unreadable' });
      const timer = setTimeout(() => {
        finish({ ok: false, reason: 'too-slow' });
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, this.timeLimitMs);
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      const copy = new Uint8Array(bytes);
      worker.postMessage({ id, bytes: copy, type, output, size } satisfies ResizeRequest, [copy.buffer as ArrayBuffer]);
    });
  }
}
