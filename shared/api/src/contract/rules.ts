// Validation rules and their user-visible messages (spec section 5). Used by the forms and by the
// server, so both sides reject exactly the same input with exactly the same words.
import { BUILT_IN_SHELVES } from './constants';

export const PASSWORD_MIN_LENGTH = 8;
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

export const MESSAGES = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Invalid email format',
  weakPassword:
    'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  usernameTaken: 'Username is already taken',
  emailTaken: 'Email is already taken',
  displayNameRequired: 'Display name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidUsername: `Username may only contain letters, numbers, '.', '_' and '-' (at most ${USERNAME_MAX_LENGTH} characters)`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
  displayNameTooLong: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  invalidCredentials: 'Invalid email or password',
  uniquenessCheckFailed: 'There was an error checking if the username or email is unique',
  createUserFailed: 'There was an error creating the user',
  loginFailed: 'An error occurred',
  pictureTooLarge: 'Profile picture must be at most 5 MB',
  pictureUnsupported: 'Profile picture must be a PNG, JPEG or GIF image',
  tooManyAttempts: 'Too many attempts, please try again in a minute.',
} as const;

export type SignUpStep1 = { username: string; email: string; password: string };

/** Step 1 of sign-up; returns the first message that applies, or null when the input is valid. */
export function validateSignUpStep1({ username, email, password }: SignUpStep1): string | null {
  if (!username.trim() || !email.trim() || !password) return MESSAGES.allFieldsRequired;
  if (username.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(username)) return MESSAGES.invalidUsername;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return MESSAGES.invalidEmail;
  if (password.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(password)) return MESSAGES.weakPassword;
  return null;
}

export type SignUpStep2 = { display_name: string; bio: string };

export function validateSignUpStep2({ display_name, bio }: SignUpStep2): string | null {
  if (!display_name.trim()) return MESSAGES.displayNameRequired;
  if (display_name.length > DISPLAY_NAME_MAX_LENGTH) return MESSAGES.displayNameTooLong;
  if (bio.length > BIO_MAX_LENGTH) return MESSAGES.bioTooLong;
  return null;
}

export function validateLogin({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim()) return MESSAGES.emailRequired;
  if (!password) return MESSAGES.passwordRequired;
  return null;
}

export const SHELF_NAME_MAX_LENGTH = 50;
/** The largest page count a reader (or a copied volume) may give an edition. */
export const PAGE_COUNT_MAX = 100000;

/** Shelf and progress rules the server enforces; the forms use the same words (spec sections 5 and 8). */
export const SHELF_MESSAGES = {
  enterShelfName: 'Please enter a shelf name',
  shelfNameEmpty: 'Shelf name cannot be empty.',
  shelfNameTooLong: `Shelf name must be at most ${SHELF_NAME_MAX_LENGTH} characters.`,
  shelfNameBuiltIn: 'That name belongs to a built-in shelf.',
  shelfNameTaken: 'A shelf with that name already exists.',
  builtInShelfLocked: 'Built-in shelves cannot be renamed or deleted.',
  shelfNotFound: 'Shelf not found.',
  bookNotFound: 'Book not found.',
  bookDetailsRequired: 'This book is not in the catalogue yet: send its details to shelve it.',
  bookIdMismatch: 'The book details do not match book_id.',
  oneBuiltInShelf: 'Choose exactly one of Currently Reading, Want To Read, Read or Did Not Finish.',
  profilePrivate: 'This profile is private.',
  builtInShelvesPrivate: "This user's main shelves are private.",
  customShelvesPrivate: "This user's custom shelves are private.",
  userNotFound: 'User not found.',
  progressNotFound: 'No progress recorded for this book.',
  pageNotInteger: 'Current page must be a whole number.',
  pageCountInvalid: 'Page count must be a whole number of at least 1.',
  pageCountFirst: 'Set the page count of your edition first.',
  progressUpdateEmpty: 'Send current_page, status or page_count.',
} as const;

/** The trimmed custom shelf name, or the message saying why it cannot be used (uniqueness is the server's check). */
export function validateShelfName(name: string): { name: string } | { error: string } {
  const trimmed = name.trim();
  if (!trimmed) return { error: SHELF_MESSAGES.shelfNameEmpty };
  if (trimmed.length > SHELF_NAME_MAX_LENGTH) return { error: SHELF_MESSAGES.shelfNameTooLong };
  const lower = trimmed.toLowerCase();
  if (BUILT_IN_SHELVES.some((shelf) => shelf.name.toLowerCase() === lower)) return { error: SHELF_MESSAGES.shelfNameBuiltIn };
  return { name: trimmed };
}

/** A whole current page clamped to 0..pageCount (spec section 5). */
export function clampCurrentPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 0), pageCount);
}
