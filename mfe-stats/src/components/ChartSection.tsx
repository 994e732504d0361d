import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { NamedCount } from '@booknook/api';
import { Loading } from '@booknook/ui';

// nivo comes in its own chunk, requested once the page has figures to draw.
const TopBarChart = lazy(() => import('../charts/Charts').then((charts) => ({ default: charts.TopBarChart })));

/** Room for one bar and its name; the axis below takes the rest. */
const BAR_ROW_HEIGHT = 36;
const BAR_AXIS_HEIGHT = 40;

/** A titled card of the stats page; a wide one takes the whole row. */
export function StatsCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={wide ? 'stats-card stats-card--wide' : 'stats-card'} aria-labelledby={headingId}>
      <h2 id={headingId} className="stats-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a chart is drawn: hidden from assistive technology, which reads the same figures as text beside it. */
export function ChartArea({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="stats-chart" style={{ height }} aria-hidden="true">
      <Suspense fallback={<Loading label="Drawing the chart…" />}>{children}</Suspense>
    </div>
  );
}

export interface TopChartProps {
  title: string;
  /** The table's column heading for the names, e.g. 'Genre'. */
  nameHeading: string;
  items: readonly NamedCount[];
  emptyText: string;
}

/** Top Genres or Top Authors: a horizontal bar chart, and the same figures as a visually hidden table. */
export function TopChart({ title, nameHeading, items, emptyText }: TopChartProps) {
  return (
    <StatsCard title={title}>
      {items.length === 0 ? (
        <p className="stats-card__empty">{emptyText}</p>
      ) : (
        <>
          <ChartArea height={items.length * BAR_ROW_HEIGHT + BAR_AXIS_HEIGHT}>
            <TopBarChart items={items} />
          </ChartArea>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeading}</th>
                <th scope="col">Books</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.name}>
                  <th scope="row">{item.name}</th>
                  <td>{item.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </StatsCard>
  );
}
