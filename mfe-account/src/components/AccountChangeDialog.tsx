import { useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { DIALOG_AUTO_CLOSE_MS, errorText, type RuleProblem, type SessionRenewed } from '@booknook/api';
import { ErrorMessage, Modal, ModalFormActions, StatusMessage } from '@booknook/ui';

export interface AccountChangeDialogProps<Body> {
  /** The dialog's title, which is also its submit button's label (the spec's 'Change Email', 'Change Password'). */
  title: string;
  /** changeEmailMutation() or changePasswordMutation(). */
  mutation: UseMutationOptions<SessionRenewed, Error, Body>;
  /** The first rule the entries break (spec section 5), or null. */
  validate: () => RuleProblem | null;
  /** What is sent once the entries are valid. */
  body: () => Body;
  /** Shown when the server gives no reason (spec section 8). */
  failureText: string;
  initialFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The entries. */
  children: ReactNode;
}

/**
 * Change Email and Change Password (spec sections 2, 4, 5 and 8): the entries are checked first,
 * sent once (a second press while sending or after success does nothing), the server's reason or
 * the spec's sentence shown on failure, and on success its message, the dialog closing 2 s later.
 */
export function AccountChangeDialog<Body>({ title, mutation, validate, body, failureText, initialFocusRef, onClose, children }: AccountChangeDialogProps<Body>) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useMutation(mutation);

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(onClose, DIALOG_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || change.isSuccess) return;
    const problem = validate();
    setInvalid(problem?.message ?? null);
    if (!problem) change.mutate(body());
  };

  const error = invalid ?? (change.isError ? errorText(change.error, failureText) : null);
  return (
    <Modal title={title} onClose={onClose} initialFocusRef={initialFocusRef}>
      <form onSubmit={submit} noValidate>
        {children}
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        {change.isSuccess ? <StatusMessage>{change.data.message}</StatusMessage> : null}
        <ModalFormActions submitLabel={title} saving={change.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
