import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';

export interface PageHeaderProps {
  title: ReactNode;
  /** The browser tab's title before ' — BookNook'; defaults to `title` when that is text. */
  pageTitle?: string;
  description?: ReactNode;
  /** Buttons or links for the page as a whole (e.g. Back, Edit Profile). */
  actions?: ReactNode;
}

/** The one h1 of a page, with an optional description and page actions. */
export function PageHeader({ title, pageTitle, description, actions }: PageHeaderProps) {
  usePageTitle(pageTitle ?? (typeof title === 'string' ? title : null));
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
