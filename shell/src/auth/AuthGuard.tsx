import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { USER_TYPE, verifyToken } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { Loading } from '@booknook/ui';

interface Verified {
  token: string;
  userTypeId: number;
}

/**
 * Lets children render only for a token the server has verified. A failed verification ends the
 * session (which also closes the realtime connection) and leads to /login; no token leads there
 * at once. With `adminOnly`, a verified non-administrator is sent to /home.
 */
export function AuthGuard({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const [verified, setVerified] = useState<Verified | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyToken()
      .then(({ valid, user_type_id }) => {
        if (!current) return;
        if (valid) setVerified({ token, userTypeId: user_type_id });
        else sessionStore.getState().signOut();
      })
      .catch(() => {
        if (current) sessionStore.getState().signOut();
      });
    return () => {
      current = false;
    };
  }, [token]);

  if (!token) return <Navigate to="/login" replace />;
  if (verified?.token !== token) return <Loading label="Checking your session…" fullPage />;
  if (adminOnly && verified.userTypeId !== USER_TYPE.admin) return <Navigate to="/home" replace />;
  return children;
}
