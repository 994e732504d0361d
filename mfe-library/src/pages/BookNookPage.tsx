import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_SHELVES,
  createShelfMutation,
  customShelvesQuery,
  deleteShelfMutation,
  serverMessage,
  SHELF_MESSAGES,
  shelfPreviewQuery,
  type Shelf,
} from '@booknook/api';
import { Button, buttonClassName, ConfirmDialog, EmptyState, ErrorMessage, Loading, PageHeader } from '@booknook/ui';
import { ShelfNameModal } from '../components/ShelfNameModal';
import { ShelfPreviewRow } from '../components/ShelfPreviewRow';
import { LIBRARY_TEXT } from '../messages';

function DeleteShelfDialog({ shelf, onDeleted, onCancel }: { shelf: Shelf; onDeleted: () => void; onCancel: () => void }) {
  const deletion = useMutation(deleteShelfMutation());
  return (
    <ConfirmDialog
      title="Delete Shelf"
      message={`Delete the shelf "${shelf.name}"? Its books stay on your other shelves.`}
      confirmLabel="Delete"
      danger
      busy={deletion.isPending}
      error={deletion.isError ? LIBRARY_TEXT.deleteShelfFailed : null}
      onConfirm={() => deletion.mutate(shelf, { onSuccess: onDeleted })}
      onCancel={onCancel}
    />
  );
}

/**
 * A new reader's Book Nook has only empty shelves: say where books come from, once, rather than
 * only that each shelf is empty. Reads the previews' own cached answers; asks for nothing more.
 */
function EmptyBookNookPointer() {
  const previews = useQueries({ queries: BUILT_IN_SHELVES.map((shelf) => shelfPreviewQuery(shelf.name)) });
  if (!previews.every((preview) => preview.isSuccess && preview.data.books.length === 0)) return null;
  return (
    <EmptyState
      title={LIBRARY_TEXT.emptyBookNook}
      action={
        <Link className={buttonClassName('primary')} to="/home">
          {LIBRARY_TEXT.findBooks}
        </Link>
      }
    >
      {LIBRARY_TEXT.emptyBookNookHint}
    </EmptyState>
  );
}

/** /booknook: a preview of each built-in shelf, then the reader's own shelves, which they create and delete here. */
export function BookNookPage() {
  const mainHeadingId = useId();
  const customHeadingId = useId();
  const custom = useQuery(customShelvesQuery());
  const creation = useMutation(createShelfMutation());
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Shelf | null>(null);

  const create = async (name: string) => {
    await creation.mutateAsync(name);
    setCreating(false);
  };

  return (
    <div className="library-page">
      <PageHeader
        title="Book Nook"
        description="Your shelves, newest books first."
        actions={<Button savesChanges onClick={() => setCreating(true)}>Create New Shelf</Button>}
      />
      <EmptyBookNookPointer />
      <section aria-labelledby={mainHeadingId}>
        <h2 id={mainHeadingId} className="visually-hidden">
          Main shelves
        </h2>
        {BUILT_IN_SHELVES.map((shelf) => (
          <ShelfPreviewRow key={shelf.id} shelfName={shelf.name} />
        ))}
      </section>
      <section aria-labelledby={customHeadingId} className="library-custom-shelves">
        <h2 id={customHeadingId}>Your shelves</h2>
        {custom.isPending ? <Loading label="Loading your shelves…" /> : null}
        {custom.isError ? <ErrorMessage>{SHELF_MESSAGES.fetchCustomShelvesFailed}</ErrorMessage> : null}
        {custom.data?.length === 0 ? <EmptyState>{SHELF_MESSAGES.noCustomShelves}</EmptyState> : null}
        {custom.data
          ? custom.data.map((shelf) => (
              <ShelfPreviewRow
                key={shelf.id}
                shelfName={shelf.name}
               
                actions={
                  <Button variant="danger" savesChanges onClick={() => setDeleting(shelf)}>
                    Delete Shelf<span className="visually-hidden"> {shelf.name}</span>
                  </Button>
                }
              />
            ))
          : null}
      </section>
      {creating ? (
        <ShelfNameModal
          title="Create New Shelf"
          submitLabel="Create"
          emptyMessage={LIBRARY_TEXT.enterShelfName}
          onSubmit={create}
          describeFailure={(error) => ({ message: serverMessage(error) ?? LIBRARY_TEXT.createShelfFailed })}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {deleting ? (
        <DeleteShelfDialog
          shelf={deleting}
          onDeleted={() => setDeleting(null)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
