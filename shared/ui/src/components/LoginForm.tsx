import type { FormEvent } from 'react';
import { Button } from './Button';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

/** The state the form shows and edits; @booknook/features' useLoginForm provides it. */
export interface LoginFormFields {
  email: string;
  setEmail: (email: string) => void;
  password: string;
  setPassword: (password: string) => void;
  pending: boolean;
  submit: (event: FormEvent) => void;
}

export interface LoginFormProps {
  form: LoginFormFields;
  /** Accessible name of the form, when the page has more than one. */
  'aria-label'?: string;
}

/** The Email and Password fields and the Log in button, driven by useLoginForm. */
export function LoginForm({ form, 'aria-label': ariaLabel }: LoginFormProps) {
  return (
    <form onSubmit={form.submit} noValidate aria-label={ariaLabel}>
      <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={(event) => form.setEmail(event.target.value)} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
      />
      <Button type="submit" block disabled={form.pending} aria-busy={form.pending || undefined}>
        Log in
      </Button>
    </form>
  );
}
