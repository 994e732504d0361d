import { ErrorMessage } from './ErrorMessage';

export interface FailureMessageProps {
  /** The fixed sentence of the error catalogue, e.g. 'Failed to save shelves'. */
  message: string;
  /** Why it failed, when known (the server's sentence); shown after the message. */
  reason?: string | null;
}

/**
 * An error announced at once: the catalogue's sentence, then the reason in its own element. A
 * message without a full stop of its own is joined to its reason by a colon ('Failed to update
 * progress: Page count must be at most 100,000.'), one that ends a sentence by a space.
 */
export function FailureMessage({ message, reason }: FailureMessageProps) {
  const separator = /[.!?:]$/.test(message) ? ' ' : ': ';
  return (
    <ErrorMessage>
      <span>{message}</span>
      {reason && reason !== message ? (
        <>
          {separator}
          <span>{reason}</span>
        </>
      ) : null}
    </ErrorMessage>
  );
}
