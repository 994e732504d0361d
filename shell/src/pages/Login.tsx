import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, failureReason, isApiError, LOGIN_MESSAGES, serverMessage, USER_TYPE } from '@booknook/api';
import { useSession } from '@booknook/session';
import { useLoginForm, type LoginLocationState } from '@booknook/features';
import { ErrorMessage, LoginForm, StatusMessage } from '@booknook/ui';
import { AuthFrame } from './AuthFrame';

/** Spec section 8: the server's sentence; else 'An error occurred' when it answered; else what went wrong. */
function loginErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const reason = isApiError(error) ? null : failureReason(error);
  return reason ? `There was an error logging in: ${reason}` : LOGIN_MESSAGES.loginFailed;
}

export function Login() {
  const token = useSession((state) => state.token);
  const arrival = useLocation().state as LoginLocationState | null;
  // Where a successful login leads; set together with the session so it wins over the token redirect.
  const [destination, setDestination] = useState<string | null>(null);
  const form = useLoginForm({
    failureText: loginErrorText,
    beforeSignIn: (user) => setDestination(user.user_type_id === USER_TYPE.admin ? '/dashboard' : '/home'),
  });

  if (destination) return <Navigate to={destination} replace />;
  if (token) return <Navigate to="/home" replace />;

  return (
    <AuthFrame title="Log in">
      {arrival?.accountCreated && !form.error ? <StatusMessage>Your account was created. Log in to start using BookNook.</StatusMessage> : null}
      {arrival?.accountDeleted && !form.error ? <StatusMessage>{ACCOUNT_MESSAGES.accountDeleted}</StatusMessage> : null}
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <LoginForm form={form} aria-label="Log in" />
      <p className="shell-auth-card__switch">
        New to BookNook? <Link to="/signup">Sign up</Link>
      </p>
    </AuthFrame>
  );
}
