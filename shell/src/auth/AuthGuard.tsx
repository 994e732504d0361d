import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { USER_TYPE, verifyTokenQuery } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { Loading } from '@booknook/ui';

/**
 * Lets children render only for a token the server has verified. A failed verification ends the
 * session (which also closes the realtime connection and empties the query cache) and leads to
 * /login; no token leads there at once. With `adminOnly`, a verified non-administrator is sent to /home.
 */
export function AuthGuard({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const verification = useQuery({ ...verifyTokenQuery(token ?? ''), enabled: token !== null });
  const refused = verification.isError || verification.data?.valid === false;

  useEffect(() => {
    if (refused) sessionStore.getState().signOut();
  }, [refused]);

  if (!token || refused) return <Navigate to="/login" replace />;
  if (!verification.data) return <Loading label="Checking your session…" fullPage />;
  if (adminOnly && verification.data.user_type_id !== USER_TYPE.admin) return <Navigate to="/home" replace />;
  return children;
}
