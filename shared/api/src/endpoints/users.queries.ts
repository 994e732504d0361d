// How every front end names, loads and changes a reader's account data in the one query cache:
// profiles, settings, the password and email. Saving settings also updates the session's user, so
// the top bar's avatar and name change at once; a password or email change keeps this device signed
// in with the token the server renewed. The dashboard's users table keeps showing its page while the
// next page or order loads (no flash of an empty table).
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { sessionStore } from '@booknook/session';
import type { AdminUsersQuery, EmailChangeBody, PasswordChangeBody, SessionRenewed, Settings } from '../contract';
import { notificationKeys } from './notifications.queries';
import { reviewKeys } from './reviews.queries';
import { allUsers, changeEmail, changePassword, deleteAccount, profileOf, profilePictureByFilename, readSettings, updateSettings, type SettingsForm } from './users';

export const accountKeys = {
  all: ['account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  profiles: () => [...accountKeys.all, 'profile'] as const,
  /** Usernames are unique regardless of case. */
  profile: (username: string) => [...accountKeys.profiles(), username.toLowerCase()] as const,
  picture: (filename: string) => [...accountKeys.all, 'picture', filename] as const,
  /** The dashboard's users table, every page and order of it. */
  allUsersPages: () => [...accountKeys.all, 'all-users'] as const,
  allUsers: (query: AdminUsersQuery) => [...accountKeys.allUsersPages(), query] as const,
};

export function allUsersQuery(query: AdminUsersQuery) {
  return queryOptions({ queryKey: accountKeys.allUsers(query), queryFn: () => allUsers(query), placeholderData: keepPreviousData });
}

export function settingsQuery() {
  return queryOptions({ queryKey: accountKeys.settings(), queryFn: readSettings });
}

export function profileQuery(username: string) {
  return queryOptions({ queryKey: accountKeys.profile(username), queryFn: () => profileOf(username) });
}

/** Another reader's picture; every upload gets a new filename, so the bytes behind one never change. */
export function profilePictureQuery(filename: string) {
  return queryOptions({ queryKey: accountKeys.picture(filename), queryFn: () => profilePictureByFilename(filename), staleTime: Infinity });
}

function keepUserInSession({ id, username, user_type_id, profile_picture, recommendations }: Settings): void {
  sessionStore.getState().updateUser({ id, username, user_type_id, profile_picture, recommendations });
}

export function updateSettingsMutation() {
  return mutationOptions({
    mutationFn: (form: SettingsForm) => updateSettings(form),
    onSuccess: async (saved, _form, _result, { client }) => {
      client.setQueryData(accountKeys.settings(), saved);
      keepUserInSession(saved);
      await client.invalidateQueries({ queryKey: accountKeys.profiles() });
    },
  });
}

/** The server ended every other session and renewed this one's token: keep using it. */
function keepSignedIn({ token }: SessionRenewed): void {
  const { user } = sessionStore.getState();
  if (user) sessionStore.getState().signIn(token, user);
}

export function changePasswordMutation() {
  return mutationOptions({
    mutationFn: (body: PasswordChangeBody) => changePassword(body),
    onSuccess: (renewed) => keepSignedIn(renewed),
  });
}

export function changeEmailMutation() {
  return mutationOptions({
    mutationFn: (body: EmailChangeBody) => changeEmail(body),
    onSuccess: async (renewed, _body, _result, { client }) => {
      keepSignedIn(renewed);
      await client.invalidateQueries({ queryKey: accountKeys.settings() });
    },
  });
}

/** Deletes the signed-in reader's own account, confirmed with their password, and ends the session (spec section 4). */
export function deleteOwnAccountMutation() {
  return mutationOptions({
    mutationFn: ({ userId, currentPassword }: { userId: number; currentPassword: string }) => deleteAccount(userId, { currentPassword }),
    onSuccess: () => sessionStore.getState().signOut(),
  });
}

/**
 * An administrator deletes another account with everything of its reader: every dashboard table and
 * every list their reviews or profile were in is stale. Settled rather than succeeded: a refusal
 * (someone else deleted it first) also means the table is out of date.
 */
export function deleteAccountMutation() {
  return mutationOptions({
    mutationFn: (userId: number) => deleteAccount(userId),
    onSettled: (_answer, _error, _userId, _result, { client }) =>
      Promise.all(
        [accountKeys.allUsersPages(), notificationKeys.allNotificationsPages(), reviewKeys.all, accountKeys.profiles()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
