// Profile pictures: the type is decided by the file's bytes (never its name or declared type), the
// size of every frame is read and bounded before anything is decoded, decoding happens in a worker
// thread under a time limit, and what is stored is a 256 x 256 copy (docs/decisions/0009).
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@booknook/api/contract';
import type { Database } from '../../db';
import { HttpError } from '../../http/errors';
import { DECODE_TIME_LIMIT_MS, PictureDecoder } from './decoder';
import { detectImageType, pictureSizes, type PictureSizes, type Size } from './dimensions';

export const PICTURE_SIZE = 256;
/**
 * Decoded pixels take 4 bytes each: 16 megapixels is 64 MB, a 4096 x 4096 photo, far more than a
 * 256 x 256 avatar needs. What counts is `decodedPixels`.
 */
export const MAX_PICTURE_PIXELS = 4096 * 4096;
export const PICTURE_MESSAGES = {
  tooManyPixels: 'Profile picture must be at most 16 megapixels (all frames together)',
  tooSlow: 'Profile picture took too long to process; please choose a smaller image',
  busy: 'Too many pictures are being processed right now; please try again in a few seconds',
} as const;

/**
 * The pixels a decoder may hold for the file: the larger of a GIF's screen (Jimp allocates it in full
 * however small the frames are: a 29-byte GIF declaring a 32,000 x 32,000 screen would zero-fill
 * 4 GB outside the worker's heap limit) and all its frames together. Jimp draws only the first frame,
 * but counting every frame keeps the bound true for a decoder that composes them all (gifwrap, which
 * Jimp itself uses to write GIFs), at the price of refusing long animations, which an avatar is not.
 */
export function decodedPixels({ screen, frames }: PictureSizes): number {
  const framePixels = frames.reduce((sum, { width, height }) => sum + width * height, 0);
  return Math.max(screen ? screen.width * screen.height : 0, framePixels);
}

export const DEFAULT_PICTURE = {
  // The same file the sign-up screen previews, so what a reader sees there is what they get.
  file: path.join(__dirname, '../../../../shared/ui/src/assets/default-profile-picture.png'),
  contentType: 'image/png',
} as const;

let defaultPictureBytes: Buffer | null = null;

export function defaultPicture(): Buffer {
  defaultPictureBytes ??= fs.readFileSync(DEFAULT_PICTURE.file);
  return defaultPictureBytes;
}


export interface PictureBytes {
  content_type: string;
  data: Buffer;
}

/** GET /profile-pictures: the user's own picture, or undefined when they use the default one. */
export function ownProfilePicture(db: Kysely<Database>, userId: number): Promise<PictureBytes | undefined> {
  return db
    .selectFrom('profile_pictures')
    .innerJoin('users', 'users.profile_picture', 'profile_pictures.filename')
    .select(['profile_pictures.content_type', 'profile_pictures.data'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** GET /profile-pictures/{filename}: a stored picture by the filename a profile names. */
export function profilePictureByFilename(db: Kysely<Database>, filename: string): Promise<PictureBytes | undefined> {
  return db.selectFrom('profile_pictures').select(['content_type', 'data']).where('filename', '=', filename).executeTakeFirst();
}

export interface StoredPicture {
  filename: string;
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const pictureDecoder = new PictureDecoder();

/** What a kind of picture is called in the sentences refusing one, and the bytes it may have. */
export interface PictureRules {
  maxBytes: number;
  messages: { tooLarge: string; unsupported: string; tooManyPixels: string; tooSlow: string };
}

const PROFILE_PICTURE_RULES: PictureRules = {
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  messages: { tooLarge: ACCOUNT_MESSAGES.pictureTooLarge, unsupported: ACCOUNT_MESSAGES.pictureUnsupported, ...PICTURE_MESSAGES },
};

function refusal(reason: 'unreadable' | 'too-slow' | 'busy', { messages }: PictureRules): HttpError {
  switch (reason) {
    case 'unreadable':
      return new HttpError(400, messages.unsupported);
    case 'too-slow':
      return new HttpError(400, messages.tooSlow);
    case 'busy':
      // By then the uploads ahead have been decoded or stopped.
      return new HttpError(503, PICTURE_MESSAGES.busy, { 'retry-after': String(DECODE_TIME_LIMIT_MS / 1000) });
  }
}

/**
 * Checks an upload and returns the 256 x 256 copy to store (cropped to fill, like CSS
 * object-fit: cover). Photos stay JPEG; PNG and GIF become PNG to keep transparency.
 * WebP is recognised but refused: the pure-JS decoder has no WebP support.
 */
export function prepareProfilePicture(upload: Buffer, decoder: PictureDecoder = pictureDecoder): Promise<StoredPicture> {
  return preparePicture(upload, PROFILE_PICTURE_RULES, decoder);
}

/** The checks of a profile picture for any picture a reader uploads (book covers too), refused in that picture's words. */
export async function preparePicture(upload: Buffer, rules: PictureRules, decoder: PictureDecoder = pictureDecoder): Promise<StoredPicture> {
  const { messages } = rules;
  if (upload.length > rules.maxBytes) throw new HttpError(413, messages.tooLarge);
  const type = detectImageType(upload);
  if (!type || type === 'image/webp') throw new HttpError(400, messages.unsupported);
  const sizes = pictureSizes(upload, type);
  const empty = (size: Size | null) => size !== null && (size.width < 1 || size.height < 1);
  if (!sizes || empty(sizes.screen) || sizes.frames.some(empty)) throw new HttpError(400, messages.unsupported);
  if (decodedPixels(sizes) > MAX_PICTURE_PIXELS) throw new HttpError(400, messages.tooManyPixels);

  const contentType = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const resized = await decoder.resize(upload, contentType, PICTURE_SIZE);
  if (!resized.ok) throw refusal(resized.reason, rules);
  return { filename: `${randomUUID()}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`, contentType, data: resized.data };
}
