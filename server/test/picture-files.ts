// Picture files built byte by byte: image bombs whose headers promise far more pixels than the file
// holds, files that lie about their structure, and large pictures that are small files.
import zlib from 'node:zlib';

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};

/** A GIF with the given logical screen and frames, each frame a minimal image-data block. */
export function gif(screen: [number, number], frames: Array<[number, number]>): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a'),
    u16(screen[0]),
    u16(screen[1]),
    Buffer.from([0, 0, 0]),
    ...frames.map(([width, height]) => Buffer.concat([Buffer.from([0x2c]), u16(0), u16(0), u16(width), u16(height), Buffer.from([0, 2, 2, 0x4c, 0x01, 0])])),
    Buffer.from([0x3b]),
  ]);
}

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose IHDR announces width x height (8-bit RGBA), followed by `rest`. */
export function pngHeader(width: number, height: number, rest: Buffer = Buffer.alloc(0)): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), rest]);
}

/** A real, valid PNG of one grey: its rows of zero bytes deflate to almost nothing, whatever its size. */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits, greyscale (colour type 0), deflate, no filter, no interlace
  // Each row: filter byte 0 and `width` grey bytes, all zero.
  const pixels = zlib.deflateSync(Buffer.alloc((width + 1) * height));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}
