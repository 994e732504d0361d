import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, checkEmail, checkUsername, USERNAME_MAX_LENGTH, validateReaderUsername, validateSignUpStep1, type SignUpStep1 } from '@booknook/api';
import { Button, ErrorMessage, PasswordField, TextField } from '@booknook/ui';
import { SIGN_UP_TEXT } from '../../messages';

/** Which message the two uniqueness checks lead to, or null when both values are free. */
async function uniquenessProblem({ username, email }: SignUpStep1): Promise<string | null> {
  let usernameFree: boolean;
  let emailFree: boolean;
  try {
    [usernameFree, emailFree] = await Promise.all([checkUsername(username), checkEmail(email)]);
  } catch {
    return SIGN_UP_TEXT.uniquenessCheckFailed;
  }
  if (!usernameFree) return ACCOUNT_MESSAGES.usernameTaken;
  if (!emailFree) return ACCOUNT_MESSAGES.emailTaken;
  return null;
}

/** The username rules, said before they are broken (ACCOUNT_MESSAGES.invalidUsername says the same when they are). */
export const USERNAME_HINT = `Letters, numbers, '.', '_' and '-'; at most ${USERNAME_MAX_LENGTH} characters.`;

/** Step 1: username, email and password; moves on only when valid and both are still free. */
export function AccountStep({ initial, onDone }: { initial: SignUpStep1; onDone: (account: SignUpStep1) => void }) {
  const [account, setAccount] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const update = (field: keyof SignUpStep1) => (event: { target: { value: string } }) =>
    setAccount((previous) => ({ ...previous, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = { ...account, username: account.username.trim(), email: account.email.trim() };
    const invalid = validateSignUpStep1(candidate) ?? validateReaderUsername(candidate.username);
    if (invalid) {
      setError(invalid.message);
      return;
    }
    setError(null);
    setChecking(true);
    const problem = await uniquenessProblem(candidate);
    setChecking(false);
    if (problem) setError(problem);
    else onDone(candidate);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <TextField label="Username" hint={USERNAME_HINT} autoComplete="username" value={account.username} onChange={update('username')} />
      <TextField label="Email" type="email" autoComplete="email" value={account.email} onChange={update('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? &"
        value={account.password}
        onChange={update('password')}
      />
      <Button type="submit" block disabled={checking} aria-busy={checking || undefined}>
        Sign Up
      </Button>
    </form>
  );
}
