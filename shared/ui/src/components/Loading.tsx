function Spinner() {
  return <span className="bn-spinner" aria-hidden="true" />;
}

export interface LoadingProps {
  /** What is loading, read by screen readers and shown next to the spinner. */
  label?: string;
  /** Centres the indicator in a tall area (whole-page checks such as the auth guard). */
  fullPage?: boolean;
}

export function Loading({ label = 'Loading…', fullPage = false }: LoadingProps) {
  return (
    <div role="status" className={fullPage ? 'bn-loading bn-loading--full-page' : 'bn-loading'}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
