import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_COUNT_MAX, pageCountQuery, parsePageCount } from '@booknook/api';
import { ModalFormActions, TextField } from '@booknook/ui';

export interface PageCountFormProps {
  bookId: string;
  /** The count being corrected, or null when none is known yet. */
  current: number | null;
  /** What other readers' editions suggest, when the caller has it already; asked of the server otherwise. */
  suggested?: number | null;
  label: string;
  submitLabel: string;
  /** Said under the field when no other reader's edition suggests a count. */
  hint?: ReactNode;
  saving: boolean;
  onSave: (pageCount: number) => void;
  /** The reader changed the count: an earlier failure to save it no longer applies. */
  onEdit?: () => void;
  onCancel?: () => void;
  /** Takes focus when it appears in place of the control that had it. */
  focusOnMount?: boolean;
}

/** The bounds the server keeps, said before the reader meets them. */
export const PAGE_COUNT_RANGE = `A whole number from 1 to ${PAGE_COUNT_MAX.toLocaleString('en-US')}.`;

/** The hint under the field: what most other readers' editions have, when anyone gave a count. */
function suggestionHint(suggested: number): string {
  return `Other readers' editions most often have ${suggested} pages.`;
}

/**
 * The page count of the reader's edition, to set or correct. When none is known yet, the count most
 * other readers gave their edition is offered in the field (and said in the hint); the reader may
 * change it. Checks the count as the server does, with the same words, before sending it.
 */
export function PageCountForm({ bookId, current, suggested: given, label, submitLabel, hint, saving, onSave, onEdit, onCancel, focusOnMount = false }: PageCountFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMountRef = useRef(focusOnMount);
  useEffect(() => {
    if (focusOnMountRef.current) inputRef.current?.focus();
  }, []);
  const asked = useQuery({ ...pageCountQuery(bookId), enabled: given === undefined }).data?.suggested_page_count;
  const suggested = given ?? asked ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const value = typed ?? String(current ?? suggested ?? '');
  const about = suggested === null || suggested === current ? hint : suggestionHint(suggested);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePageCount(value);
    if ('message' in parsed) {
      onEdit?.();
      setInvalid(parsed.message);
      inputRef.current?.focus();
      return;
    }
    onSave(parsed.pageCount);
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField
        ref={inputRef}
        label={label}
        hint={
          about ? (
            <>
              {about} {PAGE_COUNT_RANGE}
            </>
          ) : (
            PAGE_COUNT_RANGE
          )
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={PAGE_COUNT_MAX}
        step={1}
        value={value}
        error={invalid}
        onChange={(event) => {
          setTyped(event.target.value);
          setInvalid(null);
          onEdit?.();
        }}
      />
      <ModalFormActions submitLabel={submitLabel} saving={saving} onCancel={onCancel} />
    </form>
  );
}
