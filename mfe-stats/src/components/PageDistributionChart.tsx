import { lazy } from 'react';
import type { PageDistribution } from '@booknook/api';
import { CHART_COLOUR_TOKENS } from '../charts/colours';
import { STATS_TEXT } from '../messages';
import { ChartArea, StatsCard } from './ChartSection';
import { PLAIN_LIST } from '@booknook/ui';

const PagePie = lazy(() => import('../charts/Charts').then((charts) => ({ default: charts.PagePie })));

const PIE_HEIGHT = 220;

/**
 * Page Distribution: a ring of the three buckets, and beside it a legend that gives every bucket's
 * count in words, which is what assistive technology reads (the ring is hidden from it).
 */
export function PageDistributionChart({ distribution }: { distribution: PageDistribution }) {
  const slices = [
    { id: 'below200', label: STATS_TEXT.below200, value: distribution.below200, rank: 0 },
    { id: 'between200and500', label: STATS_TEXT.between200and500, value: distribution.between200and500, rank: 1 },
    { id: 'above500', label: STATS_TEXT.above500, value: distribution.above500, rank: 2 },
  ];
  const counted = slices.some((slice) => slice.value > 0);
  return (
    <StatsCard title={STATS_TEXT.pageDistribution} wide>
      <div className="stats-pie">
        {counted ? (
          <ChartArea height={PIE_HEIGHT}>
            <PagePie slices={slices} />
          </ChartArea>
        ) : null}
        <ul className={`${PLAIN_LIST} stats-legend`} aria-label={STATS_TEXT.pageDistribution}>
          {slices.map((slice) => (
            <li key={slice.id}>
              <span className="stats-legend__swatch" style={{ background: `var(${CHART_COLOUR_TOKENS[slice.rank]})` }} aria-hidden="true" />
              <span className="stats-legend__label">{slice.label}</span>
              <span className="stats-legend__count">{slice.value}</span>
            </li>
          ))}
        </ul>
      </div>
    </StatsCard>
  );
}
