import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { addBookMutation, errorText, readAddedBookForm, type Volume } from '@booknook/api';
import { ErrorMessage, Modal, ModalFormActions, TextAreaField, TextField } from '@booknook/ui';

const ADD_FAILED = 'The book could not be added. Please try again later.';

export interface AddBookDialogProps {
  /** What the reader searched for: the title to start from. */
  title: string;
  onAdded: (book: Volume) => void;
  onClose: () => void;
}

/**
 * Add this book yourself (issue 21): the book the catalogue lacks, with the fields of POST /books.
 * The form's own rules run before sending (the same the server runs); the server's sentence is shown
 * for what only it can tell (a wrong ISBN check digit, an ISBN the catalogue has, a cover it cannot read).
 */
export function AddBookDialog({ title: searched, onAdded, onClose }: AddBookDialogProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(searched);
  const [authors, setAuthors] = useState('');
  const [isbn, setIsbn] = useState('');
  const [pageCount, setPageCount] = useState('');
  const [year, setYear] = useState('');
  const [description, setDescription] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = useMutation(addBookMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const form = { title, authors: authors.split('\n'), isbn, page_count: pageCount, published_year: year, description };
    const read = readAddedBookForm(form, new Date().getFullYear());
    // The sentence is an alert, announced where focus stays.
    setInvalid('message' in read ? read.message : null);
    if ('message' in read) return;
    add.mutate({ ...form, cover }, { onSuccess: onAdded });
  };

  const error = invalid ?? (add.isError ? errorText(add.error, ADD_FAILED) : null);
  return (
    <Modal title="Add this book yourself" onClose={onClose} initialFocusRef={titleRef}>
      <form className="discovery-add-book" onSubmit={submit} noValidate>
        <p>It is yours at once: shelve it, review it. Others find it in search once an administrator approves it.</p>
        <TextField ref={titleRef} label="Title" required value={title} onChange={(event) => setTitle(event.target.value)} />
        <TextAreaField
          label="Authors"
          hint="One name per line, the author first (up to 10)"
          required
          rows={2}
          value={authors}
          onChange={(event) => setAuthors(event.target.value)}
        />
        <TextField label="ISBN" hint="ISBN-10 or ISBN-13; hyphens and spaces are fine" inputMode="numeric" autoComplete="off" value={isbn} onChange={(event) => setIsbn(event.target.value)} />
        <div className="discovery-add-book__row">
          <TextField label="Pages" inputMode="numeric" value={pageCount} onChange={(event) => setPageCount(event.target.value)} />
          <TextField label="Year published" inputMode="numeric" value={year} onChange={(event) => setYear(event.target.value)} />
        </div>
        <TextAreaField label="Description" hint="Plain text, up to 5,000 characters" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        <TextField label="Cover" hint="PNG, JPEG or GIF, up to 5 MB" type="file" accept="image/png,image/jpeg,image/gif" onChange={(event) => setCover(event.target.files?.[0] ?? null)} />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ModalFormActions submitLabel="Add book" saving={add.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
