import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links for the page as a whole (e.g. Back, Edit Profile). */
  actions?: ReactNode;
}

/** The one h1 of a page, with an optional description and page actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="bn-page-header">
      <div className="bn-page-header__text">
        <h1>{title}</h1>
        {description ? <p className="bn-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="bn-page-header__actions">{actions}</div> : null}
    </header>
  );
}
