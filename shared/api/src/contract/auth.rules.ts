// Account and login rules and their user-visible messages (spec sections 2, 4, 5 and 8), beside the
// schemas in auth.ts. Used by the forms and by the server, so both sides reject exactly the same
// input with exactly the same words. No schema library here: the front ends execute these.
import type { RuleProblem } from './common';

export const BIO_MAX_LENGTH = 150;
export const USERNAME_MAX_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** Largest profile picture upload; the server stores a 256 x 256 copy. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the server can read and resize (it checks the bytes, not the name or the declared type). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** Letters, digits and @ $ ! % * ? & only; at least one lower, upper, digit and special. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** Something@something.something with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Usernames appear in URLs (/profile/{username}); keep them URL-safe. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Signing in; `tooManyAttempts` answers every rate-limited route (login and sign-up). */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  /** Shown by the shell's login page and by every remote's standalone dev host. */
  loginFailed: 'An error occurred',
  tooManyAttempts: 'Too many attempts, please try again in a minute.',
} as const;

/** Creating and changing an account: sign-up, settings, password, email, profile. */
export const ACCOUNT_MESSAGES = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Invalid email format',
  weakPassword:
    'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already taken',
  displayNameRequired: 'Display name is required',
  invalidUsername: `Username may only contain letters, numbers, '.', '_' and '-' (at most ${USERNAME_MAX_LENGTH} characters)`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  pictureTooLarge: 'Profile picture must be at most 5 MB',
  pictureUnsupported: 'Profile picture must be a PNG, JPEG or GIF image',
  passwordsDontMatch: "New passwords don't match",
  weakNewPassword:
    'New password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  passwordUpdated: 'Password updated successfully',
  emailsDontMatch: 'Emails do not match',
  emailUpdated: 'Email updated successfully',
  emailUnchanged: 'This is already your email address',
  emailReadOnly: 'Change your email with Change Email',
  usernameReadOnly: 'Your username cannot be changed',
  accountRecordReadOnly: 'id, user_type_id and date_created are kept by BookNook and cannot be changed',
  /** Set by the account remote's deletion, shown by the shell's login page. */
  accountDeleted: 'Your account was deleted.',
  tooManyAccountChanges: 'Too many attempts to change your email or password, please try again later.',
  profilePrivate: 'This profile is private.',
  userNotFound: 'User not found.',
} as const;

export type SignUpStep1 = { username: string; email: string; password: string };

/** Step 1 of sign-up; the first rule that the input breaks, or null when it is valid. */
export function validateSignUpStep1({ username, email, password }: SignUpStep1): RuleProblem<keyof SignUpStep1> | null {
  if (!username.trim()) return { field: 'username', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (!email.trim()) return { field: 'email', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (!password) return { field: 'password', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (username.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(username)) return { field: 'username', message: ACCOUNT_MESSAGES.invalidUsername };
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { field: 'email', message: ACCOUNT_MESSAGES.invalidEmail };
  if (password.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(password)) return { field: 'password', message: ACCOUNT_MESSAGES.weakPassword };
  return null;
}

export type SignUpStep2 = { display_name: string; bio: string };

/** Step 2 of sign-up, and the same fields on the settings page. */
export function validateSignUpStep2({ display_name, bio }: SignUpStep2): RuleProblem<keyof SignUpStep2> | null {
  if (!display_name.trim()) return { field: 'display_name', message: ACCOUNT_MESSAGES.displayNameRequired };
  if (display_name.length > DISPLAY_NAME_MAX_LENGTH) return { field: 'display_name', message: ACCOUNT_MESSAGES.displayNameTooLong };
  if (bio.length > BIO_MAX_LENGTH) return { field: 'bio', message: ACCOUNT_MESSAGES.bioTooLong };
  return null;
}

export function validateLogin({ email, password }: { email: string; password: string }): RuleProblem<'email' | 'password'> | null {
  if (!email.trim()) return { field: 'email', message: LOGIN_MESSAGES.emailRequired };
  if (!password) return { field: 'password', message: LOGIN_MESSAGES.passwordRequired };
  return null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** The form's second entry; the server is sent only the first. */
  confirmPassword?: string;
}

/** The first password-change rule the input breaks, or null. */
export function validatePasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): RuleProblem<keyof PasswordChange> | null {
  if (!currentPassword) return { field: 'currentPassword', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (!newPassword) return { field: 'newPassword', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (confirmPassword === '') return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (confirmPassword !== undefined && confirmPassword !== newPassword) return { field: 'confirmPassword', message: ACCOUNT_MESSAGES.passwordsDontMatch };
  if (newPassword.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(newPassword)) return { field: 'newPassword', message: ACCOUNT_MESSAGES.weakNewPassword };
  return null;
}

export interface EmailChange {
  newEmail: string;
  confirmEmail: string;
}

/** The first email-change rule the input breaks, or null. */
export function validateEmailChange({ newEmail, confirmEmail }: EmailChange): RuleProblem<keyof EmailChange> | null {
  if (!newEmail.trim()) return { field: 'newEmail', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (!confirmEmail.trim()) return { field: 'confirmEmail', message: ACCOUNT_MESSAGES.allFieldsRequired };
  if (newEmail.trim() !== confirmEmail.trim()) return { field: 'confirmEmail', message: ACCOUNT_MESSAGES.emailsDontMatch };
  if (newEmail.trim().length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(newEmail.trim())) return { field: 'newEmail', message: ACCOUNT_MESSAGES.invalidEmail };
  return null;
}

/**
 * Names a reader could use to pass for the staff (issue 25), refused at sign-up whatever their case
 * or separators ('Admin', 'sys.tem'). Administrators made with create-admin may take them.
 */
export const RESERVED_USERNAMES = ['admin', 'administrator', 'root', 'support', 'booknook', 'system', 'staff', 'moderator', 'help', 'security', 'official'] as const;
export const USERNAME_MESSAGES = { reserved: 'This username is reserved; please choose another' } as const;

/** The sign-up rule for a reader's username beyond its format: null, or why it is refused. */
export function validateReaderUsername(username: string): RuleProblem<'username'> | null {
  const plain = username.toLowerCase().replace(/[._-]/g, '');
  return (RESERVED_USERNAMES as readonly string[]).includes(plain) ? { field: 'username', message: USERNAME_MESSAGES.reserved } : null;
}
