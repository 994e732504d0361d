import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  BUILT_IN_SHELVES,
  renameShelf,
  serverMessage,
  SHELF_MESSAGES,
  SHELF_PAGE_SIZE,
  SHELF_TYPE,
  type ShelfBooksResponse,
} from '@booknook/api';
import { useSession } from '@booknook/session';
import {
  Button,
  buttonClassName,
  ErrorMessage,
  FailureMessage,
  Loading,
  pageCount,
  PageHeader,
  Pagination,
  PenIcon,
  Select,
  usePaging,
} from '@booknook/ui';
import { CurrentlyReadingList } from '../components/CurrentlyReadingList';
import { ShelfBookList } from '../components/ShelfBookList';
import { ShelfNameModal } from '../components/ShelfNameModal';
import { followShelvesChange } from '../hooks/membership';
import { useShelfBooks, type ShelfBooks } from '../hooks/useShelfBooks';
import { emptyShelfText, failureDetail, isRefused, MESSAGES } from '../messages';
import { shelfPath } from '../paths';
import { SORT_OPTIONS, useShelfParams } from '../shelfParams';

const CURRENTLY_READING_ID = BUILT_IN_SHELVES[0].id;

function ShelfBooksError({ error }: { error: unknown }) {
  if (isRefused(error)) {
    return <ErrorMessage>{serverMessage(error) ?? MESSAGES.fetchBooksFailed}</ErrorMessage>;
  }
  return <FailureMessage message={MESSAGES.fetchBooksFailed} reason={failureDetail(error)} />;
}

interface ShelfContentProps {
  shelfName: string;
  data: ShelfBooksResponse;
  /** The reader's own shelf list, which they can change; absent on another reader's shelf. */
  ownList: ShelfBooks | null;
}

function ShelfContent({ shelfName, data, ownList }: ShelfContentProps) {
  const emptyText = emptyShelfText(shelfName);
  if (data.shelf_id === CURRENTLY_READING_ID && data.shelf_type_id === SHELF_TYPE.builtIn) {
    return <CurrentlyReadingList books={data.books} emptyText={emptyText} own={ownList ? { list: ownList, shelfId: data.shelf_id } : undefined} />;
  }
  return (
    <ShelfBookList
      books={data.books}
      layout="grid"
      label={`Books in ${shelfName}`}
      emptyText={emptyText}
      onShelvesChange={ownList ? (book, shelves) => followShelvesChange(ownList, data.shelf_id, book, shelves, ownList.reload) : undefined}
    />
  );
}

/**
 * /booknook/{shelfName}: one shelf, 20 books a page, in the order chosen. The owner of a custom
 * shelf can rename it here; `?userId=` shows another reader's shelf, read-only.
 */
export function ShelfPage({ basename }: { basename: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shelfName = useParams().shelfName ?? '';
  const { sort, page, userId, setPage, setSort } = useShelfParams();
  const ownId = useSession((state) => state.user_id);
  const readOnly = userId !== undefined && userId !== ownId;
  const list = useShelfBooks({ shelfName, sort, offset: (page - 1) * SHELF_PAGE_SIZE, limit: SHELF_PAGE_SIZE, userId: readOnly ? userId : undefined });
  const [renaming, setRenaming] = useState(false);
  const { state } = list;

  const totalPages = state.status === 'success' ? pageCount(state.data.totalBooks, SHELF_PAGE_SIZE) : 1;
  const lastLoadedPage = state.status === 'success' && state.loadedTotal > 0 ? pageCount(state.loadedTotal, SHELF_PAGE_SIZE) : null;
  const { summaryRef, goToPage } = usePaging(page, lastLoadedPage, setPage);

  const canRename = !readOnly && state.status === 'success' && state.data.shelf_type_id === SHELF_TYPE.custom;

  const rename = async (name: string) => {
    if (state.status !== 'success') return;
    const renamed = await renameShelf(state.data.shelf_id, name);
    setRenaming(false);
    const query = searchParams.toString();
    navigate(`${shelfPath(basename, renamed.name)}${query ? `?${query}` : ''}`, { replace: true });
  };

  return (
    <div className="library-page">
      <PageHeader
        title={shelfName}
        description={readOnly ? "Another reader's shelf." : undefined}
        actions={
          <>
            {canRename ? (
              <Button variant="secondary" className="library-icon-button" aria-label="Edit shelf name" title="Edit shelf name" onClick={() => setRenaming(true)}>
                <PenIcon />
              </Button>
            ) : null}
            {readOnly ? null : (
              <Link className={buttonClassName('secondary')} to={`${basename}/booknook`}>
                <span aria-hidden="true">←</span> Book Nook
              </Link>
            )}
          </>
        }
      />
      <div className="bn-toolbar library-toolbar">
        <Select label="Sort by" options={SORT_OPTIONS} value={sort} onChange={(event) => setSort(event.target.value as typeof sort)} />
      </div>
      <p ref={summaryRef} tabIndex={-1} aria-live="polite" className="bn-result-summary library-summary">
        {state.status === 'success' && state.data.totalBooks > 0
          ? `${state.data.totalBooks} ${state.data.totalBooks === 1 ? 'book' : 'books'} · page ${Math.min(page, totalPages)} of ${totalPages}`
          : null}
      </p>
      {state.status === 'loading' ? <Loading label="Loading books…" /> : null}
      {state.status === 'error' ? <ShelfBooksError error={state.error} /> : null}
      {state.status === 'success' ? (
        <>
          <ShelfContent shelfName={shelfName} data={state.data} ownList={readOnly ? null : list} />
          <Pagination currentPage={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </>
      ) : null}
      {renaming && state.status === 'success' ? (
        <ShelfNameModal
          title="Edit shelf name"
          submitLabel="Save"
          initialName={shelfName}
          emptyMessage={SHELF_MESSAGES.shelfNameEmpty}
          onSubmit={rename}
          describeFailure={(error) => ({ message: MESSAGES.renameShelfFailed, reason: serverMessage(error) })}
          onClose={() => setRenaming(false)}
        />
      ) : null}
    </div>
  );
}
