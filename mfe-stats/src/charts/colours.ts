// The charts' colours (spec section 9: up to 10). Each has at least 4.5:1 contrast with the page
// background and with white, so a bar or slice stands out (3:1 is the minimum for graphics) and
// the white figures drawn on it are readable; colours.test.ts checks both.
export const CHART_COLOURS = [
  '#1f5c4a',
  '#2b5fa8',
  '#a8561a',
  '#8a3b8f',
  '#b3261e',
  '#1d6f7a',
  '#7a5a00',
  '#4a4f9c',
  '#9c2f5e',
  '#5c6322',
] as const;

/** The background the charts are drawn on (--color-surface) and the page's (--color-bg). */
export const CHART_BACKGROUNDS = ['#ffffff', '#f6f4ee'] as const;

/** Text drawn on a colour. */
export const ON_CHART_COLOUR = '#ffffff';
