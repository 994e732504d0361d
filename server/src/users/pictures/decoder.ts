// Picture decoding off the request thread (issue 9): one worker thread, started on the first upload
// and kept for the next, decodes one image at a time under a time limit and a heap limit. A decode
// that runs over is stopped by terminating the worker; the next upload starts a fresh one. Only a few
// uploads may wait their turn: one reader sending slow pictures could otherwise keep everyone's
// uploads waiting in 10-second slices, so past that an upload is turned away at once ('busy').
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type { ImageType } from './index';
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
/** The worker's JavaScript heap; pixel buffers live outside it and are bounded by the pixel limit instead. */
const WORKER_HEAP_MB = 256;

// The server runs its TypeScript through tsx; a worker thread starts without it, so it registers
// tsx's require hook before loading its module.
const WORKER_SOURCE = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'worker.ts'))});`;

export class PictureDecoder {
  private worker: Worker | null = null;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private inside = 0;

  constructor(
    private readonly timeLimitMs: number = DECODE_TIME_LIMIT_MS,
    private readonly capacity: number = DECODER_CAPACITY,
  ) {}

  /**
   * Decodes `bytes` and answers a `size` x `size` copy cropped to fill; one decode at a time, and
   * 'busy' at once when `capacity` uploads are already decoding or waiting.
   */
  resize(bytes: Buffer, type: ImageType, output: ResizeRequest['output'], size: number): Promise<ResizeOutcome> {
    if (this.inside >= this.capacity) return Promise.resolve({ ok: false, reason: 'busy' });
    this.inside += 1;
    const run = () => this.decodeNow(bytes, type, output, size);
    const outcome = this.queue.then(run, run).finally(() => {
      this.inside -= 1;
    });
    this.queue = outcome.catch(() => undefined);
    return outcome;
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
