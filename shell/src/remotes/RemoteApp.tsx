import { Component, useEffect, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, Loading, NOT_AVAILABLE_OFFLINE, useOnline } from '@booknook/ui';
import { loadedRemoteApp, loadRemoteApp, type RemoteApp as RemoteAppComponent, type RemoteName } from './registry';

export const REMOTE_FAILED_TEXT = 'This part of BookNook could not be loaded.';

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const textId = useId();
  // Offline, a part never opened on this device has no copy to run: say that, not "check your connection".
  const online = useOnline();
  return (
    <section className="shell-remote-fallback" aria-labelledby={textId}>
      <p id={textId} role="alert">
        {REMOTE_FAILED_TEXT}
      </p>
      <p>{online ? 'Check your connection and try again; the rest of BookNook keeps working.' : NOT_AVAILABLE_OFFLINE}</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}

interface BoundaryProps {
  name: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote that throws while rendering from taking the shell down with it. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.name}" failed while rendering`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; App: RemoteAppComponent } | { status: 'failed' };

function initialState(name: RemoteName): LoadState {
  const App = loadedRemoteApp(name);
  return App ? { status: 'ready', App } : { status: 'loading' };
}

/**
 * Loads a remote's App at runtime and renders it. While loading it shows a
 * loading state; when loading or rendering fails, an in-place fallback whose Retry loads again.
 * Key it by remote name so each remote gets its own state.
 */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [state, setState] = useState<LoadState>(() => initialState(name));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadRemoteApp(name).then(
      (App) => current && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote "${name}" could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <Loading label="Loading…" />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} name={name} onRetry={retry}>
      <App />
    </RemoteErrorBoundary>
  );
}
