// Validation rules and their user-visible messages (spec section 5). Used by the forms and by the
// server, so both sides reject exactly the same input with exactly the same words.
import { BUILT_IN_SHELVES, DEVELOPMENT_REVIEW_MAX_LENGTH, PACE_REVIEWS, PLOT_CHARACTER_OPTIONS, REVIEW_TEXT_MAX_LENGTH } from './constants';

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
  oneBuiltInShelf: 'Choose exactly one of Currently Reading, Want To Read, Read or Did Not Finish.',
  builtInShelvesPrivate: "This user's main shelves are private.",
  customShelvesPrivate: "This user's custom shelves are private.",
  fetchBooksFailed: 'An error occurred while fetching books.',
  fetchCustomShelvesFailed: 'An error occurred while fetching custom shelves.',
  noCustomShelves: 'No custom shelves created yet.',
  preferencesFailed: 'Failed to load genre preferences. Please try again later.',
  progressNotFound: 'No progress recorded for this book.',
  pageNotInteger: 'Current page must be a whole number.',
  pageCountInvalid: 'Page count must be a whole number of at least 1.',
  pageCountTooLarge: `Page count must be at most ${PAGE_COUNT_MAX.toLocaleString('en-US')}.`,
  pageCountFirst: 'Set the page count of your edition first.',
  progressUpdateEmpty: 'Send current_page or status.',
} as const;

/**
 * Characters that show as nothing or reorder the text around them, by their Unicode properties so
 * that no list can miss one: every default-ignorable code point (zero-width spaces and joiners,
 * soft hyphen, variation selectors, tags, the combining grapheme joiner, Hangul fillers) and every
 * format character (bidi embeddings, overrides, isolates, marks), plus U+2800, the Braille blank,
 * which is neither but renders as an empty cell.
 */
const INVISIBLE_OR_BIDI = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u3164\u115f\u1160\uffa0\u2800]/gu;

/**
 * The one form of a shelf name, so names that look alike are alike: NFKC (a no-break space becomes a
 * space, full-width letters plain ones), invisible and bidi-control characters removed, runs of
 * whitespace one space, trimmed. 'Currently\u00a0Reading', 'Read\u200b' and 'Read\u3164' are the
 * built-in shelves.
 */
export function normalizeShelfName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE_OR_BIDI, '').replace(/\s+/g, ' ').trim();
}

/** The normalised custom shelf name, or the message saying why it cannot be used (uniqueness is the server's check). */
export function validateShelfName(name: string): { name: string } | { error: string } {
  const trimmed = normalizeShelfName(name);
  if (!trimmed) return { error: SHELF_MESSAGES.shelfNameEmpty };
  if (trimmed.length > SHELF_NAME_MAX_LENGTH) return { error: SHELF_MESSAGES.shelfNameTooLong };
  const lower = trimmed.toLowerCase();
  if (BUILT_IN_SHELVES.some((shelf) => shelf.name.toLowerCase() === lower)) return { error: SHELF_MESSAGES.shelfNameBuiltIn };
  return { name: trimmed };
}

/** Why `pageCount` cannot be an edition's page count, or null when it can. */
export function pageCountProblem(pageCount: number): string | null {
  if (!Number.isInteger(pageCount) || pageCount < 1) return SHELF_MESSAGES.pageCountInvalid;
  if (pageCount > PAGE_COUNT_MAX) return SHELF_MESSAGES.pageCountTooLarge;
  return null;
}

/**
 * A page count typed into a form: the number, or the reason it cannot be one. A whole number typed
 * with hundreds of digits reads as Infinity, and is still only too large.
 */
export function parsePageCount(typed: string): { pageCount: number } | { error: string } {
  const text = typed.trim();
  if (!/^[+-]?\d+$/.test(text)) return { error: SHELF_MESSAGES.pageCountInvalid };
  const pageCount = Number(text);
  const problem = pageCountProblem(Number.isFinite(pageCount) ? pageCount : Math.sign(pageCount) * Number.MAX_SAFE_INTEGER);
  return problem ? { error: problem } : { pageCount };
}

/** A whole current page clamped to 0..pageCount (spec section 5). */
export function clampCurrentPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 0), pageCount);
}

/** GET /stats refuses filters it cannot read with these; another reader's shelf is 'Shelf not found.' like a missing one. */
export const STATS_MESSAGES = {
  shelfInvalid: 'Shelf must be All or the id of one of your shelves.',
  yearInvalid: 'Year must be All or a four-digit year such as 2024.',
} as const;

/** Review rules and texts (spec sections 5 and 8); the review form and the server use the same ones. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Rating is required',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  paceInvalid: `Pace must be one of: ${PACE_REVIEWS.join(', ')}`,
  plotCharacterInvalid: `Plot or characters must be one of: ${PLOT_CHARACTER_OPTIONS.join(', ')}`,
  textTooLong: `Review must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
  developmentTooLong: `Development must be at most ${DEVELOPMENT_REVIEW_MAX_LENGTH} characters`,
  reviewsPrivate: "This user's reviews are private.",
  alreadyReviewed: 'You have already reviewed this book.',
  reviewNotFound: 'Review not found.',
  bookMismatch: 'book_id must be the book in the address.',
  fetchFailed: 'Failed to fetch reviews',
  fetchOwnFailed: 'Error fetching review',
  noUserOrBook: 'No user or book id provided.',
  createFailed: 'An error occurred while creating the review',
  updateFailed: 'An error occurred while updating the review',
  deleteFailed: 'An error occurred while deleting the review',
  noReviews: 'No reviews found.',
  noOwnReview: 'No review yet',
} as const;

export interface ReviewInput {
  rating?: number;
  review_text?: string | null;
  pace_review?: string | null;
  plot_character_driven?: string | null;
  development_review?: string | null;
}

/** A review rule the input breaks: the field it is about (the form shows the message there) and the message. */
export interface ReviewProblem {
  field: keyof ReviewInput;
  message: string;
}

/** The first review rule the input breaks, or null. Empty texts and choices count as none. */
export function validateReview({ rating, review_text, pace_review, plot_character_driven, development_review }: ReviewInput): ReviewProblem | null {
  if (rating === undefined || rating === 0) return { field: 'rating', message: REVIEW_MESSAGES.ratingRequired };
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { field: 'rating', message: REVIEW_MESSAGES.ratingInvalid };
  if (pace_review && !(PACE_REVIEWS as readonly string[]).includes(pace_review)) return { field: 'pace_review', message: REVIEW_MESSAGES.paceInvalid };
  if (plot_character_driven && !(PLOT_CHARACTER_OPTIONS as readonly string[]).includes(plot_character_driven)) {
    return { field: 'plot_character_driven', message: REVIEW_MESSAGES.plotCharacterInvalid };
  }
  if ((review_text ?? '').trim().length > REVIEW_TEXT_MAX_LENGTH) return { field: 'review_text', message: REVIEW_MESSAGES.textTooLong };
  if ((development_review ?? '').trim().length > DEVELOPMENT_REVIEW_MAX_LENGTH) return { field: 'development_review', message: REVIEW_MESSAGES.developmentTooLong };
  return null;
}

/** Settings, profile, password, email and account rules and texts (spec sections 2, 4, 5 and 8). */
export const ACCOUNT_MESSAGES = {
  settingsSaved: 'Settings saved successfully!',
  settingsFetchFailed: 'Failed to fetch settings',
  settingsSaveFailed: 'Failed to save settings',
  pictureLoadFailed: 'Failed to load profile picture',
  passwordsDontMatch: "New passwords don't match",
  weakNewPassword:
    'New password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  currentPasswordWrong: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  emailsDontMatch: 'Emails do not match',
  emailUpdated: 'Email updated successfully',
  emailUpdateFailed: 'Failed to update email',
  emailUnchanged: 'This is already your email address',
  tooManyAccountChanges: 'Too many attempts to change your email or password, please try again later.',
  deleteConfirmation: 'This action cannot be undone. All your data will be lost.',
  deleteFailed: 'Failed to delete user',
  profileFetchFailed: 'Failed to fetch user',
  profilePrivate: 'This profile is private.',
  noCurrentlyReading: 'No books currently reading.',
  noBooksRead: 'No books read yet.',
  userNotFound: 'User not found.',
} as const;

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** The form's second entry; the server is sent only the first. */
  confirmPassword?: string;
}

/** The first password-change rule the input breaks, or null. */
export function validatePasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordChange): string | null {
  if (!currentPassword || !newPassword || confirmPassword === '') return MESSAGES.allFieldsRequired;
  if (confirmPassword !== undefined && confirmPassword !== newPassword) return ACCOUNT_MESSAGES.passwordsDontMatch;
  if (newPassword.length > PASSWORD_MAX_LENGTH || !PASSWORD_PATTERN.test(newPassword)) return ACCOUNT_MESSAGES.weakNewPassword;
  return null;
}

/** The first email-change rule the input breaks, or null. */
export function validateEmailChange({ newEmail, confirmEmail }: { newEmail: string; confirmEmail: string }): string | null {
  if (!newEmail.trim() || !confirmEmail.trim()) return MESSAGES.allFieldsRequired;
  if (newEmail.trim() !== confirmEmail.trim()) return ACCOUNT_MESSAGES.emailsDontMatch;
  if (newEmail.trim().length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(newEmail.trim())) return MESSAGES.invalidEmail;
  return null;
}

/** Notification and dashboard texts (spec sections 5 and 8). */
export const NOTIFICATION_MESSAGES = {
  titleAndMessageRequired: 'Title and Message are required.',
  recipientRequired: 'Please select a user to send notification to.',
  noNotifications: 'No notifications available',
  fetchFailed: 'Error fetching notifications.',
  removeFailed: 'Error removing notification.',
  markReadFailed: 'Error marking notification as read.',
  notFound: 'Notification not found.',
  created: 'Notification created successfully.',
  deleted: 'Notification deleted successfully.',
  createFailed: 'Failed to create notification. Please try again.',
  deleteFailed: 'Failed to delete notification',
  loadFailed: 'Failed to load notifications',
} as const;

export const ADMIN_MESSAGES = {
  usersLoadFailed: 'Failed to load users',
  /** The Create Notification dialog's user picker (the spec's second wording). */
  userPickerLoadFailed: 'Failed to load users.',
  reviewsLoadFailed: 'Failed to load reviews',
  userDeleted: 'User deleted successfully.',
  userDeleteFailed: 'Failed to delete user',
  reviewDeleted: 'Review deleted successfully.',
  reviewDeleteFailed: 'Failed to delete Review',
  ownAccountFromDashboard: 'Administrators cannot delete their own account from the dashboard.',
} as const;

export interface NotificationDraft {
  title: string;
  message: string;
  /** null: no reader chosen. */
  user_id: number | null;
  /** The All Users box; when ticked, user_id is ignored (ticking it clears the chosen reader). */
  allUsers: boolean;
}

/** The first Create Notification rule the draft breaks, or null. */
export function validateNotificationDraft({ title, message, user_id, allUsers }: NotificationDraft): string | null {
  if (!title.trim() || !message.trim()) return NOTIFICATION_MESSAGES.titleAndMessageRequired;
  if (!allUsers && user_id === null) return NOTIFICATION_MESSAGES.recipientRequired;
  return null;
}
