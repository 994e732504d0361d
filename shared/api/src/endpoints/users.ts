import type {
  AccountDeletionBody,
  AdminUserList,
  AdminUsersQuery,
  EmailChangeBody,
  MessageResponse,
  PasswordChangeBody,
  Profile,
  SessionRenewed,
  Settings,
  SettingsFields,
} from '../contract';
import { http } from '../http';

/** The dashboard's users table, a page at a time (administrators only). */
export async function allUsers(query: AdminUsersQuery): Promise<AdminUserList> {
  const { data } = await http.get<AdminUserList>('/users/all-users', { params: query });
  return data;
}

/**
 * Deletes an account with everything of its reader (DELETE /users/{id}): one's own (confirmed with
 * the current password), or any for an administrator.
 */
export async function deleteAccount(id: number, body?: AccountDeletionBody): Promise<MessageResponse> {
  const { data } = await http.delete<MessageResponse>(`/users/${id}`, body ? { data: body } : undefined);
  return data;
}

/** A reader's profile header and which of its sections the viewer may see. */
export async function profileOf(username: string): Promise<Profile> {
  const { data } = await http.get<Profile>(`/users/username/${encodeURIComponent(username)}`);
  return data;
}

export interface SettingsForm extends SettingsFields {
  /** A new picture, or null to keep the current one. */
  profile_picture: Blob | null;
}

/** Saves every settings field (and a new picture, if any) as the multipart form the API takes. */
export async function updateSettings({ profile_picture, ...fields }: SettingsForm): Promise<Settings> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, String(value));
  if (profile_picture) body.append('profile_picture', profile_picture, 'profile-picture');
  const { data } = await http.put<Settings>('/settings', body);
  return data;
}

export async function changePassword(body: PasswordChangeBody): Promise<SessionRenewed> {
  const { data } = await http.put<SessionRenewed>('/settings/password', body);
  return data;
}

export async function changeEmail(body: EmailChangeBody): Promise<SessionRenewed> {
  const { data } = await http.put<SessionRenewed>('/settings/update-email', body);
  return data;
}

export async function readSettings(): Promise<Settings> {
  const { data } = await http.get<Settings>('/settings');
  return data;
}

/** The signed-in user's own picture as a blob (GET /profile-pictures). */
export async function ownProfilePicture(): Promise<Blob> {
  const { data } = await http.get<Blob>('/profile-pictures', { responseType: 'blob' });
  return data;
}

/** Another user's picture by the filename their profile names (GET /profile-pictures/{filename}). */
export async function profilePictureByFilename(filename: string): Promise<Blob> {
  const { data } = await http.get<Blob>(`/profile-pictures/${encodeURIComponent(filename)}`, { responseType: 'blob' });
  return data;
}
