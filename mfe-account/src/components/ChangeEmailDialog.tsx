import { useRef, useState } from 'react';
import { changeEmailMutation, validateEmailChange } from '@booknook/api';
import { TextField } from '@booknook/ui';
import { AccountChangeDialog } from './AccountChangeDialog';
import { SETTINGS_TEXT } from '../messages';

/** Change Email (spec sections 2, 5 and 8): both entries must match; the dialog closes 2 s after success. */
export function ChangeEmailDialog({ onClose }: { onClose: () => void }) {
  const firstRef = useRef<HTMLInputElement>(null);
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  return (
    <AccountChangeDialog
      title="Change Email"
      mutation={changeEmailMutation()}
      validate={() => validateEmailChange({ newEmail, confirmEmail })}
      body={() => ({ newEmail: newEmail.trim(), confirmEmail: confirmEmail.trim() })}
      failureText={SETTINGS_TEXT.emailUpdateFailed}
      initialFocusRef={firstRef}
      onClose={onClose}
    >
      <TextField ref={firstRef} label="New email" type="email" autoComplete="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} />
      <TextField label="Confirm new email" type="email" autoComplete="email" value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} />
    </AccountChangeDialog>
  );
}
