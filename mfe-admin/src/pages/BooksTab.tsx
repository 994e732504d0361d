import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, approveBookMutation, BOOKS_TAB_MESSAGES, deleteWaitingBookMutation, waitingBooksQuery, type WaitingBook } from '@booknook/api';
import { Button, DateTime, ErrorMessage, truncateTitle } from '@booknook/ui';
import { LongText } from '../components/cells';
import { MergeBookDialog } from '../components/MergeBookDialog';
import type { Column } from '../tables/SortableTable';
import { TablePanel } from '../tables/TablePanel';
import { pageQuery } from '../tables/tableState';
import type { TabProps } from './UsersTab';

const readersText = (readers: number) => (readers === 0 ? 'no readers' : readers === 1 ? '1 reader' : `${readers} readers`);

const COLUMNS: Array<Column<WaitingBook, 'books'>> = [
  {
    header: 'Title',
    sortField: 'title',
    kind: 'long',
    cell: (book) => <LongText text={`${book.title}${book.authors.length > 0 ? ` · ${book.authors.join(', ')}` : ''}`} of={`the book ${book.id}`} />,
  },
  { header: 'Added by', sortField: 'User.username', cell: (book) => book.User?.username ?? <span className="admin-table__none">Deleted account</span> },
  { header: 'Date added', sortField: 'date_added', cell: (book) => <DateTime value={book.date_added} /> },
  { header: 'Readers', sortField: 'readers', kind: 'number', cell: (book) => book.readers },
];

/**
 * The Books tab (issue 21): books readers added, waiting for approval. Approve puts one in the public
 * catalogue, Merge into... moves everything readers hold of it to a catalogue book, Delete takes it
 * off every shelf (its confirmation says how many readers hold it).
 */
export function BooksTab({ state, onStateChange }: TabProps<'books'>) {
  const list = useQuery(waitingBooksQuery(pageQuery(state, ADMIN_PAGE_SIZE)));
  const approve = useMutation(approveBookMutation());
  const [merging, setMerging] = useState<{ book: WaitingBook; announce: (message: string) => void } | null>(null);
  return (
    <>
      {approve.isError ? <ErrorMessage>{BOOKS_TAB_MESSAGES.approveFailed}</ErrorMessage> : null}
      <TablePanel
        caption="Books waiting for approval"
        noun={['book', 'books']}
        list={list}
        rowsOf={(data) => data.books}
        columns={COLUMNS}
        state={state}
        onStateChange={onStateChange}
        loadFailedText={BOOKS_TAB_MESSAGES.loadFailed}
        emptyText={BOOKS_TAB_MESSAGES.none}
        rowActions={(book, announce) => (
          <>
            <Button variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(book.id, { onSuccess: () => announce(BOOKS_TAB_MESSAGES.approved) })}>
              Approve<span className="visually-hidden"> {book.title}</span>
            </Button>
            <Button variant="secondary" onClick={() => setMerging({ book, announce })}>
              Merge into…<span className="visually-hidden"> ({book.title})</span>
            </Button>
          </>
        )}
        deletion={{
          name: (book) => book.title,
          confirmation: (book) => ({
            title: 'Delete this book?',
            message: `${truncateTitle(book.title)} is on the shelves of ${readersText(book.readers)}. Deleting it takes it off every shelf, with their progress and reviews of it.`,
            confirmLabel: 'Delete book',
          }),
          mutation: deleteWaitingBookMutation(),
          failedText: BOOKS_TAB_MESSAGES.deleteFailed,
          deletedText: BOOKS_TAB_MESSAGES.deleted,
        }}
      />
      {merging ? (
        <MergeBookDialog
          book={merging.book}
          onMerged={() => {
            merging.announce(BOOKS_TAB_MESSAGES.merged);
            setMerging(null);
          }}
          onClose={() => setMerging(null)}
        />
      ) : null}
    </>
  );
}
