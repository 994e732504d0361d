import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { booksWithoutPageCountQuery, savePageCountMutation, serverMessage, type BookWithoutPageCount, type StatsFilter } from '@booknook/api';
import { PageCountForm } from '@booknook/features';
import { Button, ErrorMessage, FailureMessage, Loading, displayTitle, formatAuthors, PLAIN_LIST } from '@booknook/ui';
import { STATS_TEXT } from '../messages';

function MissingBook({ book }: { book: BookWithoutPageCount }) {
  const save = useMutation(savePageCountMutation());
  const title = displayTitle(book.title);
  return (
    <li className="stats-missing__book">
      <p className="stats-missing__title">
        <span>{title}</span> <span className="stats-missing__authors">by {formatAuthors(book.authors)}</span>
      </p>
      <PageCountForm
        bookId={book.id}
        current={null}
        suggested={book.suggested_page_count}
        label={`Page count of ${title}`}
        submitLabel="Save"
        saving={save.isPending}
        onSave={(pageCount) => save.mutate({ bookId: book.id, pageCount })}
        onEdit={() => {
          if (save.isError) save.reset();
        }}
      />
      {save.isError ? <FailureMessage message={STATS_TEXT.savePageCountFailed} reason={serverMessage(save.error)} /> : null}
    </li>
  );
}

function MissingBookList({ filter, listId }: { filter: StatsFilter; listId: string }) {
  const missing = useQuery(booksWithoutPageCountQuery(filter));
  if (missing.isPending) return <Loading label="Loading the books without a page count…" />;
  if (missing.isError) return <ErrorMessage>{serverMessage(missing.error) ?? STATS_TEXT.loadFailed}</ErrorMessage>;
  const { books, total } = missing.data;
  return (
    <>
      <ul id={listId} className={`${PLAIN_LIST} stats-missing__list`}>
        {books.map((book) => (
          <MissingBook key={book.id} book={book} />
        ))}
      </ul>
      {total > books.length ? <p className="stats-missing__more">{`${total - books.length} more after these.`}</p> : null}
    </>
  );
}

/**
 * How many of the books counted have no page count (Page Distribution leaves them out), and a way
 * to give them one, with the count most other readers' editions have already in the field.
 */
export function MissingPageCounts({ filter, count }: { filter: StatsFilter; count: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="stats-missing" aria-label="Books without a page count">
      <div className="stats-missing__summary">
        <p>
          {count === 1 ? '1 book has' : `${count} books have`} no page count, so {STATS_TEXT.pageDistribution} leaves{' '}
          {count === 1 ? 'it' : 'them'} out.
        </p>
        <Button variant="secondary" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Set page counts'}
        </Button>
      </div>
      {open ? <MissingBookList filter={filter} listId={listId} /> : null}
    </section>
  );
}
