// A reader's account taken out (issue 21): GET /exports/account.json answers everything the account
// holds, the reader's own and nothing of anyone else's, and never a secret (the password hash, the
// session version). Its parts reuse the shapes the rest of the API answers, so a reader who knows
// one knows the other. GET /exports/goodreads.csv is the library alone, in Goodreads' columns.
import { Type, type Static } from '@sinclair/typebox';
import { Settings } from './auth';
import { BookId } from './common';
import { ProgressStatus } from './library';
import { UserNotification } from './notifications';
import { Read } from './reads';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The account file's own version: raised when its shape changes in a way a reader of it must know. */
export const ACCOUNT_EXPORT_VERSION = 1;

/** The reader's profile picture, its bytes included (resized on upload, so a few kilobytes). */
const ExportedPicture = Type.Object({ filename: Type.String(), content_type: Type.String(), data_base64: Type.String() });

/** One of the reader's shelves: the four built-in ones and their custom ones, with how many books each holds. */
const ExportedShelf = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shelf_type_id: Type.Integer(),
  books: Type.Integer(),
});

const ExportedReview = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  review_text: Nullable(Type.String()),
  pace_review: Nullable(Type.String()),
  plot_character_driven: Nullable(Type.String()),
  development_review: Nullable(Type.String()),
  date_created: Type.String({ format: 'date-time' }),
  date_updated: Type.String({ format: 'date-time' }),
});

/**
 * A book the reader holds anything of (on a shelf, a page count, progress, a read or a review) or added.
 * `page_count` is the reader's edition's (null: they set none, the catalogue's applies).
 */
const ExportedBook = Type.Object({
  id: BookId,
  title: Type.String(),
  authors: Type.Array(Type.String()),
  contributors: Type.Array(Type.String()),
  isbn10: Nullable(Type.String()),
  isbn13: Nullable(Type.String()),
  publisher: Nullable(Type.String()),
  published_year: Nullable(Type.Integer()),
  catalogue_page_count: Nullable(Type.Integer()),
  /** A book the reader added to the catalogue, and whether it still waits for an administrator's approval. */
  added_by_you: Type.Boolean(),
  awaiting_approval: Type.Boolean(),
  /** The shelves holding it, by name, and when it first went on one (null when on none). */
  shelves: Type.Array(Type.String()),
  date_added: Nullable(Type.String({ format: 'date-time' })),
  page_count: Nullable(Type.Integer()),
  current_page: Nullable(Type.Integer()),
  progress_status: Nullable(ProgressStatus),
  /** Every read, oldest first; `last_page` is where a finished or stopped read ended. */
  reads: Type.Array(Type.Composite([Type.Omit(Read, ['id']), Type.Object({ last_page: Nullable(Type.Integer()) })])),
  review: Nullable(ExportedReview),
});
export type ExportedBook = Static<typeof ExportedBook>;

const ExportedGoal = Type.Object({ year: Type.Integer(), books: Type.Integer(), pages: Nullable(Type.Integer()) });

/** GET /exports/account.json. */
export const AccountExport = Type.Object({
  format: Type.Literal('booknook-account'),
  version: Type.Literal(ACCOUNT_EXPORT_VERSION),
  exported_at: Type.String({ format: 'date-time' }),
  /** The account and its settings, as GET /settings answers them. */
  account: Settings,
  profile_picture: Nullable(ExportedPicture),
  shelves: Type.Array(ExportedShelf),
  books: Type.Array(ExportedBook),
  reading_goals: Type.Array(ExportedGoal),
  /** The notifications the reader received (theirs and the broadcasts since they joined), removed ones too. */
  notifications: Type.Array(Type.Composite([UserNotification, Type.Object({ removed: Type.Boolean() })])),
});
export type AccountExport = Static<typeof AccountExport>;
