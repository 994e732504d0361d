import { useCallback, useId, useState } from 'react';
import { BUILT_IN_SHELVES, createShelf, deleteShelf, serverMessage, SHELF_MESSAGES, type Shelf } from '@booknook/api';
import { Button, ConfirmDialog, EmptyState, ErrorMessage, Loading, PageHeader } from '@booknook/ui';
import { ShelfNameModal } from '../components/ShelfNameModal';
import { ShelfPreviewRow } from '../components/ShelfPreviewRow';
import { useCustomShelves } from '../hooks/useCustomShelves';
import { MESSAGES } from '../messages';

function DeleteShelfDialog({ shelf, onDeleted, onCancel }: { shelf: Shelf; onDeleted: () => void; onCancel: () => void }) {
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await deleteShelf(shelf.id);
      onDeleted();
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };
  return (
    <ConfirmDialog
      title="Delete Shelf"
      message={`Delete the shelf "${shelf.name}"? Its books stay on your other shelves.`}
      confirmLabel="Delete"
      danger
      busy={deleting}
      error={failed ? MESSAGES.deleteShelfFailed : null}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}

/** /booknook: a preview of each built-in shelf, then the reader's own shelves, which they create and delete here. */
export function BookNookPage({ basename }: { basename: string }) {
  const mainHeadingId = useId();
  const customHeadingId = useId();
  const custom = useCustomShelves();
  const [revision, setRevision] = useState(0);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Shelf | null>(null);
  const shelvesSaved = useCallback(() => setRevision((count) => count + 1), []);

  const create = async (name: string) => {
    const shelf = await createShelf(name);
    custom.added(shelf);
    setCreating(false);
  };

  return (
    <div className="library-page">
      <PageHeader
        title="Book Nook"
        description="Your shelves, newest books first."
        actions={<Button onClick={() => setCreating(true)}>Create New Shelf</Button>}
      />
      <section aria-labelledby={mainHeadingId}>
        <h2 id={mainHeadingId} className="visually-hidden">
          Main shelves
        </h2>
        {BUILT_IN_SHELVES.map((shelf) => (
          <ShelfPreviewRow key={shelf.id} shelfName={shelf.name} basename={basename} revision={revision} onShelvesSaved={shelvesSaved} />
        ))}
      </section>
      <section aria-labelledby={customHeadingId} className="library-custom-shelves">
        <h2 id={customHeadingId}>Your shelves</h2>
        {custom.state.status === 'loading' ? <Loading label="Loading your shelves…" /> : null}
        {custom.state.status === 'error' ? <ErrorMessage>{MESSAGES.fetchCustomShelvesFailed}</ErrorMessage> : null}
        {custom.state.status === 'success' && custom.state.shelves.length === 0 ? <EmptyState>{MESSAGES.noCustomShelves}</EmptyState> : null}
        {custom.state.status === 'success'
          ? custom.state.shelves.map((shelf) => (
              <ShelfPreviewRow
                key={shelf.id}
                shelfName={shelf.name}
                basename={basename}
                revision={revision}
                onShelvesSaved={shelvesSaved}
                actions={
                  <Button variant="danger" onClick={() => setDeleting(shelf)}>
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
          emptyMessage={SHELF_MESSAGES.enterShelfName}
          onSubmit={create}
          describeFailure={(error) => ({ message: serverMessage(error) ?? MESSAGES.createShelfFailed })}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {deleting ? (
        <DeleteShelfDialog
          shelf={deleting}
          onDeleted={() => {
            custom.removed(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
