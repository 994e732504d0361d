import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Logo, usePageTitle } from '@booknook/ui';

/** Page frame of the public screens: a header with the logo and product name, then a centred card. */
export interface AuthFrameProps {
  title: string;
  children: ReactNode;
  /** Lets the page move focus to the heading when its content changes in place (sign-up steps). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

export function AuthFrame({ title, children, headingRef }: AuthFrameProps) {
  usePageTitle(title);
  return (
    <div className="shell-public">
      <header className="shell-public__header">
        <Link to="/" className="shell-public__brand">
          <Logo />
        </Link>
      </header>
      <main className="shell-auth-card">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}
