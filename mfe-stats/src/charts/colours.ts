// The charts' colours are design tokens (shared/ui's tokens.css), so they follow the reader's theme
// like the rest of the page; colours.test.ts checks their contrast in both themes.
import { useMemo } from 'react';
import { useTokenColours } from '@booknook/ui';

/** The series, by rank (spec section 9: up to 10). */
export const CHART_COLOUR_TOKENS = [
  '--color-chart-1',
  '--color-chart-2',
  '--color-chart-3',
  '--color-chart-4',
  '--color-chart-5',
  '--color-chart-6',
  '--color-chart-7',
  '--color-chart-8',
  '--color-chart-9',
  '--color-chart-10',
] as const;

const THEME_TOKENS = ['--color-text', '--color-text-muted', '--color-border-strong', '--color-border', '--color-surface', '--color-on-chart'] as const;

/** What the charts draw with in the current theme: the series' colours, the figures on them and nivo's theme. */
export function useChartColours() {
  const colours = useTokenColours([...CHART_COLOUR_TOKENS, ...THEME_TOKENS]);
  return useMemo(
    () => ({
      series: CHART_COLOUR_TOKENS.map((token) => colours[token]),
      onSeries: colours['--color-on-chart'],
      theme: {
        text: { fontFamily: 'inherit', fontSize: 13, fill: colours['--color-text'] },
        axis: { ticks: { text: { fontSize: 12, fill: colours['--color-text-muted'] }, line: { stroke: colours['--color-border-strong'] } } },
        grid: { line: { stroke: colours['--color-border'], strokeWidth: 1 } },
        tooltip: { container: { fontSize: 13, color: colours['--color-text'], background: colours['--color-surface'] } },
      },
    }),
    [colours],
  );
}
