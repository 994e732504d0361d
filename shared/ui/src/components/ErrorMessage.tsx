import type { ReactNode } from 'react';
import { useAnnouncement } from '../announce/LiveAnnouncer';

/** An error the user must notice: announced immediately by screen readers. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="bn-error-message">
      {children}
    </p>
  );
}

/**
 * A success or progress note, announced politely through the page's live region (announce): this
 * paragraph appears with its text, which screen readers do not reliably read, so its own liveness
 * is off. Its status role still lets a reader find it again.
 */
export function StatusMessage({ children }: { children: string }) {
  useAnnouncement(children);
  return (
    <p role="status" aria-live="off" className="bn-status-message">
      {children}
    </p>
  );
}
