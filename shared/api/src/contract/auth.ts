import { Type, type Static } from '@sinclair/typebox';
import { Theme, Visibility } from './common';

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
  theme: Theme,
  user_type_id: Type.Integer(),
  date_created: Type.String({ format: 'date-time' }),
});
export type Settings = Static<typeof Settings>;

/** Stored pictures are named `<uuid>.png` or `<uuid>.jpg` by the server; anything else cannot exist. */
export const ProfilePictureParam = Type.Object({
  filename: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg)$', maxLength: 40 }),
});

/** GET /users/username/{username}. */
export const ProfileParam = Type.Object({ username: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * What the profile page may show of a reader (spec section 2). Another reader's private profile
 * shows its header and `isPrivate` only: no bio and no section. `sections` says which sections the
 * viewer may see; the owner sees all.
 */
export const Profile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  display_name: Type.String(),
  profile_picture: Type.Union([Type.String(), Type.Null()]),
  bio: Type.Union([Type.String(), Type.Null()]),
  isOwn: Type.Boolean(),
  isPrivate: Type.Boolean(),
  sections: Type.Object({ mainShelves: Type.Boolean(), customShelves: Type.Boolean(), reviews: Type.Boolean() }),
});
export type Profile = Static<typeof Profile>;

/** The settings a reader changes on the settings page; absent fields keep their value. */
export const SettingsFields = Type.Object({
  display_name: Type.String({ maxLength: 1000 }),
  bio: Type.Optional(Type.String({ maxLength: 10_000 })),
  profile_visibility: Type.Optional(Visibility),
  mandatory_shelves_visibility: Type.Optional(Visibility),
  custom_shelves_visibility: Type.Optional(Visibility),
  reviews_visibility: Type.Optional(Visibility),
  announcements: Type.Optional(Type.Boolean()),
  recommendations: Type.Optional(Type.Boolean()),
  reminders: Type.Optional(Type.Boolean()),
  updates: Type.Optional(Type.Boolean()),
  track_interactions: Type.Optional(Type.Boolean()),
  theme: Type.Optional(Theme),
});
export type SettingsFields = Static<typeof SettingsFields>;

/**
 * What GET /settings answers beside the settings fields. A client may send them back with the rest
 * ("multipart of all settings fields"): accepted when they equal the stored values, never written.
 */
export const ReadOnlySettings = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 300 })),
  username: Type.Optional(Type.String({ maxLength: 300 })),
  id: Type.Optional(Type.Integer()),
  user_type_id: Type.Optional(Type.Integer()),
  date_created: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ReadOnlySettings = Static<typeof ReadOnlySettings>;

/** PUT /settings: the multipart form of the settings fields and, optionally, a new picture. */
export const SettingsBody = Type.Composite([
  SettingsFields,
  ReadOnlySettings,
  Type.Object({
    profile_picture: Type.Optional(Type.Unknown({ description: 'A new picture: PNG, JPEG or GIF of at most 5 MB; empty or absent keeps the current one' })),
  }),
]);

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.String({ maxLength: 300 }),
  newPassword: Type.String({ maxLength: 300 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/**
 * Proof that the account's owner is present, asked before a change a stolen token must not make
 * (moving the email, deleting one's own account): the current password, or a token issued within
 * the last RECENT_LOGIN_MINUTES (just after logging in, or after changing the password or email).
 */
export const RECENT_LOGIN_MINUTES = 5;
export const PRESENCE_MESSAGES = {
  currentPasswordNeeded: `Please enter your current password to confirm this change (you logged in more than ${RECENT_LOGIN_MINUTES} minutes ago).`,
} as const;

const CurrentPassword = Type.String({ maxLength: 300, description: `Needed unless the token was issued in the last ${RECENT_LOGIN_MINUTES} minutes` });

export const EmailChangeBody = Type.Object({
  newEmail: Type.String({ maxLength: 300 }),
  confirmEmail: Type.String({ maxLength: 300 }),
  currentPassword: Type.Optional(CurrentPassword),
});
export type EmailChangeBody = Static<typeof EmailChangeBody>;

/** DELETE /users/{id}: deleting one's own account needs proof of presence; an administrator deleting another's sends nothing. */
export const AccountDeletionBody = Type.Object({ currentPassword: Type.Optional(CurrentPassword) });
export type AccountDeletionBody = Static<typeof AccountDeletionBody>;

/** A password or email change: every other session of the account ends; this device keeps signed in with `token`. */
export const SessionRenewed = Type.Object({ message: Type.String(), token: Type.String() });
export type SessionRenewed = Static<typeof SessionRenewed>;
