import { ErrorMessage } from './ErrorMessage';

export interface FailureMessageProps {
  /** The fixed sentence of the error catalogue, e.g. 'Failed to save shelves'. */
  message: string;
  /** Why it failed, when known (the server's sentence); shown after the message. */
  reason?: string | null;
}

/** An error announced at once: the catalogue's sentence, then the reason in its own element. */
export function FailureMessage({ message, reason }: FailureMessageProps) {
  return (
    <ErrorMessage>
      <span>{message}</span>
      {reason && reason !== message ? (
        <>
          {' '}
          <span>{reason}</span>
        </>
      ) : null}
    </ErrorMessage>
  );
}
