// How every front end names, loads and changes a reader's account data in the one query cache:
// profiles, settings, the password and email. Saving settings also updates the session's user, so
// the top bar's avatar and name change at once; a password or email change keeps this device signed
// in with the token the server renewed.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { sessionStore } from '@booknook/session';
import type { EmailChangeBody, PasswordChangeBody, SessionRenewed, Settings } from '../contract';
import { changeEmail, changePassword, deleteUser, getProfile, getProfilePicture, getSettings, saveSettings, type SettingsForm } from './users';

export const accountKeys = {
  all: ['account'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  profiles: () => [...accountKeys.all, 'profile'] as const,
  /** Usernames are unique regardless of case. */
  profile: (username: string) => [...accountKeys.profiles(), username.toLowerCase()] as const,
  picture: (filename: string) => [...accountKeys.all, 'picture', filename] as const,
};

export function settingsQuery() {
  return queryOptions({ queryKey: accountKeys.settings(), queryFn: getSettings });
}

export function profileQuery(username: string) {
  return queryOptions({ queryKey: accountKeys.profile(username), queryFn: () => getProfile(username) });
}

/** Another reader's picture; every upload gets a new filename, so the bytes behind one never change. */
export function profilePictureQuery(filename: string) {
  return queryOptions({ queryKey: accountKeys.picture(filename), queryFn: () => getProfilePicture(filename), staleTime: Infinity });
}

function keepUserInSession({ id, username, user_type_id, profile_picture, recommendations }: Settings): void {
  sessionStore.getState().updateUser({ id, username, user_type_id, profile_picture, recommendations });
}

export function saveSettingsMutation() {
  return mutationOptions({
    mutationFn: (form: SettingsForm) => saveSettings(form),
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
    mutationFn: ({ userId, currentPassword }: { userId: number; currentPassword: string }) => deleteUser(userId, { currentPassword }),
    onSuccess: () => sessionStore.getState().signOut(),
  });
}
