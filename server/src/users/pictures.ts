// Profile pictures: the type is decided by the file's bytes (never its name or declared type), the
// size is checked before decoding, and what is stored is a 256 x 256 copy.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Jimp } from 'jimp';
import type { Kysely } from 'kysely';
import { MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@booknook/api/contract';
import type { Database } from '../db';
import { HttpError } from '../http/errors';

export const PICTURE_SIZE = 256;
/** Decoding needs 4 bytes a pixel: refuse images whose decoded size could exhaust memory. */
export const MAX_PICTURE_PIXELS = 50_000_000;
export const PICTURE_TOO_MANY_PIXELS = 'Profile picture must be at most 50 megapixels';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export const DEFAULT_PICTURE = {
  // The same file the sign-up screen previews, so what a reader sees there is what they get.
  file: path.join(__dirname, '../../../shared/ui/src/assets/default-profile-picture.png'),
  contentType: 'image/png',
} as const;

let defaultPictureBytes: Buffer | null = null;

export function defaultPicture(): Buffer {
  defaultPictureBytes ??= fs.readFileSync(DEFAULT_PICTURE.file);
  return defaultPictureBytes;
}

/** The image type announced by the first bytes of a file, or null. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

function jpegDimensions(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; 0xc4, 0xc8 and 0xcc are other tables.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

/** Width and height from the header, read without decoding the image. */
export function imageDimensions(bytes: Buffer, type: ImageType): { width: number; height: number } | null {
  switch (type) {
    case 'image/png':
      return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
    case 'image/gif':
      return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : null;
    case 'image/jpeg':
      return jpegDimensions(bytes);
    case 'image/webp':
      return null;
  }
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

/**
 * Checks an upload and returns the 256 x 256 copy to store (cropped to fill, like CSS
 * object-fit: cover). Photos stay JPEG; PNG and GIF become PNG to keep transparency.
 * WebP is recognised but refused: the pure-JS decoder has no WebP support.
 */
export async function prepareProfilePicture(upload: Buffer): Promise<StoredPicture> {
  if (upload.length > PROFILE_PICTURE_MAX_BYTES) throw new HttpError(413, MESSAGES.pictureTooLarge);
  const type = detectImageType(upload);
  if (!type || type === 'image/webp') throw new HttpError(400, MESSAGES.pictureUnsupported);
  const size = imageDimensions(upload, type);
  if (!size || size.width < 1 || size.height < 1) throw new HttpError(400, MESSAGES.pictureUnsupported);
  if (size.width * size.height > MAX_PICTURE_PIXELS) throw new HttpError(400, PICTURE_TOO_MANY_PIXELS);

  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(upload);
  } catch {
    throw new HttpError(400, MESSAGES.pictureUnsupported);
  }
  image.cover({ w: PICTURE_SIZE, h: PICTURE_SIZE });
  const contentType = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const data =
    contentType === 'image/jpeg'
      ? await image.getBuffer('image/jpeg', { quality: 85 })
      : await image.getBuffer('image/png');
  return { filename: `${randomUUID()}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`, contentType, data };
}
