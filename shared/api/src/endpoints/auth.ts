import type {
  CreateUserResponse,
  LoginBody,
  LoginResponse,
  UniqueResponse,
  VerifyTokenResponse,
  Visibility,
} from '../contract';
import { http } from '../http';

export async function checkUsername(username: string): Promise<boolean> {
  const { data } = await http.get<UniqueResponse>(`/users/check-username/${encodeURIComponent(username)}`);
  return data.isUnique;
}

export async function checkEmail(email: string): Promise<boolean> {
  const { data } = await http.get<UniqueResponse>(`/users/check-email/${encodeURIComponent(email)}`);
  return data.isUnique;
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

export async function createAccount(form: SignUpForm): Promise<CreateUserResponse> {
  const body = new FormData();
  body.append('username', form.username);
  body.append('display_name', form.display_name);
  body.append('email', form.email);
  body.append('password', form.password);
  body.append('bio', form.bio);
  body.append('profile_visibility', form.profile_visibility);
  if (form.profile_picture) body.append('profile_picture', form.profile_picture, 'profile-picture');
  const { data } = await http.post<CreateUserResponse>('/auth/create', body);
  return data;
}

export async function logIn(credentials: LoginBody): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('/auth/login', credentials);
  return data;
}

export async function verifyToken(): Promise<VerifyTokenResponse> {
  const { data } = await http.post<VerifyTokenResponse>('/auth/verify-token', {});
  return data;
}
