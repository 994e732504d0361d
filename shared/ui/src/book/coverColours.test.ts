import { coverColours, hslToHex } from './coverColours';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(colour.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const ids = [
  ...Array.from({ length: 3000 }, (_, index) => `gb-${index + 1}`),
  ...Array.from({ length: 500 }, (_, index) => `pg-${index * 7 + 3}`),
  'ol-OL7353617M',
  'x',
  '',
  'ünïcødé-📚',
];

describe('coverColours', () => {
  it('converts hsl() as CSS does', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(210, 50, 40)).toBe('#336699');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
  });

  it('gives white lettering at least the 4.5:1 contrast of WCAG AA on every book', () => {
    const weakest = Math.min(...ids.map((id) => contrast(coverColours(id).text, coverColours(id).background)));
    expect(weakest).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each book the same colour every time', () => {
    expect(coverColours('gb-42')).toEqual(coverColours('gb-42'));
    expect(coverColours('gb-42')).toEqual({ background: expect.stringMatching(/^#[0-9a-f]{6}$/), spine: expect.stringMatching(/^#[0-9a-f]{6}$/), text: '#ffffff' });
  });

  it('gives neighbouring books different colours', () => {
    const shelf = Array.from({ length: 20 }, (_, index) => coverColours(`gb-${index + 1}`).background);
    expect(new Set(shelf).size).toBe(20);
    const hues = new Set(ids.map((id) => coverColours(id).background));
    expect(hues.size).toBeGreaterThan(500);
  });
});
