import { failureReason, isApiError, serverMessage, SHELF_MESSAGES } from '@booknook/api';
import { EmptyState, ErrorMessage, FailureMessage } from '@booknook/ui';
import { SHELVES_TEXT } from './messages';

/**
 * Why a shelf's books could not be fetched (spec section 8): 'An error occurred while fetching
 * books.' followed by the server's reason, never the HTTP client's wording. When the server refused
 * to show them (a private profile or shelf, 403) its sentence is the whole message; a shelf or
 * reader that does not exist (404) is a not-found state rather than a failure, since trying again
 * cannot help.
 */
export function ShelfBooksError({ error }: { error: unknown }) {
  if (isApiError(error, 403)) return <ErrorMessage>{serverMessage(error) ?? SHELVES_TEXT.fetchBooksFailed}</ErrorMessage>;
  if (isApiError(error, 404)) return <EmptyState title={serverMessage(error) ?? SHELF_MESSAGES.shelfNotFound}>{SHELVES_TEXT.shelfMissing}</EmptyState>;
  return <FailureMessage message={SHELVES_TEXT.fetchBooksFailed} reason={failureReason(error)} />;
}
