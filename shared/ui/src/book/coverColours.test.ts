import { contrastRatio, tokenColours } from '@booknook/testing';
import { coverColours, hslToHex } from './coverColours';

const ON_COVER = tokenColours('--color-on-cover').light;

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
    const weakest = Math.min(...ids.map((id) => contrastRatio(ON_COVER, coverColours(id).background)));
    expect(weakest).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each book the same colour every time', () => {
    expect(coverColours('gb-42')).toEqual(coverColours('gb-42'));
    expect(coverColours('gb-42')).toEqual({ background: expect.stringMatching(/^#[0-9a-f]{6}$/), spine: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  });

  it('gives neighbouring books different colours', () => {
    const shelf = Array.from({ length: 20 }, (_, index) => coverColours(`gb-${index + 1}`).background);
    expect(new Set(shelf).size).toBe(20);
    const hues = new Set(ids.map((id) => coverColours(id).background));
    expect(hues.size).toBeGreaterThan(500);
  });
});
