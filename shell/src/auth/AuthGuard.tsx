import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { USER_TYPE, verifyTokenQuery } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { Loading } from '@booknook/ui';

/**
 * Renders a reader's page from the stored session at once and checks the token with the server in
 * parallel: a refused token ends the session (which also closes the realtime connection and empties
 * the query cache) and leads to /login; no token leads there at once. The API itself refuses every
 * call of a refused token, so nothing private is shown on the stored session's word alone. With
 * `adminOnly` the page waits for the server's answer, and a non-administrator is sent to /home.
 */
export function AuthGuard({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const verification = useQuery({ ...verifyTokenQuery(token ?? ''), enabled: token !== null });
  const refused = verification.isError || verification.data?.valid === false;

  useEffect(() => {
    if (refused) sessionStore.getState().signOut();
  }, [refused]);

  if (!token || refused) return <Navigate to="/login" replace />;
  if (!adminOnly) return children;
  if (!verification.data) return <Loading label="Checking your session…" fullPage />;
  if (verification.data.user_type_id !== USER_TYPE.admin) return <Navigate to="/home" replace />;
  return children;
}
