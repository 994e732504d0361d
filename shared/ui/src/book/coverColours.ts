// The colours of a cover drawn for a book whose picture is missing or cannot be loaded (offline, a
// dead URL): each book its own colour, always the same one, so a shelf of such books is not a wall
// of identical tiles, and always dark enough for the lettering (--color-on-cover, white) to pass WCAG AA (4.5:1).

export interface CoverColours {
  background: string;
  /** A darker shade for the spine along the left edge. */
  spine: string;
}

/** 32-bit FNV-1a of the id's UTF-16 code units: cheap, and spreads neighbouring ids apart. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Saturation and lightness pairs (percent), all dark enough under white text at every hue. */
const TONES = [
  [38, 26],
  [48, 30],
  [30, 34],
  [55, 24],
] as const;

function hex(channel: number): string {
  return Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');
}

/** CSS's hsl() as #rrggbb (hue in degrees, saturation and lightness in percent). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

/** The drawn cover's colours for the book with this id. */
export function coverColours(bookId: string): CoverColours {
  const value = hash(bookId);
  const hue = value % 360;
  const [saturation, lightness] = TONES[Math.floor(value / 360) % TONES.length] ?? TONES[0];
  return {
    background: hslToHex(hue, saturation, lightness),
    spine: hslToHex(hue, saturation, lightness - 8),
  };
}
