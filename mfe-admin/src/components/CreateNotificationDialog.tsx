import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  createNotificationMutation,
  NOTIFICATION_TYPES,
  validateNotificationDraft,
  type AdminUser,
  type NotificationType,
} from '@booknook/api';
import { Checkbox, ErrorMessage, Modal, ModalFormActions, Select, TextAreaField, TextField } from '@booknook/ui';
import { UserPicker } from './UserPicker';
import { DASHBOARD_TEXT } from '../messages';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) }));

export interface CreateNotificationDialogProps {
  onCreated: () => void;
  onClose: () => void;
}

/**
 * Create Notification (spec sections 2, 5 and 8): title and message, a type, and one user or All
 * Users. Ticking All Users clears the chosen user.
 */
export function CreateNotificationDialog({ onCreated, onClose }: CreateNotificationDialogProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [type, setType] = useState<NotificationType>('info');
  const [recipient, setRecipient] = useState<AdminUser | null>(null);
  const [allUsers, setAllUsers] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useMutation(createNotificationMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const problem = validateNotificationDraft({ title, message, user_id: recipient?.id ?? null, allUsers });
    setInvalid(problem?.message ?? null);
    if (problem) return;
    create.mutate(
      { title: title.trim(), message: message.trim(), notification_type: type, user_id: allUsers ? null : recipient!.id },
      { onSuccess: onCreated },
    );
  };

  const error = invalid ?? (create.isError ? DASHBOARD_TEXT.notificationCreateFailed : null);
  return (
    <Modal title="Create Notification" onClose={onClose} initialFocusRef={titleRef}>
      <form className="admin-create" onSubmit={submit} noValidate>
        <TextField ref={titleRef} label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <TextAreaField label="Message" rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
        <div className="admin-create__row">
          <Select label="Type" options={TYPE_OPTIONS} value={type} onChange={(event) => setType(event.target.value as NotificationType)} />
          <Checkbox
            label="All Users"
            hint="Send to every reader"
            checked={allUsers}
            onChange={(event) => {
              setAllUsers(event.target.checked);
              setRecipient(null);
            }}
          />
        </div>
        <UserPicker chosen={recipient} onChoose={setRecipient} disabled={allUsers} />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ModalFormActions submitLabel="Create" saving={create.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
