import { Type, type Static } from '@sinclair/typebox';
import { Visibility } from './common';

export const UniqueResponse = Type.Object({ isUnique: Type.Boolean() });
export type UniqueResponse = Static<typeof UniqueResponse>;

export const UsernameParam = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) });
export const EmailParam = Type.Object({ email: Type.String({ minLength: 1, maxLength: 300 }) });

/** The user as the browser keeps it in the session (spec: id, username, user_type_id, profile_picture, recommendations). */
export const SessionUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  user_type_id: Type.Integer(),
  profile_picture: Type.Union([Type.String(), Type.Null()]),
  recommendations: Type.Boolean(),
});
export type SessionUser = Static<typeof SessionUser>;

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 300 }),
  password: Type.String({ maxLength: 300 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String(), user: SessionUser });
export type LoginResponse = Static<typeof LoginResponse>;

export const VerifyTokenResponse = Type.Object({ valid: Type.Boolean(), user_type_id: Type.Integer() });
export type VerifyTokenResponse = Static<typeof VerifyTokenResponse>;

/** Text fields of the multipart sign-up form; profile_picture travels as a file part. */
export const CreateUserFields = Type.Object({
  username: Type.String(),
  display_name: Type.String(),
  email: Type.String(),
  password: Type.String(),
  bio: Type.Optional(Type.String()),
  profile_visibility: Type.Optional(Visibility),
});
export type CreateUserFields = Static<typeof CreateUserFields>;

/** The whole multipart sign-up form as the server reads it: the text fields plus the picture's bytes. */
export const CreateUserBody = Type.Composite([
  CreateUserFields,
  Type.Object({
    profile_picture: Type.Optional(
      Type.Unknown({ description: 'The picture file: PNG, JPEG or GIF of at most 5 MB; empty or absent for the default picture' }),
    ),
  }),
]);

export const CreateUserResponse = Type.Object({ message: Type.String(), user: SessionUser });
export type CreateUserResponse = Static<typeof CreateUserResponse>;

export const Settings = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
  display_name: Type.String(),
  bio: Type.Union([Type.String(), Type.Null()]),
  profile_picture: Type.Union([Type.String(), Type.Null()]),
  announcements: Type.Boolean(),
  recommendations: Type.Boolean(),
  reminders: Type.Boolean(),
  updates: Type.Boolean(),
  track_interactions: Type.Boolean(),
  profile_visibility: Visibility,
  mandatory_shelves_visibility: Visibility,
  custom_shelves_visibility: Visibility,
  reviews_visibility: Visibility,
  user_type_id: Type.Integer(),
  date_created: Type.String({ format: 'date-time' }),
});
export type Settings = Static<typeof Settings>;

/** Stored pictures are named `<uuid>.png` or `<uuid>.jpg` by the server; anything else cannot exist. */
export const ProfilePictureParam = Type.Object({
  filename: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg)$', maxLength: 40 }),
});
