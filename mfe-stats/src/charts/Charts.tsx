// The three charts, drawn with nivo. This module is the page's only way to nivo and is loaded
// lazily (its own chunk), so nivo's ~90 KB reach only readers who open /stats, after the figures.
// The charts are pictures of figures the page also gives as text (ChartSection), so assistive
// technology skips them.
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import type { NamedCount } from '@booknook/api';
import { useMediaQuery } from '@booknook/ui';
import { useChartColours } from './colours';

/** Whole numbers only on a count axis: 0 up to the largest count, at most about six ticks. */
function countTicks(largest: number): number[] {
  const step = Math.max(1, Math.ceil(largest / 5));
  return Array.from({ length: Math.floor(largest / step) + 1 }, (_, tick) => tick * step);
}

function shortened(name: string, length: number): string {
  return name.length > length ? `${name.slice(0, length - 1)}…` : name;
}

/** A horizontal bar per name, the most frequent on top, each in its own colour with its count on it. */
export function TopBarChart({ items }: { items: readonly NamedCount[] }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const narrow = useMediaQuery('(max-width: 500px)');
  const { series, onSeries, theme } = useChartColours();
  // nivo draws the first datum at the bottom of a horizontal chart.
  const data = items.map((item) => ({ name: item.name, count: item.count })).reverse();
  const ticks = countTicks(Math.max(...items.map((item) => item.count)));
  return (
    <ResponsiveBar
      data={data}
      keys={['count']}
      indexBy="name"
      layout="horizontal"
      margin={{ top: 4, right: 20, bottom: 32, left: narrow ? 112 : 176 }}
      padding={0.25}
      // By rank, the top bar first (nivo leaves fields that are 0 out of bar.data, so not a rank field).
      colors={(bar) => series[(data.length - 1 - bar.index) % series.length]!}
      theme={theme}
      axisLeft={{ tickSize: 0, tickPadding: 8, format: (name: string) => shortened(name, narrow ? 14 : 22) }}
      axisBottom={{ tickSize: 4, tickValues: ticks }}
      gridXValues={ticks}
      enableGridY={false}
      labelTextColor={onSeries}
      labelSkipWidth={18}
      animate={!still}
      role="presentation"
    />
  );
}

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  /** Its colour's rank among the charts' series. */
  rank: number;
}

/** Page Distribution as a ring, each bucket's count on its slice. */
export function PagePie({ slices }: { slices: readonly PieSlice[] }) {
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { series, onSeries, theme } = useChartColours();
  return (
    <ResponsivePie
      data={slices.filter((slice) => slice.value > 0).map((slice) => ({ ...slice }))}
      colors={(slice) => series[slice.data.rank]!}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      innerRadius={0.5}
      padAngle={1.5}
      cornerRadius={3}
      enableArcLinkLabels={false}
      arcLabelsTextColor={onSeries}
      arcLabelsSkipAngle={12}
      theme={theme}
      animate={!still}
      role="presentation"
    />
  );
}
