import { useState, type FormEvent } from 'react';
import { logIn, validateLogin } from '@booknook/api';
import { sessionStore, type SessionUser } from '@booknook/session';
import type { LoginFormFields } from '@booknook/ui';

/**
 * Navigation state with which another page sends the reader to /login, so the login page says why
 * they are there: a new account to log in to, or one just deleted.
 */
export interface LoginLocationState {
  accountCreated?: boolean;
  accountDeleted?: boolean;
}

export interface LoginFormOptions {
  /** The sentence shown when the login request fails. */
  failureText: (failure: unknown) => string;
  /** Runs just before the session is stored, e.g. to choose where the signed-in user goes. */
  beforeSignIn?: (user: SessionUser) => void;
}

export interface LoginFormState extends LoginFormFields {
  error: string | null;
  submit: (event: FormEvent) => Promise<void>;
}

/** Email and password state plus the submit that validates, logs in and stores the session. */
export function useLoginForm({ failureText, beforeSignIn }: LoginFormOptions): LoginFormState {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid.message);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { token, user } = await logIn({ email: email.trim(), password });
      beforeSignIn?.(user);
      sessionStore.getState().signIn(token, user);
    } catch (failure) {
      setError(failureText(failure));
      setPending(false);
    }
  };

  return { email, setEmail, password, setPassword, error, pending, submit };
}
