import { useParams } from 'react-router-dom';
import { BackButton, PageHeader } from '@booknook/ui';
import { ListToolbar } from '../components/ListToolbar';
import { PagedVolumes } from '../components/PagedVolumes';
import { useListParams } from '../listParams';
import { DISCOVERY_TEXT, genreBooksError } from '../messages';

/** /home/{genre}: every book of one genre, 20 a page. */
export function GenrePage() {
  const genre = useParams().genre ?? '';
  const { page, sort, setPage, setSort } = useListParams();
  return (
    <>
      <PageHeader title={genre} />
      <ListToolbar back={<BackButton fallback="/home" />} sort={sort} onSortChange={setSort} />
      <PagedVolumes
        query={genre.toLowerCase()}
        page={page}
        sort={sort}
        onPageChange={setPage}
        label={`${genre} books`}
        emptyMessage={DISCOVERY_TEXT.noGenreBooks}
        errorMessage={(error) => genreBooksError(error, DISCOVERY_TEXT.genreListFailed)}
      />
    </>
  );
}
