// The picture decoder's line is shared fairly (issue 25): accounts from one address cannot fill it and
// turn everyone else away, the accounts waiting take turns, and an upload turned away because the
// decoder was busy does not use up the reader's picture allowance (PICTURE_RATE_LIMIT).
import { Jimp } from 'jimp';
import { DECODE_TIME_LIMIT_MS, PictureDecoder, type Uploader } from '../src/users/pictures/decoder';
import { PICTURE_MESSAGES, pictureDecoder } from '../src/users/pictures';
import { signUpAndLogIn, testAppForFile, type SignedIn } from './helpers';

const picture = () => new Jimp({ width: 64, height: 64, color: 0x336699ff }).getBuffer('image/png');
const resize = (decoder: PictureDecoder, bytes: Buffer, uploader: Uploader) => decoder.resize(bytes, 'image/png', 'image/png', 16, uploader);

describe('a fair line', () => {
  it('lets the accounts of one address hold only their share, so a reader elsewhere still gets in', async () => {
    const decoder = new PictureDecoder(DECODE_TIME_LIMIT_MS, 4, 2);
    const bytes = await picture();
    const fromOneAddress = [1, 2, 3].map((account) => resize(decoder, bytes, { account, address: '198.51.100.9' }));
    const victim = resize(decoder, bytes, { account: 9, address: '203.0.113.5' });
    const outcomes = await Promise.all([...fromOneAddress, victim]);
    expect(outcomes.map((outcome) => (outcome.ok ? 'decoded' : outcome.reason))).toEqual(['decoded', 'decoded', 'busy', 'decoded']);
  });

  it('lets one account hold only its share, whatever the addresses it sends from', async () => {
    const decoder = new PictureDecoder(DECODE_TIME_LIMIT_MS, 4, 2);
    const bytes = await picture();
    const outcomes = await Promise.all(['192.0.2.1', '192.0.2.2', '192.0.2.3'].map((address) => resize(decoder, bytes, { account: 1, address })));
    expect(outcomes.map((outcome) => (outcome.ok ? 'decoded' : outcome.reason))).toEqual(['decoded', 'decoded', 'busy']);
  });

  it('takes the waiting accounts in turns: an account’s second upload waits for another’s first', async () => {
    const decoder = new PictureDecoder(DECODE_TIME_LIMIT_MS, 4, 2);
    const bytes = await picture();
    const finished: string[] = [];
    const send = (name: string, account: number) =>
      resize(decoder, bytes, { account, address: `192.0.2.${account}` }).then(() => {
        finished.push(name);
      });
    await Promise.all([send('first of 1', 1), send('second of 1', 1), send('first of 2', 2)]);
    expect(finished).toEqual(['first of 1', 'first of 2', 'second of 1']);
  });
});

describe('an upload turned away as busy', () => {
  const t = testAppForFile({ pictureRateLimit: 1 }, { catalogue: 'fixture' });

  const saveSettings = async (reader: SignedIn, bytes: Buffer) => {
    const form = new FormData();
    form.append('display_name', 'Pictured');
    form.append('profile_picture', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
    const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: reader.auth, payload: form });
    return { status: response.statusCode, error: response.json<{ error?: string }>().error };
  };

  it('does not count against the reader’s picture allowance', async () => {
    const reader = await signUpAndLogIn(t.app);
    const bytes = await picture();
    // The reader's share of the server's decoder taken by two pictures still in line (the first also
    // starts the worker thread), as when they were sent from another tab.
    const inLine = [1, 2].map(() => resize(pictureDecoder, bytes, { account: reader.user.id, address: '192.0.2.77' }));
    expect(await saveSettings(reader, bytes)).toEqual({ status: 503, error: PICTURE_MESSAGES.busy });
    await Promise.all(inLine);
    // PICTURE_RATE_LIMIT is 1: the upload the decoder had no room for was not counted.
    expect((await saveSettings(reader, bytes)).status).toBe(200);
    expect((await saveSettings(reader, bytes)).status).toBe(429);
  });
});
