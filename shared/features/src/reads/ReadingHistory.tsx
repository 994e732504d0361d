import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { deleteReadMutation, errorText, READ_MESSAGES, readsQuery, type Read } from '@booknook/api';
import { announce, Button, ConfirmDialog, ErrorMessage, Loading } from '@booknook/ui';
import { describeRead } from './readDates';
import { ReadFormModal } from './ReadFormModal';
import './readingHistory.css';

export interface ReadingHistoryProps {
  bookId: string;
  bookTitle: string;
}

/**
 * The reader's reads of a book, newest first, with Add a read, Edit and Delete. The shelf rules
 * write most reads by themselves; this is where a reader dates the ones they remember.
 */
export function ReadingHistory({ bookId, bookTitle }: ReadingHistoryProps) {
  const reads = useQuery(readsQuery(bookId));
  const remove = useMutation(deleteReadMutation());
  const [editing, setEditing] = useState<Read | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Read | null>(null);
  const headingId = `reading-history-${bookId}`;
  const list = reads.data ?? [];
  const openRead = list.find((read) => read.outcome === 'reading');

  return (
    <section className="bn-reading-history" aria-labelledby={headingId}>
      <h3 id={headingId}>Reading history</h3>
      {reads.isPending ? <Loading label="Loading your reading history…" /> : null}
      {reads.isError ? <ErrorMessage>{errorText(reads.error, READ_MESSAGES.fetchFailed)}</ErrorMessage> : null}
      {reads.isSuccess && list.length === 0 ? <p className="bn-reading-history__empty">{READ_MESSAGES.noReads}</p> : null}
      {list.length > 0 ? (
        <ul className="bn-reading-history__list">
          {list.map((read) => {
            const description = describeRead(read);
            return (
              <li key={read.id} className="bn-reading-history__read">
                <span>{description}</span>
                <span className="bn-reading-history__actions">
                  <Button variant="ghost" aria-label={`Edit read: ${description}`} onClick={() => setEditing(read)}>
                    Edit
                  </Button>
                  <Button variant="ghost" aria-label={`Delete read: ${description}`} onClick={() => setDeleting(read)}>
                    Delete
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {reads.isSuccess ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add a read
        </Button>
      ) : null}
      {editing ? (
        <ReadFormModal
          bookId={bookId}
          bookTitle={bookTitle}
          existing={editing === 'new' ? undefined : editing}
          otherReadOpen={openRead !== undefined && openRead !== editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this read?"
          message={`${describeRead(deleting)}: this read of ${bookTitle} will be removed from your history.`}
          confirmLabel="Delete read"
          danger
          busy={remove.isPending}
          error={remove.isError ? errorText(remove.error, READ_MESSAGES.deleteFailed) : null}
          onConfirm={() => remove.mutate({ bookId, readId: deleting.id }, {
                onSuccess: () => {
                  announce(READ_MESSAGES.deleted);
                  setDeleting(null);
                },
              })}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      ) : null}
    </section>
  );
}
