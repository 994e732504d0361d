import { useEffect, useId, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { USER_TYPE, isApiError, serverMessage, verifyTokenQuery } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { Button, Loading } from '@booknook/ui';

export const SESSION_CHECK_FAILED_TEXT = 'Your session could not be checked with the server.';
export const SESSION_CHECK_RETRY_TEXT = 'You are still signed in. Check your connection and try again.';

/**
 * Shown while the server cannot give its verdict (down, unreachable, overloaded): the reader stays
 * signed in, and Retry asks again.
 */
function SessionCheckFailed({ reason, retrying, onRetry }: { reason: string | null; retrying: boolean; onRetry: () => void }) {
  const textId = useId();
  return (
    <section className="shell-session-check" aria-labelledby={textId}>
      <p id={textId} role="alert" className="shell-session-check__title">
        {SESSION_CHECK_FAILED_TEXT}
        {reason ? (
          <>
            {' '}
            <span className="shell-session-check__reason">{reason}</span>
          </>
        ) : null}
      </p>
      <p>{SESSION_CHECK_RETRY_TEXT}</p>
      <Button onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </section>
  );
}

/**
 * Renders a reader's page from the stored session at once and checks the token with the server in
 * parallel. Only the server's word that the token is no good (401, or `valid: false`) ends the
 * session (which also closes the realtime connection and empties the query cache) and leads to
 * /login; a check that could not be made (network failure, 5xx, 429) keeps the reader signed in and
 * says so, with a Retry: an outage must not sign everyone out. No token leads to /login at once. The
 * API itself refuses every call of a refused token, so nothing private is shown on the stored
 * session's word alone. With `adminOnly` the page waits for the server's answer, and a
 * non-administrator is sent to /home.
 */
export function AuthGuard({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const verification = useQuery({ ...verifyTokenQuery(token ?? ''), enabled: token !== null });
  const refused = isApiError(verification.error, 401) || verification.data?.valid === false;

  useEffect(() => {
    if (refused) sessionStore.getState().signOut();
  }, [refused]);

  if (!token || refused) return <Navigate to="/login" replace />;
  const unchecked = verification.isError ? (
    <SessionCheckFailed reason={serverMessage(verification.error)} retrying={verification.isFetching} onRetry={() => void verification.refetch()} />
  ) : null;
  if (!adminOnly) {
    return (
      <>
        {unchecked}
        {children}
      </>
    );
  }
  if (unchecked) return unchecked;
  if (!verification.data) return <Loading label="Checking your session…" fullPage />;
  if (verification.data.user_type_id !== USER_TYPE.admin) return <Navigate to="/home" replace />;
  return children;
}
