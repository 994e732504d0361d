import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';
import { focusableElements } from './focusable';
import { lockPageScroll } from './pageScrollLock';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  actions?: ReactNode;
  /** Receives focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal dialog: rendered over the page, labelled by its title, keeps Tab inside itself, keeps the
 * page behind it from scrolling, closes on Escape or a click on the backdrop, and gives focus back to
 * whatever had it before opening.
 * Mount it to open it and unmount it to close it.
 */
export function Modal({ title, onClose, children, actions, initialFocusRef, role = 'dialog', describedBy }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(lockPageScroll, []);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocusRef?.current ?? focusableElements(dialog)[0] ?? dialog;
      target.focus();
    }
    // The opener may be removed while the dialog is open (a deleted review's Delete button): focus then
    // goes to the dialog the opener was in, if that is still open, so Tab stays inside it.
    const openerDialog = previouslyFocused?.closest<HTMLElement>('[aria-modal="true"]') ?? null;
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
      else if (openerDialog?.isConnected) openerDialog.focus();
    };
    // Focus moves once per opening; later re-renders must not steal it back.
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="bn-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className="bn-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="bn-modal__header">
          <h2 id={titleId}>{title}</h2>
          <Button variant="ghost" className="bn-modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
        {children}
        {actions ? <div className="bn-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
