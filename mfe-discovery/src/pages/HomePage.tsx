import { getRandomGenres, getTopGenrePreferences, type Genre } from '@booknook/api';
import { ErrorMessage, PageHeader, useAsyncData } from '@booknook/ui';
import { GenreRow } from '../components/GenreRow';
import { VolumeCards } from '../components/VolumeCards';
import { MESSAGES } from '../messages';

/** Spec section 9: the top 2 preferred genres, then random genres up to 4 rows in all. */
const PREFERRED_ROWS = 2;
const HOME_ROWS = 4;

interface HomeGenres {
  genres: Genre[];
  errors: string[];
}

/**
 * The reader's genres first, then random ones to fill the rows. A failure of either call is
 * reported, and the rows that could be found are still shown.
 */
async function loadHomeGenres(): Promise<HomeGenres> {
  const errors: string[] = [];
  let preferred: Genre[] = [];
  try {
    preferred = (await getTopGenrePreferences({ limit: PREFERRED_ROWS })).map((preference) => preference.Genre);
  } catch {
    errors.push(MESSAGES.preferencesFailed);
  }
  let random: Genre[] = [];
  const missing = HOME_ROWS - preferred.length;
  if (missing > 0) {
    try {
      random = await getRandomGenres({ limit: missing, exclude: preferred.map((genre) => genre.id) });
    } catch {
      errors.push(MESSAGES.randomGenresFailed);
    }
  }
  return { genres: [...preferred, ...random].slice(0, HOME_ROWS), errors };
}

export function HomePage({ basename }: { basename: string }) {
  const home = useAsyncData('home', loadHomeGenres);
  return (
    <>
      <PageHeader title="Discover books" description="Books from the genres you read most, and a few new ones to explore." />
      {home.status === 'loading' ? (
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
      ) : home.status === 'success' ? (
        <>
          {home.data.errors.map((error) => (
            <ErrorMessage key={error}>{error}</ErrorMessage>
          ))}
          {home.data.genres.map((genre) => (
            <GenreRow key={genre.id} genre={genre} basename={basename} />
          ))}
        </>
      ) : null}
    </>
  );
}
