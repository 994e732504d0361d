import type { ReactNode } from 'react';

/** An error the user must notice: announced immediately by screen readers. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="bn-error-message">
      {children}
    </p>
  );
}

/** A success or progress note, announced politely. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="bn-status-message">
      {children}
    </p>
  );
}
