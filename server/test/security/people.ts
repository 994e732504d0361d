// The people the security tests call the API as: a reader who owns data, another reader, an
// administrator. Accounts are written straight into the database with one password hash made once
// (argon2 costs ~0.3 s a hash, and these tests need hundreds of fresh accounts); everything else a
// reader owns is made through the API, as the reader would.
import { randomUUID } from 'node:crypto';
import { Jimp } from 'jimp';
import { USER_TYPE, type Visibility } from '@booknook/api/contract';
import { hashPassword } from '../../src/auth/passwords';
import { NO_IMPORT_COUNTS } from '../../src/imports/job';
import { TEST_PASSWORD, newAccountFields, type TestApp } from '../helpers';
import { SHELF, addBook, libraryClient } from '../library-fixtures';

export type Caller = 'anonymous' | 'otherReader' | 'owner' | 'admin';

export interface Person {
  id: number;
  username: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/** A reader with something of theirs in every table a reader writes to. */
export interface Owner extends Person {
  pictureFilename: string;
  customShelf: { id: number; name: string };
  /** On Currently Reading and the custom shelf, with progress recorded and reviewed by the owner. */
  bookId: string;
  /** The owner's review of that book. */
  reviewId: number;
  /** The owner's open read of that book (Currently Reading started it). */
  readId: number;
  /** A notification an administrator wrote for the owner, unread. */
  notificationId: number;
  /** A book the owner added to the catalogue, waiting for approval, with a cover. */
  addedBookId: string;
  coverFilename: string;
  /** An import of the owner's that has ended. */
  importId: number;
}

let passwordHash: Promise<string> | null = null;

/** What a test of sorting chooses itself; fresh values otherwise. */
export interface ChosenFields {
  username?: string;
  email?: string;
  date_created?: Date;
}

export async function newAccount(test: TestApp, profile_visibility: Visibility, user_type_id: number = USER_TYPE.user, chosen: ChosenFields = {}): Promise<Person> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const fields = newAccountFields();
  const username = chosen.username ?? fields.username;
  const email = chosen.email ?? fields.email;
  const { id } = await test.db
    .insertInto('users')
    .values({
      username,
      email,
      password_hash: await passwordHash,
      display_name: fields.display_name,
      profile_visibility,
      user_type_id,
      ...(chosen.date_created ? { date_created: chosen.date_created } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = test.app.tokens.sign({ id, session_version: 0 });
  return { id, username, email, password: TEST_PASSWORD, auth: { authorization: `Bearer ${token}` } };
}

export function newReader(test: TestApp, profile_visibility: Visibility = 'public'): Promise<Person> {
  return newAccount(test, profile_visibility);
}

export function newAdmin(test: TestApp): Promise<Person> {
  return newAccount(test, 'public', USER_TYPE.admin);
}

let pictureBytes: Promise<Buffer> | null = null;

/** A reader with a private profile and a picture, a custom shelf, a shelved book with progress and its open read, a review of it, and a notification. */
export async function newOwner(test: TestApp): Promise<Owner> {
  const owner = await newAccount(test, 'private');
  pictureBytes ??= new Jimp({ width: 256, height: 256, color: 0x336699ff }).getBuffer('image/png');
  const pictureFilename = `${randomUUID()}.png`;
  await test.db.insertInto('profile_pictures').values({ filename: pictureFilename, user_id: owner.id, content_type: 'image/png', data: await pictureBytes }).execute();
  await test.db.updateTable('users').set({ profile_picture: pictureFilename }).where('id', '=', owner.id).execute();

  const library = libraryClient(test.app, owner.auth);
  const shelf = await library.createShelf(`Owner shelf ${owner.id}`);
  if (shelf.statusCode !== 201) throw new Error(`shelf: ${shelf.statusCode} ${shelf.body}`);
  const customShelf = shelf.json<{ id: number; name: string }>();
  const bookId = await addBook(test.db, { page_count: 300 });
  const shelved = await library.setShelves(bookId, [SHELF.currentlyReading, customShelf.id]);
  if (shelved.statusCode !== 200) throw new Error(`shelving: ${shelved.statusCode} ${shelved.body}`);
  await library.updateProgress(bookId, { current_page: 10 });
  const reviewed = await test.app.inject({ method: 'POST', url: '/api/reviews', headers: owner.auth, payload: { book_id: bookId, rating: 4, review_text: 'The owner’s review' } });
  if (reviewed.statusCode !== 201) throw new Error(`review: ${reviewed.statusCode} ${reviewed.body}`);
  const { id: notificationId } = await test.db
    .insertInto('notifications')
    .values({ title: 'For the owner', message: 'Only the owner reads this.', notification_type: 'info', user_id: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { reads } = (await library.reads(bookId)).json<{ reads: { id: number }[] }>();
  const added = await test.app.inject({ method: 'POST', url: '/api/books', headers: owner.auth, payload: { title: 'The owner’s own book', authors: ['Owner'] } });
  if (added.statusCode !== 201) throw new Error(`added book: ${added.statusCode} ${added.body}`);
  const addedBookId = added.json<{ id: string }>().id;
  const coverFilename = `${randomUUID()}.png`;
  await test.db.insertInto('book_covers').values({ filename: coverFilename, book_id: addedBookId, content_type: 'image/png', data: await pictureBytes }).execute();
  const { id: importId } = await test.db
    .insertInto('import_jobs')
    .values({ user_id: owner.id, status: 'done', format: 'goodreads', file_name: 'owner.csv', file: Buffer.from(''), total: 0, counts: JSON.stringify(NO_IMPORT_COUNTS), finished_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ...owner,
    pictureFilename,
    customShelf,
    bookId,
    reviewId: reviewed.json<{ id: number }>().id,
    readId: reads[0]!.id,
    notificationId,
    addedBookId,
    coverFilename,
    importId,
  };
}
