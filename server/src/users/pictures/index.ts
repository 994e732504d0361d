// Profile pictures: the type is decided by the file's bytes (never its name or declared type), the
// size of every frame is read and bounded before anything is decoded, both in a worker thread, the
// decoding under a time limit, and what is stored is a 256 x 256 copy (docs/decisions/0009).
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@booknook/api/contract';
import { signedInUser } from '../../auth/plugin';
import type { Database } from '../../db';
import { HttpError } from '../../http/errors';
import { DECODE_TIME_LIMIT_MS, PictureDecoder, type Refusal, type Uploader } from './decoder';
import { detectImageType } from './dimensions';

export const PICTURE_SIZE = 256;
export { decodedPixels, MAX_GIF_FRAMES } from './dimensions';
export const PICTURE_MESSAGES = {
  tooManyPixels: 'Profile picture must be at most 16 megapixels (all frames together)',
  tooManyFrames: 'Profile picture must have at most 1,000 frames',
  tooSlow: 'Profile picture took too long to process; please choose a smaller image',
  busy: 'Too many pictures are being processed right now; please try again in a few seconds',
} as const;

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

/** The user's own picture, or undefined when they use the default one. */
export function ownProfilePicture(db: Kysely<Database>, userId: number): Promise<PictureBytes | undefined> {
  return db
    .selectFrom('profile_pictures')
    .innerJoin('users', 'users.profile_picture', 'profile_pictures.filename')
    .select(['profile_pictures.content_type', 'profile_pictures.data'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A stored picture by the filename a profile names. */
export function profilePictureByFilename(db: Kysely<Database>, filename: string): Promise<PictureBytes | undefined> {
  return db.selectFrom('profile_pictures').select(['content_type', 'data']).where('filename', '=', filename).executeTakeFirst();
}

export interface StoredPicture {
  filename: string;
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
}

/** The server's one decoder. */
export const pictureDecoder = new PictureDecoder();

/** A picture as sent, and who sent it: the decoder's line is shared by account and by address. */
export interface Upload {
  bytes: Buffer;
  from: Uploader;
}

/** The signed-in reader of the request and the address it came from, as the decoder's line knows uploaders. */
export const uploaderOf = (request: FastifyRequest): Uploader => ({ account: signedInUser(request).id, address: request.ip });

/** What a kind of picture is called in the sentences refusing one, and the bytes it may have. */
export interface PictureRules {
  maxBytes: number;
  messages: { tooLarge: string; unsupported: string; tooManyPixels: string; tooManyFrames: string; tooSlow: string };
}

const PROFILE_PICTURE_RULES: PictureRules = {
  maxBytes: PROFILE_PICTURE_MAX_BYTES,
  messages: { tooLarge: ACCOUNT_MESSAGES.pictureTooLarge, unsupported: ACCOUNT_MESSAGES.pictureUnsupported, ...PICTURE_MESSAGES },
};

function refusal(reason: Refusal, { messages }: PictureRules = PROFILE_PICTURE_RULES): HttpError {
  switch (reason) {
    case 'unreadable':
      return new HttpError(400, messages.unsupported);
    case 'too-many-pixels':
      return new HttpError(400, messages.tooManyPixels);
    case 'too-many-frames':
      return new HttpError(400, messages.tooManyFrames);
    case 'too-slow':
      return new HttpError(400, messages.tooSlow);
    case 'busy':
      // By then the uploads ahead have been decoded or stopped.
      return new HttpError(503, PICTURE_MESSAGES.busy, { 'retry-after': String(DECODE_TIME_LIMIT_MS / 1000) });
  }
}

/**
 * Answers the 503 an upload from `uploader` would get now, so a route can turn it away before its
 * rate limit counts it: an upload the decoder had no room for is not one of the reader's uploads.
 */
export function refuseWhenDecoderBusy(uploader: Uploader, decoder: PictureDecoder = pictureDecoder): void {
  if (!decoder.hasRoomFor(uploader)) throw refusal('busy');
}

/**
 * Checks an upload and returns the 256 x 256 copy to store (cropped to fill, like CSS
 * object-fit: cover). Photos stay JPEG; PNG and GIF become PNG to keep transparency.
 * WebP is recognised but refused: the pure-JS decoder has no WebP support.
 */
export function prepareProfilePicture(upload: Upload, decoder: PictureDecoder = pictureDecoder): Promise<StoredPicture> {
  return preparePicture(upload, PROFILE_PICTURE_RULES, decoder);
}

/** The checks of a profile picture for any picture a reader uploads (book covers too), refused in that picture's words. */
export async function preparePicture({ bytes: upload, from }: Upload, rules: PictureRules, decoder: PictureDecoder = pictureDecoder): Promise<StoredPicture> {
  const { messages } = rules;
  if (upload.length > rules.maxBytes) throw new HttpError(413, messages.tooLarge);
  const type = detectImageType(upload);
  if (!type || type === 'image/webp') throw new HttpError(400, messages.unsupported);
  const contentType = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  // The worker reads every frame's size before it decodes anything (dimensions.ts).
  const resized = await decoder.resize(upload, type, contentType, PICTURE_SIZE, from);
  if (!resized.ok) throw refusal(resized.reason, rules);
  return { filename: `${randomUUID()}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`, contentType, data: resized.data };
}
