// Runs in a worker thread (decoder.ts): decodes an upload and draws the stored 256 x 256 copy, so a
// slow or hostile image never holds up the server's event loop.
import { parentPort } from 'node:worker_threads';
import { Jimp } from 'jimp';
import type { ResizeReply, ResizeRequest } from './decoder';

parentPort!.on('message', async ({ id, bytes, output, size }: ResizeRequest) => {
  let reply: ResizeReply;
  try {
    const image = await Jimp.read(Buffer.from(bytes));
    image.cover({ w: size, h: size });
    const data = output === 'image/jpeg' ? await image.getBuffer('image/jpeg', { quality: 85 }) : await image.getBuffer('image/png');
    reply = { id, data: new Uint8Array(data) };
  } catch {
    reply = { id, data: null };
  }
  parentPort!.postMessage(reply, reply.data ? [reply.data.buffer as ArrayBuffer] : []);
});
