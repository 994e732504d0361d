import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { allUsersQuery, type AdminUser } from '@booknook/api';
import { ErrorMessage, Loading, TextField, PLAIN_LIST } from '@booknook/ui';
import { useDebouncedValue } from './useDebouncedValue';
import { DASHBOARD_TEXT } from '../messages';

/** How many matches the picker lists; typing more of a name narrows them. */
export const PICKER_SIZE = 8;
export const SEARCH_PAUSE_MS = 250;

export interface UserPickerProps {
  chosen: AdminUser | null;
  onChoose: (user: AdminUser) => void;
  /** All Users is ticked: nobody is to be chosen. */
  disabled: boolean;
}

/**
 * The Create Notification dialog's recipient: a search over usernames and emails and the matches as
 * radio buttons (Tab into the list, arrow keys to choose). The chosen user stays chosen while the
 * search changes.
 */
export function UserPicker({ chosen, onChoose, disabled }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const matches = useQuery({ ...allUsersQuery({ search: settled || undefined, sortBy: 'username', limit: PICKER_SIZE }), enabled: !disabled });
  const name = useId();

  return (
    <fieldset className="admin-picker" disabled={disabled}>
      <legend>Recipient</legend>
      <TextField label="Find a user" hint="Part of a username or email" type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
      {matches.isError ? <ErrorMessage>{DASHBOARD_TEXT.userPickerLoadFailed}</ErrorMessage> : null}
      {matches.isPending && !disabled ? <Loading label="Loading users…" /> : null}
      {matches.data?.users.length === 0 ? <p className="admin-picker__none">No users match “{settled}”.</p> : null}
      {matches.data && matches.data.users.length > 0 ? (
        <ul className={`${PLAIN_LIST} admin-picker__list`} aria-busy={matches.isPlaceholderData || undefined}>
          {matches.data.users.map((user) => (
            <li key={user.id}>
              <label className="admin-picker__option">
                <input type="radio" name={name} checked={chosen?.id === user.id} onChange={() => onChoose(user)} />
                <span className="admin-picker__name">{user.username}</span>
                <span className="admin-picker__email">{user.email}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="admin-picker__chosen" aria-live="polite">
        {chosen && !disabled ? (
          <>
            Sending to <strong>{chosen.username}</strong>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
