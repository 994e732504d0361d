import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_BOOKS,
  BUILT_IN_SHELVES,
  customShelvesQuery,
  serverMessage,
  settingsQuery,
  STATS_ALL,
  statsQuery,
  type Stats,
  type StatsFilter,
} from '@booknook/api';
import { Link } from 'react-router-dom';
import { GoalCard } from '@booknook/features';
import { buttonClassName, EmptyState, ErrorMessage, Loading, PageHeader, Select, type SelectOption } from '@booknook/ui';
import { MissingPageCounts } from '../components/MissingPageCounts';
import { PageDistributionChart } from '../components/PageDistributionChart';
import { TopChart } from '../components/ChartSection';
import { STATS_TEXT } from '../messages';
import './stats.css';

/** All Time, then every year from the one the account was created in to this one. */
function yearOptions(accountCreated: string): SelectOption[] {
  const first = new Date(accountCreated).getFullYear();
  const last = Math.max(first, new Date().getFullYear());
  const years = Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
  return [{ value: STATS_ALL, label: STATS_TEXT.allTime }, ...years.map((year) => ({ value: year, label: year }))];
}

function Totals({ stats }: { stats: Stats }) {
  return (
    <dl className="stats-totals">
      <div className="stats-total">
        <dt>{STATS_TEXT.totalBooksRead}</dt>
        <dd>{stats.totalBooksRead}</dd>
      </div>
      <div className="stats-total">
        <dt>{STATS_TEXT.totalBooksInShelf}</dt>
        <dd>{stats.totalBooksInShelf}</dd>
      </div>
    </dl>
  );
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, month) => monthName.format(Date.UTC(2000, month, 1)));

/** A year's books finished, month by month, drawn as the top charts are (nothing to draw when none was). */
function FinishedPerMonth({ counts }: { counts: readonly number[] }) {
  const items = counts.some((count) => count > 0) ? counts.map((count, month) => ({ name: MONTHS[month]!, count })) : [];
  return <TopChart title={STATS_TEXT.finishedPerMonth} nameHeading="Month" items={items} emptyText="No books were finished this year." />;
}

function Figures({ stats, filter }: { stats: Stats; filter: StatsFilter }) {
  if (stats.totalBooksInShelf === 0) {
    // Says where the books come from, not only that none are here.
    return (
      <EmptyState
        action={
          <Link className={buttonClassName('secondary')} to="/home">
            {STATS_TEXT.findBooks}
          </Link>
        }
      >
        {filter.shelf === STATS_ALL ? STATS_TEXT.noBooksInShelves : STATS_TEXT.noBooksInShelf}
      </EmptyState>
    );
  }
  return (
    <>
      <Totals stats={stats} />
      {stats.booksWithoutPageCount > 0 ? <MissingPageCounts filter={filter} count={stats.booksWithoutPageCount} /> : null}
      <div className="stats-charts">
        <TopChart title={STATS_TEXT.topGenres} nameHeading="Genre" items={stats.topGenres} emptyText="No genres are known for these books." />
        <TopChart title={STATS_TEXT.topAuthors} nameHeading="Author" items={stats.topAuthors} emptyText="No authors are known for these books." />
        <PageDistributionChart distribution={stats.pageDistribution} />
        {stats.finishedPerMonth ? <FinishedPerMonth counts={stats.finishedPerMonth} /> : null}
      </div>
    </>
  );
}

/**
 * /stats: the reader's figures for one year (or all time) and one shelf (or all). While new
 * figures load the previous ones stay, marked busy; any failure shows only its message.
 */
export function StatsPage() {
  const [filter, setFilter] = useState<StatsFilter>(ALL_BOOKS);
  const settings = useQuery(settingsQuery());
  const customShelves = useQuery(customShelvesQuery());
  const shelves = [...BUILT_IN_SHELVES, ...(customShelves.data ?? [])];
  // A shelf deleted meanwhile is no longer a choice: its figures become All Shelves'.
  const chosen: StatsFilter = shelves.some((shelf) => shelf.id === filter.shelf) ? filter : { ...filter, shelf: STATS_ALL };
  const stats = useQuery({ ...statsQuery(chosen), placeholderData: keepPreviousData });

  const header = <PageHeader title={STATS_TEXT.title} description="Your reading by year and by shelf." />;
  const failure = settings.error ?? customShelves.error ?? stats.error;
  if (failure) {
    return (
      <>
        {header}
        <ErrorMessage>{serverMessage(failure) ?? STATS_TEXT.loadFailed}</ErrorMessage>
      </>
    );
  }
  if (!settings.data || !customShelves.data || !stats.data) {
    return (
      <>
        {header}
        <Loading label="Loading your statistics…" />
      </>
    );
  }

  const shelfOptions: SelectOption[] = [
    { value: STATS_ALL, label: STATS_TEXT.allShelves },
    ...shelves.map((shelf) => ({ value: String(shelf.id), label: shelf.name })),
  ];
  const choose = (change: Partial<StatsFilter>) => setFilter({ ...chosen, ...change });
  const parse = (value: string) => (value === STATS_ALL ? STATS_ALL : Number(value));

  return (
    <>
      {header}
      <div className="stats-filters">
        <Select label="Year" options={yearOptions(settings.data.date_created)} value={String(chosen.year)} onChange={(event) => choose({ year: parse(event.target.value) })} />
        <Select label="Shelf" options={shelfOptions} value={String(chosen.shelf)} onChange={(event) => choose({ shelf: parse(event.target.value) })} />
      </div>
      {chosen.year === STATS_ALL ? null : <GoalCard year={chosen.year} />}
      <div className="stats-figures" aria-busy={stats.isPlaceholderData || undefined}>
        <Figures stats={stats.data} filter={chosen} />
      </div>
    </>
  );
}
