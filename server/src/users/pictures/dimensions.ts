// Image sizes read from the file's own structure, before anything is decoded (issue 9). A GIF
// declares a logical screen and then frames of their own sizes, and neither says anything about the
// other: Jimp's GIF decoder (omggif under @jimp/js-gif) allocates the whole screen at 4 bytes a pixel
// and draws the first frame into it, so both are read, every frame included. PNG and JPEG carry one
// image size in their header (an APNG's extra frames are never decoded: the decoder draws the
// default image only). The type itself is read here too, from the first bytes.
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

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

/**
 * Decoded pixels take 4 bytes each: 16 megapixels is 64 MB, a 4096 x 4096 photo, far more than a
 * 256 x 256 avatar needs. What counts is `decodedPixels`.
 */
export const MAX_PICTURE_PIXELS = 4096 * 4096;
/**
 * An avatar is not a film: a thousand frames is a long animation already, and past it counting stops,
 * so a 5 MB GIF of 349,522 empty frames is not walked to its end.
 */
export const MAX_GIF_FRAMES = 1_000;

/** Why a file is refused from its structure alone, before it is decoded. */
export type SizeRefusal = 'unreadable' | 'too-many-pixels' | 'too-many-frames';

export interface Size {
  width: number;
  height: number;
}

export interface PictureSizes {
  /** A GIF's logical screen: the canvas the decoder allocates whatever the frames' sizes. */
  screen: Size | null;
  /** Every frame (image) the file holds. */
  frames: Size[];
}

/**
 * The sizes a decoder would meet in the file, or null when it is not structured as its type says. A GIF
 * is read up to its first frame past MAX_GIF_FRAMES.
 */
export function pictureSizes(bytes: Buffer, type: ImageType): PictureSizes | null {
  switch (type) {
    case 'image/png':
      return oneImage(pngSize(bytes));
    case 'image/gif':
      return gifSizes(bytes);
    case 'image/jpeg':
      return oneImage(jpegSize(bytes));
    case 'image/webp':
      return null;
  }
}

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

/**
 * Why the file must not be decoded, or null when it may be. Run in the decoding worker (worker.ts):
 * walking a GIF's blocks takes time by the byte.
 */
export function sizeRefusal(bytes: Buffer, type: ImageType): SizeRefusal | null {
  const sizes = pictureSizes(bytes, type);
  const empty = (size: Size | null) => size !== null && (size.width < 1 || size.height < 1);
  if (!sizes || empty(sizes.screen) || sizes.frames.some(empty)) return 'unreadable';
  if (sizes.frames.length > MAX_GIF_FRAMES) return 'too-many-frames';
  if (decodedPixels(sizes) > MAX_PICTURE_PIXELS) return 'too-many-pixels';
  return null;
}

const oneImage = (size: Size | null): PictureSizes | null => (size ? { screen: null, frames: [size] } : null);

function pngSize(bytes: Buffer): Size | null {
  // Signature (8), then the first chunk must be IHDR: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function jpegSize(bytes: Buffer): Size | null {
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

/** Size in bytes of a colour table announced by a GIF packed byte, or 0 when there is none. */
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * The logical screen (bytes 6-9), then the GIF's blocks (GIF89a specification): extensions and image
 * data are runs of sub-blocks ending with a zero length; each image descriptor (0x2c) gives its
 * frame's size.
 */
function gifSizes(bytes: Buffer): PictureSizes | null {
  if (bytes.length < 13) return null;
  const screen = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  let offset = 13 + colourTableBytes(bytes[10]!);
  const frames: Size[] = [];
  const skipSubBlocks = (): boolean => {
    for (;;) {
      if (offset >= bytes.length) return false;
      const size = bytes[offset]!;
      offset += 1 + size;
      if (size === 0) return true;
    }
  };
  while (offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) break; // trailer
    if (introducer === 0x21) {
      offset += 2; // introducer and label
      if (!skipSubBlocks()) return null;
    } else if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) return null;
      frames.push({ width: bytes.readUInt16LE(offset + 5), height: bytes.readUInt16LE(offset + 7) });
      if (frames.length > MAX_GIF_FRAMES) return { screen, frames };
      offset += 10 + colourTableBytes(bytes[offset + 9]!) + 1; // descriptor, local colour table, LZW code size
      if (!skipSubBlocks()) return null;
    } else {
      return null;
    }
  }
  return frames.length > 0 ? { screen, frames } : null;
}
