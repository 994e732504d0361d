import { CHART_BACKGROUNDS, CHART_COLOURS, ON_CHART_COLOUR } from './colours';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

it('has at most 10 distinct colours', () => {
  expect(new Set(CHART_COLOURS).size).toBe(CHART_COLOURS.length);
  expect(CHART_COLOURS.length).toBeLessThanOrEqual(10);
});

it.each(CHART_COLOURS)('%s stands out on the page and carries white figures (at least 4.5:1)', (colour) => {
  for (const background of CHART_BACKGROUNDS) expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colour, ON_CHART_COLOUR)).toBeGreaterThanOrEqual(4.5);
});
