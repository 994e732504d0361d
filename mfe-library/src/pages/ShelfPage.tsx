import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_SHELF,
  renameShelfMutation,
  serverMessage,
  shelfBooksQuery,
  SHELF_MESSAGES,
  SHELF_PAGE_SIZE,
  SHELF_TYPE,
  type ShelfBooksResponse,
} from '@booknook/api';
import { ShelfBookList, ShelfBooksError } from '@booknook/features';
import { useSession } from '@booknook/session';
import {
  BackButton,
  Button,
  buttonClassName,
  Loading,
  PageHeader,
  pageOffset,
  Pagination,
  PenIcon,
  ResultSummary,
  Select,
  usePaging,
} from '@booknook/ui';
import { CurrentlyReadingList } from '../components/CurrentlyReadingList';
import { ShelfNameModal } from '../components/ShelfNameModal';
import { emptyShelfText, LIBRARY_TEXT, readCountText } from '../messages';
import { shelfPath } from '../paths';
import { SORT_OPTIONS, useShelfParams } from '../shelfParams';


type ShelfOwner = NonNullable<ShelfBooksResponse['owner']>;

/**
 * Where the reader goes from here: their own Book Nook; the profile of the reader whose shelf this
 * is; or back where they came from when that reader's shelf could not be shown (private, missing),
 * since then who they are is not known.
 */
function WayBack({ readOnly, owner, failed }: { readOnly: boolean; owner: ShelfOwner | undefined; failed: boolean }) {
  if (!readOnly) {
    return (
      <Link className={buttonClassName('secondary')} to="/booknook">
        <span aria-hidden="true">←</span> Book Nook
      </Link>
    );
  }
  if (!owner) return failed ? <BackButton fallback="/home" /> : null;
  return (
    <Link className={buttonClassName('secondary')} to={`/profile/${encodeURIComponent(owner.username)}`}>
      <span aria-hidden="true">←</span> {owner.username}’s profile
    </Link>
  );
}

interface ShelfContentProps {
  shelfName: string;
  data: ShelfBooksResponse;
  /** Another reader's shelf, which only they can change. */
  readOnly: boolean;
}

function ShelfContent({ shelfName, data, readOnly }: ShelfContentProps) {
  const emptyText = emptyShelfText(shelfName);
  if (data.shelf_id === BUILT_IN_SHELF.currentlyReading.id && data.shelf_type_id === SHELF_TYPE.builtIn) {
    return <CurrentlyReadingList books={data.books} emptyText={emptyText} readOnly={readOnly} />;
  }
  return (
    <ShelfBookList books={data.books} layout="grid" label={`Books in ${shelfName}`} emptyText={emptyText} noteOf={(book) => readCountText(book.readCount)} />
  );
}

/**
 * /booknook/{shelfName}: one shelf, 20 books a page, in the order chosen. The owner of a custom
 * shelf can rename it here; `?userId=` shows another reader's shelf, read-only.
 */
export function ShelfPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const shelfName = useParams().shelfName ?? '';
  const { sort, page, userId, setPage, setSort } = useShelfParams();
  const ownId = useSession((state) => state.user_id);
  const readOnly = userId !== undefined && userId !== ownId;
  const books = useQuery(
    shelfBooksQuery({ shelfName, sort, offset: pageOffset(page, SHELF_PAGE_SIZE), limit: SHELF_PAGE_SIZE, userId: readOnly ? userId : undefined }),
  );
  const renaming = useMutation(renameShelfMutation());
  const [askingName, setAskingName] = useState(false);
  const data = books.data;

  const { summaryRef, goToPage, totalPages } = usePaging(page, data?.totalBooks, SHELF_PAGE_SIZE, setPage);

  const canRename = !readOnly && data?.shelf_type_id === SHELF_TYPE.custom;

  const rename = async (name: string) => {
    if (!data) return;
    const renamed = await renaming.mutateAsync({ id: data.shelf_id, name });
    setAskingName(false);
    const query = searchParams.toString();
    navigate(`${shelfPath(renamed.name)}${query ? `?${query}` : ''}`, { replace: true });
  };

  const owner = readOnly ? data?.owner : undefined;
  return (
    <div className="library-page">
      <PageHeader
        title={shelfName}
        description={owner ? `${owner.username}’s shelf` : undefined}
        actions={
          <>
            {canRename ? (
              <Button variant="secondary" savesChanges className="library-icon-button" aria-label="Edit shelf name" title="Edit shelf name" onClick={() => setAskingName(true)}>
                <PenIcon />
              </Button>
            ) : null}
            <WayBack readOnly={readOnly} owner={owner} failed={books.isError} />
          </>
        }
      />
      {books.isError ? null : (
        <>
          <div className="bn-toolbar library-toolbar">
            <Select label="Sort by" options={SORT_OPTIONS} value={sort} onChange={(event) => setSort(event.target.value as typeof sort)} />
          </div>
          <ResultSummary ref={summaryRef} total={data?.totalBooks ?? 0} noun={['book', 'books']} page={Math.min(page, totalPages)} totalPages={totalPages} className="library-summary" />
        </>
      )}
      {books.isPending ? <Loading label="Loading books…" /> : null}
      {books.isError ? <ShelfBooksError error={books.error} /> : null}
      {data ? (
        <>
          <ShelfContent shelfName={shelfName} data={data} readOnly={readOnly} />
          <Pagination currentPage={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </>
      ) : null}
      {askingName && data ? (
        <ShelfNameModal
          title="Edit shelf name"
          submitLabel="Save"
          initialName={shelfName}
          emptyMessage={SHELF_MESSAGES.shelfNameEmpty}
          onSubmit={rename}
          describeFailure={(error) => ({ message: LIBRARY_TEXT.renameShelfFailed, reason: serverMessage(error) })}
          onClose={() => setAskingName(false)}
        />
      ) : null}
    </div>
  );
}
