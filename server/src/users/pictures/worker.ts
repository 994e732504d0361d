// Runs in a worker thread (decoder.ts): reads an upload's frame sizes, decodes it and draws the stored 256 x 256 copy, so a
// slow or hostile image never holds up the server's event loop.
import { parentPort } from 'node:worker_threads';
import { Jimp } from 'jimp';
import type { ResizeReply, ResizeRequest } from './decoder';
import { sizeRefusal } from './dimensions';

parentPort!.on('message', async ({ id, bytes, type, output, size }: ResizeRequest) => {
  let reply: ResizeReply;
  try {
    const upload = Buffer.from(bytes);
    const refused = sizeRefusal(upload, type);
    if (refused) {
      parentPort!.postMessage({ id, result: refused } satisfies ResizeReply);
      return;
    }
    const image = await Jimp.read(upload);
    image.cover({ w: size, h: size });
    const data = output === 'image/jpeg' ? await image.getBuffer('image/jpeg', { quality: 85 }) : await image.getBuffer('image/png');
    reply = { id, result: new Uint8Array(data) };
  } catch {
    reply = { id, result: 'unreadable' };
  }
  parentPort!.postMessage(reply, typeof reply.result === 'string' ? [] : [reply.result.buffer as ArrayBuffer]);
});
