import { isApiError, serverMessage } from '@booknook/api';
import { ErrorMessage, FailureMessage } from '@booknook/ui';
import { SHELVES_TEXT } from './messages';

/** What went wrong, for messages that append it: the server's sentence, else the transport's. */
function failureDetail(error: unknown): string | null {
  return serverMessage(error) ?? (error instanceof Error ? error.message : null);
}

/**
 * Why a shelf's books could not be fetched (spec section 8): 'An error occurred while fetching
 * books.' followed by what went wrong; when the server refused to show them (a private profile or
 * shelf, 403) its sentence is the whole message.
 */
export function ShelfBooksError({ error }: { error: unknown }) {
  if (isApiError(error, 403)) return <ErrorMessage>{serverMessage(error) ?? SHELVES_TEXT.fetchBooksFailed}</ErrorMessage>;
  return <FailureMessage message={SHELVES_TEXT.fetchBooksFailed} reason={failureDetail(error)} />;
}
