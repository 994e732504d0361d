import { renderHook } from '@testing-library/react';
import { contrastRatio, tokenColours } from '@booknook/testing';
import { CHART_COLOUR_TOKENS, useChartColours } from './colours';

const THEMES = ['light', 'dark'] as const;

it('has at most 10 distinct colours in each theme', () => {
  expect(CHART_COLOUR_TOKENS.length).toBeLessThanOrEqual(10);
  for (const theme of THEMES) {
    const colours = CHART_COLOUR_TOKENS.map((token) => tokenColours(token)[theme]);
    expect(new Set(colours).size).toBe(colours.length);
  }
});

// 3:1 is the minimum for graphics; 4.5:1 also keeps the figures drawn on a bar or slice readable.
describe.each(THEMES)('in the %s theme', (theme) => {
  it.each(CHART_COLOUR_TOKENS)('%s stands out on the page and carries the figures (at least 4.5:1)', (token) => {
    const colour = tokenColours(token)[theme];
    for (const background of ['--color-surface', '--color-bg']) expect(contrastRatio(colour, tokenColours(background)[theme])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, tokenColours('--color-on-chart')[theme])).toBeGreaterThanOrEqual(4.5);
  });
});

it('draws with the theme tokens: every series, the figures and nivo’s text, axes, grid and tooltip', () => {
  // jsdom computes no styles, so each colour is its token's var(): what the browser resolves in the page's theme.
  const { result } = renderHook(() => useChartColours());
  expect(result.current.series).toEqual(CHART_COLOUR_TOKENS.map((token) => `var(${token})`));
  expect(result.current.onSeries).toBe('var(--color-on-chart)');
  expect(result.current.theme).toEqual({
    text: { fontFamily: 'inherit', fontSize: 13, fill: 'var(--color-text)' },
    axis: { ticks: { text: { fontSize: 12, fill: 'var(--color-text-muted)' }, line: { stroke: 'var(--color-border-strong)' } } },
    grid: { line: { stroke: 'var(--color-border)', strokeWidth: 1 } },
    tooltip: { container: { fontSize: 13, color: 'var(--color-text)', background: 'var(--color-surface)' } },
  });
});
