// The dashboard's Users and Reviews tables (GET /users/all-users, GET /reviews/all-reviews) and its
// review deletion (DELETE /reviews/admin/:id): administrators only; every sortBy of spec section 9 in
// both directions, checked against an order computed here from the rows' own values; paging with a
// stable tie-break; and refusals of everything else.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_PAGE_SIZE, ADMIN_SORT_FIELDS, REVIEW_MESSAGES, USER_TYPE, type AdminUserList, type Review, type ReviewList } from '@booknook/api/contract';
import { AUTH_MESSAGES } from '../src/auth/tokens';
import { testAppForFile } from './helpers';
import { addBook } from './library-fixtures';
import { newAccount, newAdmin, newReader, type Person } from './security/people';

const t = testAppForFile();

function get(url: string, caller?: Person): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, ...(caller ? { headers: caller.auth } : {}) });
}

const listUrl = { users: '/api/users/all-users', reviews: '/api/reviews/all-reviews' } as const;

function tableUrl(table: keyof typeof listUrl, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${listUrl[table]}${search ? `?${search}` : ''}`;
}

type Key = string | number | null;

/**
 * The order the spec's tables promise: by the key (text ignoring case; none after every value),
 * then by id, both in the requested direction.
 */
function expectedOrder<Row extends { id: number }>(rows: Row[], key: (row: Row) => Key, direction: 'ASC' | 'DESC'): number[] {
  const normalised = (value: Key) => (typeof value === 'string' ? value.toLowerCase() : value);
  const compare = (a: Row, b: Row): number => {
    const [x, y] = [normalised(key(a)), normalised(key(b))];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.id - b.id;
  };
  const ascending = [...rows].sort(compare).map((row) => row.id);
  return direction === 'ASC' ? ascending : ascending.reverse();
}

let admin: Person;
let reader: Person;

beforeAll(async () => {
  admin = await newAdmin(t);
  reader = await newReader(t);
});

describe('who may call the dashboard’s routes', () => {
  const calls = [
    ['GET', tableUrl('users')],
    ['GET', tableUrl('reviews')],
    ['DELETE', '/api/reviews/admin/1'],
  ] as const;

  it.each(calls)('%s %s: anonymous 401, a reader 403 with a sentence', async (method, url) => {
    const anonymous = await t.app.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
    const refused = await t.app.inject({ method, url, headers: reader.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: AUTH_MESSAGES.adminOnly });
  });

  it('refuses an administrator’s token once the account is no longer an administrator', async () => {
    const demoted = await newAdmin(t);
    expect((await get(tableUrl('users'), demoted)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ user_type_id: USER_TYPE.user }).where('id', '=', demoted.id).execute();
    expect((await get(tableUrl('users'), demoted)).statusCode).toBe(403);
  });

  it('refuses a deleted administrator’s token', async () => {
    const gone = await newAdmin(t);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const response = await get(tableUrl('reviews'), gone);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/all-users', () => {
  // Each column orders these differently from the ids and from each other; ties on user_type_id and
  // date_created show the tie-break. Case differs so a case-sensitive sort would put 'Alpha' first.
  const PEOPLE = [
    { username: 'sortdelta', email: 'Bee@sorting.test', user_type_id: USER_TYPE.user, date_created: '2024-03-01T00:00:00Z' },
    { username: 'SortAlpha', email: 'eel@sorting.test', user_type_id: USER_TYPE.admin, date_created: '2024-01-01T00:00:00Z' },
    { username: 'sortcharlie', email: 'ant@sorting.test', user_type_id: USER_TYPE.user, date_created: '2024-05-01T00:00:00Z' },
    { username: 'sortBravo', email: 'Dog@sorting.test', user_type_id: USER_TYPE.admin, date_created: '2024-01-01T00:00:00Z' },
    { username: 'sortecho', email: 'cat@sorting.test', user_type_id: USER_TYPE.user, date_created: '2023-12-31T00:00:00Z' },
  ];
  let people: Array<(typeof PEOPLE)[number] & { id: number }>;

  beforeAll(async () => {
    people = [];
    for (const person of PEOPLE) {
      const { id } = await newAccount(t, 'public', person.user_type_id, { ...person, date_created: new Date(person.date_created) });
      people.push({ ...person, id });
    }
  });

  const ownIds = (list: AdminUserList) => list.users.map((user) => user.id).filter((id) => people.some((person) => person.id === id));

  it('answers accounts with the columns the table shows, ordered by id without sortBy, and the total', async () => {
    const response = await get(tableUrl('users', { limit: 100 }), admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminUserList>();
    const total = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(list.total).toBe(total);
    expect(list.users.map((user) => user.id)).toEqual([...list.users.map((user) => user.id)].sort((a, b) => a - b));
    const alpha = list.users.find((user) => user.username === 'SortAlpha');
    expect(alpha).toEqual({
      id: people[1]!.id,
      username: 'SortAlpha',
      email: 'eel@sorting.test',
      display_name: expect.any(String),
      user_type_id: USER_TYPE.admin,
      date_created: '2024-01-01T00:00:00.000Z',
    });
    expect(Object.keys(alpha!).sort()).toEqual(['date_created', 'display_name', 'email', 'id', 'user_type_id', 'username']);
  });

  const keys = {
    id: (person: { id: number }) => person.id,
    username: (person: (typeof PEOPLE)[number]) => person.username,
    email: (person: (typeof PEOPLE)[number]) => person.email,
    user_type_id: (person: (typeof PEOPLE)[number]) => person.user_type_id,
    date_created: (person: (typeof PEOPLE)[number]) => Date.parse(person.date_created),
  } satisfies Record<(typeof ADMIN_SORT_FIELDS.users)[number], unknown>;

  describe.each(ADMIN_SORT_FIELDS.users)('sortBy=%s', (sortBy) => {
    it.each(['ASC', 'DESC'] as const)('%s orders the accounts by that column, then by id', async (sortOrder) => {
      const response = await get(tableUrl('users', { sortBy, sortOrder, limit: 100 }), admin);
      expect(response.statusCode).toBe(200);
      expect(ownIds(response.json<AdminUserList>())).toEqual(expectedOrder(people, keys[sortBy] as (row: (typeof people)[number]) => Key, sortOrder));
    });
  });

  it('sorts ascending when only sortBy is given', async () => {
    const ascending = await get(tableUrl('users', { sortBy: 'email', limit: 100 }), admin);
    expect(ownIds(ascending.json<AdminUserList>())).toEqual(expectedOrder(people, keys.email, 'ASC'));
  });

  it('pages through ties without repeating or skipping anyone', async () => {
    const everyone = await get(tableUrl('users', { sortBy: 'user_type_id', limit: 100 }), admin);
    const { users, total } = everyone.json<AdminUserList>();
    const walked: number[] = [];
    for (let offset = 0; offset < total; offset += 3) {
      const page = await get(tableUrl('users', { sortBy: 'user_type_id', offset, limit: 3 }), admin);
      walked.push(...page.json<AdminUserList>().users.map((user) => user.id));
    }
    expect(walked).toEqual(users.map((user) => user.id));
  });

  it('answers 10 rows by default, and an empty page with the total past the end', async () => {
    for (let extra = 0; extra < ADMIN_PAGE_SIZE; extra += 1) await newReader(t);
    const first = (await get(tableUrl('users'), admin)).json<AdminUserList>();
    expect(first.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(ADMIN_PAGE_SIZE);
    const beyond = await get(tableUrl('users', { offset: first.total }), admin);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ users: [], total: first.total });
  });

  it('narrows to usernames or emails containing the search, ignoring case, with its own total', async () => {
    const byName = (await get(tableUrl('users', { search: 'ALPH' }), admin)).json<AdminUserList>();
    expect(byName).toEqual({ users: [expect.objectContaining({ username: 'SortAlpha' })], total: 1 });
    const byEmail = (await get(tableUrl('users', { search: '@SORTING.test', sortBy: 'email' }), admin)).json<AdminUserList>();
    expect(byEmail.users.map((user) => user.email)).toEqual(['ant@sorting.test', 'Bee@sorting.test', 'cat@sorting.test', 'Dog@sorting.test', 'eel@sorting.test']);
    expect(byEmail.total).toBe(5);
  });

  it.each(['%', '_', "' OR 1=1 --"])('finds the search %p as written, never as a pattern', async (search) => {
    const response = await get(tableUrl('users', { search }), admin);
    expect(response.statusCode).toBe(200);
    const { users } = response.json<AdminUserList>();
    expect(users.every((user) => user.username.includes(search) || user.email.includes(search))).toBe(true);
    if (search !== '_') expect(users).toEqual([]);
  });

  it('ignores a search of spaces', async () => {
    const all = (await get(tableUrl('users'), admin)).json<AdminUserList>();
    expect((await get(tableUrl('users', { search: '   ' }), admin)).json<AdminUserList>().total).toBe(all.total);
  });
});

describe('GET /api/reviews/all-reviews', () => {
  interface Written {
    id: number;
    username: string;
    title: string;
    rating: number;
    review_text: string | null;
    date_created: string;
  }
  const written: Written[] = [];

  beforeAll(async () => {
    const zed = await newAccount(t, 'public', USER_TYPE.user, { username: 'Zed_reviewer' });
    const amy = await newAccount(t, 'public', USER_TYPE.user, { username: 'amy_reviewer' });
    const books = {
      moby: await addBook(t.db, { title: 'moby dick' }),
      anna: await addBook(t.db, { title: 'Anna Karenina' }),
      carrie: await addBook(t.db, { title: 'Carrie' }),
    };
    const plan: Array<[Person, string, number, string | null, string]> = [
      [zed, books.anna, 3, 'middling', '2024-02-01T00:00:00Z'],
      [amy, books.moby, 5, 'Whales!', '2024-01-01T00:00:00Z'],
      [zed, books.carrie, 1, null, '2024-03-01T00:00:00Z'],
      [amy, books.anna, 3, 'A train', '2023-06-01T00:00:00Z'],
      [zed, books.moby, 4, 'Brine', '2024-02-01T00:00:00Z'],
    ];
    for (const [person, bookId, rating, review_text, date_created] of plan) {
      const created = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: person.auth, payload: { book_id: bookId, rating, review_text } });
      expect(created.statusCode).toBe(201);
      const review = created.json<Review>();
      await t.db.updateTable('reviews').set({ date_created: new Date(date_created) }).where('id', '=', review.id).execute();
      written.push({ id: review.id, username: review.User.username, title: review.Book.title, rating, review_text, date_created });
    }
  });

  const ownIds = (list: ReviewList) => list.reviews.map((review) => review.id).filter((id) => written.some((review) => review.id === id));

  const keys = {
    id: (review: Written) => review.id,
    'User.username': (review: Written) => review.username,
    'Book.title': (review: Written) => review.title,
    rating: (review: Written) => review.rating,
    review_text: (review: Written) => review.review_text,
    date_created: (review: Written) => Date.parse(review.date_created),
  } satisfies Record<(typeof ADMIN_SORT_FIELDS.reviews)[number], (review: Written) => Key>;

  it('answers every reader’s reviews with their reader and book, and the total', async () => {
    const response = await get(tableUrl('reviews', { limit: 100 }), admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<ReviewList>();
    expect(list.total).toBe(written.length);
    expect(list.reviews[1]).toMatchObject({ id: written[1]!.id, rating: 5, review_text: 'Whales!', User: { username: 'amy_reviewer' }, Book: { title: 'moby dick' } });
  });

  describe.each(ADMIN_SORT_FIELDS.reviews)('sortBy=%s', (sortBy) => {
    it.each(['ASC', 'DESC'] as const)('%s orders the reviews by that column, then by id', async (sortOrder) => {
      const response = await get(tableUrl('reviews', { sortBy, sortOrder, limit: 100 }), admin);
      expect(response.statusCode).toBe(200);
      expect(ownIds(response.json<ReviewList>())).toEqual(expectedOrder(written, keys[sortBy], sortOrder));
    });
  });

  it('pages by the requested size, the total unchanged', async () => {
    const pages = [0, 2, 4].map((offset) => get(tableUrl('reviews', { sortBy: 'rating', offset, limit: 2 }), admin));
    const answers = await Promise.all(pages);
    expect(answers.map((answer) => answer.json<ReviewList>().total)).toEqual([5, 5, 5]);
    expect(answers.flatMap((answer) => answer.json<ReviewList>().reviews.map((review) => review.id))).toEqual(expectedOrder(written, keys.rating, 'ASC'));
  });
});

describe('bad input to the tables', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['an unknown sortBy', { sortBy: 'password_hash' }, /^sortBy must be one of: id, username, email, user_type_id, date_created$/],
    ['a sortBy of another table', { sortBy: 'Book.title' }, /^sortBy must be one of/],
    ['SQL as sortBy', { sortBy: 'id; DROP TABLE users' }, /^sortBy must be one of/],
    ['a sortBy in other case', { sortBy: 'ID' }, /^sortBy must be one of/],
    ['a lower-case sortOrder', { sortOrder: 'asc' }, /^sortOrder must be one of: ASC, DESC$/],
    ['a limit of 0', { limit: '0' }, /^Limit must be at least 1$/],
    ['a limit over the maximum', { limit: '101' }, /^Limit must be at most 100$/],
    ['a negative offset', { offset: '-1' }, /^Offset must be at least 0$/],
    ['an offset past a 32-bit integer', { offset: '2147483648' }, /^Offset must be at most/],
    ['an infinite limit', { limit: 'Infinity' }, /^Limit must be/],
    ['a fractional offset', { offset: '1.5' }, /^Offset must be a whole number$/],
    ['a search of 101 characters', { search: 'x'.repeat(101) }, /^Search must be at most 100 characters long$/],
    ['a NUL in the search', { search: 'a\u0000b' }, /^Search contains a character that is not allowed/],
  ];

  it.each(cases)('answers 400 with a sentence for %s', async (_name, query, message) => {
    const response = await get(tableUrl('users', query), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
  });

  it('answers 400 for a sortBy of the users table on the reviews table', async () => {
    const response = await get(tableUrl('reviews', { sortBy: 'email' }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('sortBy must be one of: id, User.username, Book.title, rating, review_text, date_created');
  });
});

describe('DELETE /api/reviews/admin/:id', () => {
  async function readerWithReview(): Promise<{ author: Person; bookId: string; reviewId: number }> {
    const author = await newReader(t);
    const bookId = await addBook(t.db);
    const created = await t.app.inject({ method: 'POST', url: '/api/reviews', headers: author.auth, payload: { book_id: bookId, rating: 2, review_text: 'Meh' } });
    return { author, bookId, reviewId: created.json<Review>().id };
  }

  it('deletes any reader’s review: gone for its author and from every list', async () => {
    const { author, bookId, reviewId } = await readerWithReview();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reviews/admin/${reviewId}`, headers: admin.auth });
    expect(response.statusCode).toBe(204);
    expect(await t.db.selectFrom('reviews').select('id').where('id', '=', reviewId).executeTakeFirst()).toBeUndefined();
    expect((await get(`/api/reviews/${bookId}`, author)).statusCode).toBe(404);
    expect((await get(`/api/reviews/book/${bookId}`, author)).json<ReviewList>()).toEqual({ reviews: [], total: 0 });
  });

  it('answers 404 for a review that does not exist (or no longer does)', async () => {
    const { reviewId } = await readerWithReview();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reviews/admin/${reviewId}`, headers: admin.auth })).statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/reviews/admin/${reviewId}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: REVIEW_MESSAGES.reviewNotFound });
  });

  it('refuses the review’s own author (the reader’s route is DELETE /reviews/{bookId}) and keeps it', async () => {
    const { author, reviewId } = await readerWithReview();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reviews/admin/${reviewId}`, headers: author.auth });
    expect(response.statusCode).toBe(403);
    expect(await t.db.selectFrom('reviews').select('id').where('id', '=', reviewId).executeTakeFirst()).toEqual({ id: reviewId });
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', 'Infinity'])('answers 400 for the id %s', async (id) => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/reviews/admin/${id}`, headers: admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^Id must be/);
  });
});
