// Profile pictures are read before they are decoded, and decoded off the request thread (issue 9):
// image bombs are refused from their headers, a decode cannot hold up other requests, one that runs
// over its time limit is stopped, and only a few uploads may wait for the decoder.
import Fastify from 'fastify';
import { Jimp } from 'jimp';
import { ACCOUNT_MESSAGES } from '@booknook/api/contract';
import { DECODE_TIME_LIMIT_MS, PictureDecoder } from '../src/users/pictures/decoder';
import { pictureSizes } from '../src/users/pictures/dimensions';
import { registerErrorHandler } from '../src/http/error-handler';
import { HttpError } from '../src/http/errors';
import { MAX_GIF_FRAMES, PICTURE_MESSAGES, decodedPixels, prepareProfilePicture } from '../src/users/pictures';
import { newAccountFields, postSignUp, signUpForm, testAppForFile } from './helpers';
import { gif, pngHeader } from './picture-files';

const someone = { account: 1, address: '192.0.2.1' };
const upload = (bytes: Buffer) => ({ bytes, from: someone });

const t = testAppForFile({}, { catalogue: 'fixture' });

async function signUpWith(bytes: Buffer) {
  const response = await postSignUp(t.app, signUpForm(newAccountFields(), { bytes, filename: 'me' }));
  return { status: response.statusCode, body: response.json<{ error?: string }>() };
}

/** A real two-frame GIF of 40 x 30, red then green, written by gifwrap as Jimp writes GIFs. */
async function animatedGif(): Promise<Buffer> {
  const frames = [new Jimp({ width: 40, height: 30, color: 0xff0000ff }), new Jimp({ width: 40, height: 30, color: 0x00ff00ff })];
  const { GifFrame, GifCodec, BitmapImage } = await import('gifwrap');
  const encoded = await new GifCodec().encodeGif(
    frames.map((frame) => new GifFrame(new BitmapImage({ width: frame.width, height: frame.height, data: Buffer.from(frame.bitmap.data) }), { delayCentisecs: 10 })),
    { loops: 0 },
  );
  return encoded.buffer;
}

describe('reading every frame and the screen before decoding', () => {
  it('finds a GIF frame far larger than its screen, in a 29-byte file', () => {
    const bomb = gif([1, 1], [[20000, 20000]]);
    expect(bomb.length).toBeLessThan(35);
    expect(pictureSizes(bomb, 'image/gif')).toEqual({ screen: { width: 1, height: 1 }, frames: [{ width: 20000, height: 20000 }] });
  });

  it('finds a GIF screen far larger than its frame, in a 29-byte file', () => {
    const bomb = gif([32000, 32000], [[1, 1]]);
    expect(bomb.length).toBeLessThan(35);
    expect(pictureSizes(bomb, 'image/gif')).toEqual({ screen: { width: 32000, height: 32000 }, frames: [{ width: 1, height: 1 }] });
  });

  it.each([
    ['a screen larger than its frames', { screen: { width: 5000, height: 5000 }, frames: [{ width: 1, height: 1 }] }, 25_000_000],
    ['frames larger than their screen', { screen: { width: 1, height: 1 }, frames: [{ width: 300, height: 200 }, { width: 100, height: 100 }] }, 70_000],
    ['a PNG or JPEG, which has no screen', { screen: null, frames: [{ width: 640, height: 480 }] }, 307_200],
  ])('counts the larger of the screen and all frames together: %s', (_case, sizes, pixels) => {
    expect(decodedPixels(sizes)).toBe(pixels);
  });

  it('matches what Jimp does with a GIF: it allocates the whole screen and draws the first frame only', async () => {
    const screenOnly = await Jimp.read(gif([300, 200], [[1, 1]]));
    expect([screenOnly.width, screenOnly.height]).toEqual([300, 200]);
    const animated = await Jimp.read(await animatedGif());
    expect(animated.getPixelColor(20, 15)).toBe(0xff0000ff);
  });

  it('reads every frame of a real animated GIF, past colour tables and extensions', async () => {
    expect(pictureSizes(await animatedGif(), 'image/gif')).toEqual({
      screen: { width: 40, height: 30 },
      frames: [
        { width: 40, height: 30 },
        { width: 40, height: 30 },
      ],
    });
  });

  it('gives up on a file that is not structured as its type says', () => {
    expect(pictureSizes(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(7), Buffer.from('<html><script>alert(1)</script>')]), 'image/gif')).toBeNull();
    expect(pictureSizes(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not a chunk at all')]), 'image/png')).toBeNull();
    expect(pictureSizes(gif([1, 1], [[5, 5]]).subarray(0, 20), 'image/gif')).toBeNull();
  });
});

describe('sign-up refuses image bombs from their headers', () => {
  it.each([
    ['a GIF with one frame far larger than its screen', () => gif([1, 1], [[20000, 20000]])],
    ['a GIF whose screen is far larger than its frame', () => gif([32000, 32000], [[1, 1]])],
    ['a GIF whose 5000 x 5000 screen is over the limit by itself', () => gif([5000, 5000], [[1, 1]])],
    ['a GIF whose frames add up to too much', () => gif([1000, 1000], Array.from({ length: 20 }, (): [number, number] => [1000, 1000]))],
    ['a PNG of 7071 x 7071', () => pngHeader(7071, 7071, Buffer.alloc(140_000))],
  ])('refuses %s with 400 from its header, before decoding anything', async (_case, bomb) => {
    expect(await signUpWith(bomb())).toEqual({ status: 400, body: { error: PICTURE_MESSAGES.tooManyPixels } });
  });

  it.each([
    ['a PNG whose header lies about its data', () => pngHeader(10, 10, Buffer.from('IDAT garbage that is not zlib'))],
    ['a zero-size PNG', () => pngHeader(0, 10)],
    ['a GIF with a zero-size screen', () => gif([0, 0], [[1, 1]])],
    ['a GIF followed by a web page', () => Buffer.concat([gif([1, 1], [[1, 1]]).subarray(0, 13), Buffer.from('<html>')])],
    ['half of a real JPEG', async () => (await new Jimp({ width: 200, height: 200, color: 0x123456ff }).getBuffer('image/jpeg')).subarray(0, 300)],
  ])('refuses %s as an unreadable picture with 400', async (_case, file) => {
    expect(await signUpWith(await file())).toEqual({ status: 400, body: { error: ACCOUNT_MESSAGES.pictureUnsupported } });
  });
});

describe('a GIF of many frames', () => {
  // 1 x 1 frames: far under the pixel limit, so only the frame count can refuse it.
  const longAnimation = (frames: number) => gif([1, 1], Array.from({ length: frames }, (): [number, number] => [1, 1]));

  it('refuses a GIF of more than MAX_GIF_FRAMES frames with 400, and takes one of exactly that many', async () => {
    expect(await signUpWith(longAnimation(MAX_GIF_FRAMES + 1))).toEqual({ status: 400, body: { error: PICTURE_MESSAGES.tooManyFrames } });
    await expect(prepareProfilePicture(upload(longAnimation(MAX_GIF_FRAMES)))).resolves.toMatchObject({ contentType: 'image/png' });
  });

  it('stops reading a GIF at its first frame past the cap', () => {
    expect(pictureSizes(longAnimation(MAX_GIF_FRAMES + 50), 'image/gif')?.frames).toHaveLength(MAX_GIF_FRAMES + 1);
  });

  it('walks the frames in the decoding worker, not on the request thread: with the decoder full, a GIF is not read at all', async () => {
    const full = new PictureDecoder(DECODE_TIME_LIMIT_MS, 0);
    const framesOverThePixelLimit = gif([1000, 1000], Array.from({ length: 20 }, (): [number, number] => [1000, 1000]));
    await expect(prepareProfilePicture(upload(framesOverThePixelLimit), full)).rejects.toEqual(new HttpError(503, PICTURE_MESSAGES.busy, { 'retry-after': '10' }));
  });
});

describe('decoding off the request thread', () => {
  it('keeps the event loop turning while a large picture is decoded, so other requests are answered', async () => {
    // Decoding takes time by the pixel, whatever the picture shows: a 1-megapixel gradient is a small file.
    const gradient = new Jimp({ width: 1200, height: 800 });
    for (let i = 0; i < gradient.bitmap.data.length; i += 1) gradient.bitmap.data[i] = i % 4 === 3 ? 255 : (i >> 10) & 0xff;
    const photo = await gradient.getBuffer('image/jpeg', { quality: 90 });
    let turns = 0;
    let decoding = true;
    const turn = () => {
      if (!decoding) return;
      turns += 1;
      setImmediate(turn);
    };

    const stored = prepareProfilePicture(upload(photo)).finally(() => {
      decoding = false;
    });
    setImmediate(turn);

    expect(await stored).toMatchObject({ contentType: 'image/jpeg' });
    // Decoded on this thread, the loop would stand still for the whole decode and turn a handful of times.
    expect(turns).toBeGreaterThan(100);
  });

  it('stops a decode that runs over its time limit, and the next picture decodes normally', async () => {
    const picture = await new Jimp({ width: 600, height: 600, color: 0x884422ff }).getBuffer('image/png');
    const impatient = new PictureDecoder(1);
    await expect(prepareProfilePicture(upload(picture), impatient)).rejects.toEqual(new HttpError(400, PICTURE_MESSAGES.tooSlow));
    const patient = new PictureDecoder();
    await expect(prepareProfilePicture(upload(picture), patient)).resolves.toMatchObject({ contentType: 'image/png' });
  });
});

describe('a decoder with a bounded line', () => {
  const picture = () => new Jimp({ width: 64, height: 64, color: 0x336699ff }).getBuffer('image/png');

  it('turns an upload away at once when its line is full, and takes the next one once there is room', async () => {
    const decoder = new PictureDecoder(DECODE_TIME_LIMIT_MS, 2);
    const bytes = await picture();
    const inLine = [decoder.resize(bytes, 'image/png', 'image/png', 16, someone), decoder.resize(bytes, 'image/png', 'image/png', 16, someone)];
    expect(await decoder.resize(bytes, 'image/png', 'image/png', 16, someone)).toEqual({ ok: false, reason: 'busy' });
    expect((await Promise.all(inLine)).map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(await decoder.resize(bytes, 'image/png', 'image/png', 16, someone)).toMatchObject({ ok: true });
  });

  it('answers 503 with Retry-After when the line is full', async () => {
    const full = new PictureDecoder(DECODE_TIME_LIMIT_MS, 0);
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/upload', async () => prepareProfilePicture(upload(await picture()), full));
    const response = await app.inject({ method: 'POST', url: '/upload' });
    expect({ status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] }).toEqual({
      status: 503,
      body: { error: PICTURE_MESSAGES.busy },
      retryAfter: String(DECODE_TIME_LIMIT_MS / 1000),
    });
    await app.close();
  });
});
