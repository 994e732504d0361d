import { useOnline } from '../offline/useOnline';

function Spinner() {
  return <span className="bn-spinner" aria-hidden="true" />;
}

export interface LoadingProps {
  /** What is loading, read by screen readers and shown next to the spinner. */
  label?: string;
  /** Centres the indicator in a tall area (whole-page checks such as the auth guard). */
  fullPage?: boolean;
}

/** What a page shows offline when its data was never fetched on this device (nothing to show as last seen). */
export const NOT_AVAILABLE_OFFLINE = "This page hasn't been opened on this device yet, so it can't be shown offline.";

/**
 * A spinner while something loads. Offline, a query that has nothing cached waits for the network
 * (TanStack Query pauses it): say so instead of spinning forever.
 */
export function Loading({ label = 'Loading…', fullPage = false }: LoadingProps) {
  const online = useOnline();
  if (!online) {
    return (
      <div role="status" className={fullPage ? 'bn-loading bn-loading--full-page' : 'bn-loading'}>
        <span>{NOT_AVAILABLE_OFFLINE}</span>
      </div>
    );
  }
  return (
    <div role="status" className={fullPage ? 'bn-loading bn-loading--full-page' : 'bn-loading'}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
