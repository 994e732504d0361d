import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { isAxiosError } from 'axios';
import { login, MESSAGES, serverMessage, USER_TYPE, validateLogin } from '@booknook/api';
import { sessionStore, useSession } from '@booknook/session';
import { Button, ErrorMessage, PasswordField, StatusMessage, TextField } from '@booknook/ui';
import { AuthFrame } from './AuthFrame';

/** Navigation state the sign-up page leaves so this page can confirm the new account. */
export interface LoginLocationState {
  accountCreated?: boolean;
}

/** Spec section 8: the server's sentence; else 'An error occurred' when it answered; else what went wrong. */
function loginErrorText(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (isAxiosError(error) && error.response) return MESSAGES.loginFailed;
  return `There was an error logging in: ${error instanceof Error ? error.message : String(error)}`;
}

export function Login() {
  const token = useSession((state) => state.token);
  const accountCreated = (useLocation().state as LoginLocationState | null)?.accountCreated === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Where a successful login leads; set together with the session so it wins over the token redirect.
  const [destination, setDestination] = useState<string | null>(null);

  if (destination) return <Navigate to={destination} replace />;
  if (token) return <Navigate to="/home" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { token: newToken, user } = await login({ email: email.trim(), password });
      setDestination(user.user_type_id === USER_TYPE.admin ? '/dashboard' : '/home');
      sessionStore.getState().signIn(newToken, user);
    } catch (failure) {
      setError(loginErrorText(failure));
      setPending(false);
    }
  };

  return (
    <AuthFrame title="Log in">
      {accountCreated && !error ? <StatusMessage>Your account was created. Log in to start using BookNook.</StatusMessage> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <form onSubmit={submit} noValidate aria-label="Log in">
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
          Log in
        </Button>
      </form>
      <p className="shell-auth-card__switch">
        New to BookNook? <Link to="/signup">Sign up</Link>
      </p>
    </AuthFrame>
  );
}
