import type {
  CreateUserResponse,
  LoginBody,
  LoginResponse,
  Settings,
  UniqueResponse,
  VerifyTokenResponse,
  Visibility,
} from '../contract';
import { http } from '../http';

export async function checkUsername(username: string): Promise<boolean> {
  const { isUnique } = await http.get<UniqueResponse>(`/users/check-username/${encodeURIComponent(username)}`);
  return isUnique;
}

export async function checkEmail(email: string): Promise<boolean> {
  const { isUnique } = await http.get<UniqueResponse>(`/users/check-email/${encodeURIComponent(email)}`);
  return isUnique;
}

export interface SignUpForm {
  username: string;
  display_name: string;
  email: string;
  password: string;
  bio: string;
  profile_visibility: Visibility;
  profile_picture: Blob | null;
}

export async function createUser(form: SignUpForm): Promise<CreateUserResponse> {
  const body = new FormData();
  body.append('username', form.username);
  body.append('display_name', form.display_name);
  body.append('email', form.email);
  body.append('password', form.password);
  body.append('bio', form.bio);
  body.append('profile_visibility', form.profile_visibility);
  if (form.profile_picture) body.append('profile_picture', form.profile_picture, 'profile-picture');
  return http.post<CreateUserResponse>('/auth/create', body);
}

export async function login(credentials: LoginBody): Promise<LoginResponse> {
  return http.post<LoginResponse>('/auth/login', credentials);
}

export async function verifyToken(): Promise<VerifyTokenResponse> {
  return http.post<VerifyTokenResponse>('/auth/verify-token', {});
}

export async function getSettings(): Promise<Settings> {
  return http.get<Settings>('/settings');
}

/** The signed-in user's own picture as a blob (GET /profile-pictures). */
export async function getOwnProfilePicture(): Promise<Blob> {
  return http.get<Blob>('/profile-pictures', { responseType: 'blob' });
}

/** Another user's picture by the filename their profile names (GET /profile-pictures/{filename}). */
export async function getProfilePicture(filename: string): Promise<Blob> {
  return http.get<Blob>(`/profile-pictures/${encodeURIComponent(filename)}`, { responseType: 'blob' });
}
