import { useQuery } from '@tanstack/react-query';
import { HOME_ROWS, homeGenresQuery, SHELF_MESSAGES } from '@booknook/api';
import { GoalCard } from '@booknook/features';
import { ErrorMessage, PageHeader } from '@booknook/ui';
import { GenreRow } from '../components/GenreRow';
import { VolumeCards } from '../components/VolumeCards';
import { DISCOVERY_TEXT } from '../messages';

/**
 * The reader's goal for this year above the rows, so setting one is two clicks from Home. The reader's genres first, then random ones to fill the rows. A failure of either call is
 * reported, and the rows that could be found are still shown.
 */
export function HomePage() {
  const home = useQuery(homeGenresQuery());
  return (
    <>
      <PageHeader title="Discover books" pageTitle="Home" description="Books from the genres you read most, and a few new ones to explore." />
      <GoalCard year={new Date().getFullYear()} />
      {home.isPending ? (
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading genres…
          </p>
          {Array.from({ length: HOME_ROWS }, (_, index) => (
            <div key={index} className="bn-section">
              <span className="discovery-heading-skeleton bn-skeleton" />
              <VolumeCards layout="row" volumes={[]} label="Loading books" loading />
            </div>
          ))}
        </div>
      ) : home.isSuccess ? (
        <>
          {home.data.preferencesFailed ? <ErrorMessage>{SHELF_MESSAGES.preferencesFailed}</ErrorMessage> : null}
          {home.data.randomGenresFailed ? <ErrorMessage>{DISCOVERY_TEXT.randomGenresFailed}</ErrorMessage> : null}
          {home.data.genres.map((genre) => (
            <GenreRow key={genre.id} genre={genre} />
          ))}
        </>
      ) : null}
    </>
  );
}
