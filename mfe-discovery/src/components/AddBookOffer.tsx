import { useRef, useState } from 'react';
import { Button, StatusMessage, truncateTitle } from '@booknook/ui';
import { AddBookDialog } from './AddBookDialog';

/**
 * Below search results: when the search found nothing, or not the right edition, the reader adds
 * the book, starting from what they searched for. Focus returns to the offer's button when the
 * dialog closes, and the note saying the book was added is announced.
 */
export function AddBookOffer({ search }: { search: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <section className="discovery-add-offer" aria-label="Add a missing book">
      {added ? <StatusMessage>{`“${truncateTitle(added)}” was added. It is yours to shelve now and waits for an administrator before others find it.`}</StatusMessage> : null}
      <p>Not found, or not the right edition?</p>
      <Button ref={buttonRef} variant="secondary" onClick={() => setOpen(true)}>
        Add this book yourself
      </Button>
      {open ? (
        <AddBookDialog
          title={search}
          onAdded={(book) => {
            setAdded(book.volumeInfo.title ?? search);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
