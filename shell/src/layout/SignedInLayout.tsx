import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@booknook/session';
import { NavBar } from './NavBar';
import { TopBar } from './TopBar';

/** Frame of every signed-in page: top bar, main navigation, then the page itself. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const logout = () => {
    // Ending the session clears token, user and user_id and closes the realtime connection.
    sessionStore.getState().signOut();
    navigate('/login', { replace: true });
  };
  return (
    <div className="shell-layout">
      <a href="#main-content" className="shell-skip-link">
        Skip to content
      </a>
      <TopBar onLogout={logout} />
      <NavBar />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
