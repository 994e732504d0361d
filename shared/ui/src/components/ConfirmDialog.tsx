import { useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  error?: string | null;
  /** What the confirmation asks for besides the button (e.g. a password), shown below the message. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the user to confirm an action; focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  error,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} savesChanges onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
      {children}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Modal>
  );
}
