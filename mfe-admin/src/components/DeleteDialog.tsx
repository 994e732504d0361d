import type { ReactNode } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ConfirmDialog } from '@booknook/ui';

export interface DeleteDialogProps<Answer, Id extends number | string> {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The deletion (an administrator's deletion mutation from @booknook/api) and the id it deletes. */
  deletion: UseMutationOptions<Answer, Error, Id>;
  id: Id;
  /** The spec's text when the server refuses or cannot be reached. */
  failedText: string;
  onDeleted: () => void;
  onCancel: () => void;
}

/** Confirms one deletion, runs it, and stays open with the failure text if it fails. */
export function DeleteDialog<Answer, Id extends number | string>({ title, message, confirmLabel, deletion, id, failedText, onDeleted, onCancel }: DeleteDialogProps<Answer, Id>) {
  const remove = useMutation(deletion);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger
      busy={remove.isPending}
      error={remove.isError ? failedText : null}
      onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      onCancel={onCancel}
    />
  );
}
