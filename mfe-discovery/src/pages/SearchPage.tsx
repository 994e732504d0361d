import { useParams } from 'react-router-dom';
import { BackButton, EmptyState, PageHeader, Select } from '@booknook/ui';
import { AddBookOffer } from '../components/AddBookOffer';
import { ListToolbar } from '../components/ListToolbar';
import { PagedVolumes } from '../components/PagedVolumes';
import { FILTER_OPTIONS, useListParams, type Filter } from '../listParams';
import { DISCOVERY_TEXT } from '../messages';
import { catalogueQuery } from '../searchQuery';

/** /search and /search/{query}: catalogue results for what the reader typed in the top bar. */
export function SearchPage() {
  const search = (useParams().query ?? '').trim();
  const { page, sort, filter, setPage, setSort, setFilter } = useListParams();
  return (
    <>
      <PageHeader title="Search results" pageTitle={search ? `Search: ${search}` : 'Search'} description={search ? `for “${search}”` : undefined} />
      <ListToolbar back={<BackButton fallback="/home" />} sort={sort} onSortChange={setSort}>
        <Select
          label="Filter by"
          noneOption="Any field"
          options={FILTER_OPTIONS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as Filter)}
        />
      </ListToolbar>
      {search ? (
        <>
          <PagedVolumes
            query={catalogueQuery(search, filter)}
            page={page}
            sort={sort}
            onPageChange={setPage}
            label={`Results for ${search}`}
            emptyMessage={DISCOVERY_TEXT.noResults}
            errorMessage={() => DISCOVERY_TEXT.searchFailed}
          />
          <AddBookOffer search={search} />
        </>
      ) : (
        <EmptyState>{DISCOVERY_TEXT.noSearchQuery}</EmptyState>
      )}
    </>
  );
}
