import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { addReadMutation, errorText, READ_MESSAGES, readProblem, todayText, updateReadMutation, type Read, type ReadDateField, type ReadOutcome } from '@booknook/api';
import { announce, ErrorMessage, Modal, ModalFormActions, Select } from '@booknook/ui';
import { PartialDateInput } from './PartialDateInput';

const OUTCOMES: readonly { value: ReadOutcome; label: string }[] = [
  { value: 'finished', label: 'Finished it' },
  { value: 'stopped', label: 'Stopped (did not finish)' },
  { value: 'reading', label: 'Still reading' },
];

export interface ReadFormModalProps {
  bookId: string;
  bookTitle: string;
  /** The read to correct; a new (past) read when absent. */
  existing?: Read;
  /** Another read is open, so this one cannot be "Still reading" too. */
  otherReadOpen: boolean;
  onClose: () => void;
}

/** Adds a read of the book or corrects one: how it ended and each date to the day, month or year. */
export function ReadFormModal({ bookId, bookTitle, existing, otherReadOpen, onClose }: ReadFormModalProps) {
  const today = todayText();
  const [outcome, setOutcome] = useState<ReadOutcome>(existing?.outcome ?? 'finished');
  const [started, setStarted] = useState<string | null>(existing?.started ?? null);
  const [ended, setEnded] = useState<string | null>(existing ? (existing.finished ?? existing.stopped) : today);
  const [problem, setProblem] = useState<{ field: ReadDateField | null; message: string } | null>(null);
  const add = useMutation(addReadMutation());
  const update = useMutation(updateReadMutation());
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;
  const outcomes = OUTCOMES.filter(({ value }) => value !== 'reading' || !otherReadOpen || existing?.outcome === 'reading');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = {
      outcome,
      started,
      finished: outcome === 'finished' ? ended : null,
      stopped: outcome === 'stopped' ? ended : null,
    };
    const found = readProblem(read, today);
    setProblem(found);
    if (found) return;
    const saved = () => {
      announce(READ_MESSAGES.saved);
      onClose();
    };
    if (existing) update.mutate({ bookId, readId: existing.id, read }, { onSuccess: saved });
    else add.mutate({ bookId, read }, { onSuccess: saved });
  };

  const fieldError = (field: ReadDateField) => (problem?.field === field ? problem.message : null);
  const endLabel = outcome === 'stopped' ? 'Stopped' : 'Finished';
  return (
    <Modal title={existing ? `Edit a read of ${bookTitle}` : `Add a read of ${bookTitle}`} onClose={onClose}>
      <form className="bn-read-form" onSubmit={submit} noValidate>
        <Select
          label="How did this read end?"
          options={outcomes}
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as ReadOutcome);
            setProblem(null);
          }}
        />
        <PartialDateInput label="Started" value={started} onChange={setStarted} today={today} error={fieldError('started')} />
        {outcome !== 'reading' ? (
          <PartialDateInput label={endLabel} value={ended} onChange={setEnded} today={today} error={fieldError(outcome === 'stopped' ? 'stopped' : 'finished')} />
        ) : null}
        {problem && problem.field === null ? <ErrorMessage>{problem.message}</ErrorMessage> : null}
        {failure ? <ErrorMessage>{errorText(failure, READ_MESSAGES.saveFailed)}</ErrorMessage> : null}
        <ModalFormActions submitLabel={existing ? 'Save read' : 'Add read'} saving={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
