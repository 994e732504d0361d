import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title?: ReactNode;
  children: ReactNode;
  /** A next step, e.g. a link or a button. */
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="bn-empty-state">
      {title ? <h2 className="bn-empty-state__title">{title}</h2> : null}
      <p>{children}</p>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
