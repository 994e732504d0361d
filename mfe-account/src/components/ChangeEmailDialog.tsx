import { useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, changeEmailMutation, validateEmailChange } from '@booknook/api';
import { PasswordField, TextField } from '@booknook/ui';
import { AccountChangeDialog } from './AccountChangeDialog';
import { SETTINGS_TEXT } from '../messages';

/**
 * Change Email (spec sections 2, 5 and 8): both entries must match, and the current password confirms
 * it is the reader changing it (issue 25); the dialog closes 2 s after success.
 */
export function ChangeEmailDialog({ onClose }: { onClose: () => void }) {
  const firstRef = useRef<HTMLInputElement>(null);
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  return (
    <AccountChangeDialog
      title="Change Email"
      mutation={changeEmailMutation()}
      validate={() => (currentPassword ? validateEmailChange({ newEmail, confirmEmail }) : { field: 'currentPassword', message: ACCOUNT_MESSAGES.allFieldsRequired })}
      body={() => ({ newEmail: newEmail.trim(), confirmEmail: confirmEmail.trim(), currentPassword })}
      failureText={SETTINGS_TEXT.emailUpdateFailed}
      initialFocusRef={firstRef}
      onClose={onClose}
    >
      <TextField ref={firstRef} label="New email" type="email" autoComplete="email" value={newEmail} onChange={(event) => setNewEmail(event.target.value)} />
      <TextField label="Confirm new email" type="email" autoComplete="email" value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} />
      <PasswordField label="Current password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
    </AccountChangeDialog>
  );
}
