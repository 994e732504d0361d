import { useRef, useState, type FormEvent } from 'react';
import { SHELF_NAME_MAX_LENGTH, validateShelfName } from '@booknook/api';
import { FailureMessage, Modal, ModalFormActions, TextField, type FailureMessageProps } from '@booknook/ui';

export interface ShelfNameModalProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Shown when the name is empty after trimming (the two forms word it differently). */
  emptyMessage: string;
  /** Saves the trimmed, valid name; rejects when the server refuses it. */
  onSubmit: (name: string) => Promise<void>;
  /** What to say when onSubmit rejected. */
  describeFailure: (error: unknown) => FailureMessageProps;
  onClose: () => void;
}

/** Asks for a custom shelf's name: used to create a shelf and to rename one. */
export function ShelfNameModal({ title, submitLabel, initialName = '', emptyMessage, onSubmit, describeFailure, onClose }: ShelfNameModalProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<FailureMessageProps | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = name.trim() ? validateShelfName(name) : { message: emptyMessage };
    if ('message' in checked) {
      setInvalid(checked.message);
      setFailure(null);
      inputRef.current?.focus();
      return;
    }
    if (checked.name === initialName) {
      onClose();
      return;
    }
    setInvalid(null);
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(checked.name);
    } catch (error) {
      setFailure(describeFailure(error));
      setSaving(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose} initialFocusRef={inputRef}>
      <form onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          label="Shelf name"
          value={name}
          maxLength={SHELF_NAME_MAX_LENGTH}
          autoComplete="off"
          error={invalid}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(null);
          }}
        />
        {failure ? <FailureMessage {...failure} /> : null}
        <ModalFormActions submitLabel={submitLabel} saving={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
