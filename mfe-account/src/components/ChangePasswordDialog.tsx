import { useRef, useState } from 'react';
import { changePasswordMutation, validatePasswordChange } from '@booknook/api';
import { PasswordField } from '@booknook/ui';
import { AccountChangeDialog } from './AccountChangeDialog';
import { SETTINGS_TEXT } from '../messages';

/** Change Password (spec sections 2, 5 and 8): all three entries, the new one twice; closes 2 s after success. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const firstRef = useRef<HTMLInputElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <AccountChangeDialog
      title="Change Password"
      mutation={changePasswordMutation()}
      validate={() => validatePasswordChange({ currentPassword, newPassword, confirmPassword })}
      body={() => ({ currentPassword, newPassword })}
      failureText={SETTINGS_TEXT.passwordUpdateFailed}
      initialFocusRef={firstRef}
      onClose={onClose}
    >
      <PasswordField ref={firstRef} label="Current password" autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
      <PasswordField label="New password" autoComplete="new-password" value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
      <PasswordField label="Confirm new password" autoComplete="new-password" value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
    </AccountChangeDialog>
  );
}
