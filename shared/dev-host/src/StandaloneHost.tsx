import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, errorText, LOGIN_MESSAGES } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { useLoginForm } from '@booknook/features';
import { Button, ErrorMessage, LoginForm, Logo } from '@booknook/ui';
import '@booknook/ui/global.css';
import './devHost.css';

/** What every remote exposes as ./App. */
export type RemoteAppComponent = ComponentType;

export interface StandaloneHostProps {
  /** The remote's App, rendered exactly as the shell renders it. */
  app: RemoteAppComponent;
  /** Human name of the remote, shown in the dev bar. */
  name: string;
  /** Where `/` leads, e.g. '/stats'. */
  homePath: string;
}

function StandaloneSignIn() {
  const form = useLoginForm({ failureText: (failure) => errorText(failure, LOGIN_MESSAGES.loginFailed) });
  return (
    <main className="bn-standalone-sign-in">
      <Logo />
      <h1>Sign in to work on this remote</h1>
      <p>The API is proxied to the BookNook server; start it with `npm start` first.</p>
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <LoginForm form={form} />
    </main>
  );
}

function StandaloneFrame({ app: App, name, homePath }: StandaloneHostProps) {
  const { pathname } = useLocation();
  const token = useSession((state) => state.token);
  const username = useSession((state) => state.user?.username);
  if (!token) return <StandaloneSignIn />;
  if (pathname === '/') return <Navigate to={homePath} replace />;
  return (
    <>
      <div className="bn-standalone-bar">
        <span>
          Standalone <strong>{name}</strong> remote · signed in as {username ?? 'unknown user'}
        </span>
        <Button variant="secondary" onClick={() => sessionStore.getState().signOut()}>
          Log out
        </Button>
      </div>
      <main className="bn-standalone-main">
        <App />
      </main>
    </>
  );
}

/**
 * The dev host a remote runs in on its own (`npm run dev -w mfe-<name>`): one router and one query
 * cache, as the shell provides them, a minimal sign-in against the real API, then the remote's App
 * exactly as the shell would mount it.
 */
export function StandaloneHost(props: StandaloneHostProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StandaloneFrame {...props} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/** Mounts a remote's StandaloneHost into #root; each remote's bootstrap calls only this. */
export function renderStandalone(props: StandaloneHostProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost {...props} />
    </StrictMode>,
  );
}
