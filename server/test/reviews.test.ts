// Reviews (issue 11): one per reader and book, the spec's rules and messages, each reader's own only,
// and the visibility rule deciding who sees whose reviews.
import { ACCOUNT_MESSAGES, REVIEW_MESSAGES, SHELF_MESSAGES, type Review, type ReviewList, type Visibility } from '@booknook/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { signUpAndLogIn, testAppForFile, type SignedIn } from './helpers';
import { addBook } from './library-fixtures';

const t = testAppForFile();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function as(reader: SignedIn | null) {
  return (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, ...(reader ? { headers: reader.auth } : {}), ...(payload ? { payload } : {}) });
}

async function reader(visibility: { profile_visibility?: Visibility; reviews_visibility?: Visibility } = {}) {
  const signedIn = await signUpAndLogIn(t.app, { profile_visibility: visibility.profile_visibility ?? 'public' });
  if (visibility.reviews_visibility) await t.db.updateTable('users').set({ reviews_visibility: visibility.reviews_visibility }).where('id', '=', signedIn.user.id).execute();
  return { ...signedIn, call: as(signedIn) };
}

const reviewCount = async (bookId: string) =>
  Number((await t.db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('book_id', '=', bookId).executeTakeFirstOrThrow()).n);

describe('POST /api/reviews', () => {
  it('creates the reader’s review and answers it with the reader’s name and the book’s title', async () => {
    const { call, fields, user } = await reader();
    const bookId = await addBook(t.db, { title: 'A Review Target' });
    const response = await call('POST', '/reviews', {
      book_id: bookId,
      rating: 4,
      review_text: '  Loved the ending.  ',
      pace_review: 'Fast',
      plot_character_driven: 'Character Driven',
      development_review: 'Slow start',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>()).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      book_id: bookId,
      rating: 4,
      review_text: 'Loved the ending.',
      pace_review: 'Fast',
      plot_character_driven: 'Character Driven',
      development_review: 'Slow start',
      date_created: expect.any(String),
      date_updated: expect.any(String),
      User: { username: fields.username },
      Book: { title: 'A Review Target' },
    });
  });

  it('answers a second review of the same book with 409 and keeps one', async () => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    expect((await call('POST', '/reviews', { book_id: bookId, rating: 3 })).statusCode).toBe(201);
    const second = await call('POST', '/reviews', { book_id: bookId, rating: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: REVIEW_MESSAGES.alreadyReviewed });
    expect(await reviewCount(bookId)).toBe(1);
  });

  it('keeps text as text: markup comes back exactly as written', async () => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    const text = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await call('POST', '/reviews', { book_id: bookId, rating: 2, review_text: text })).json<Review>().review_text).toBe(text);
  });

  it.each([
    ['no rating', {}, REVIEW_MESSAGES.ratingRequired],
    ['a rating of 0', { rating: 0 }, REVIEW_MESSAGES.ratingRequired],
    ['a rating of 6', { rating: 6 }, REVIEW_MESSAGES.ratingInvalid],
    ['a rating of 2.5', { rating: 2.5 }, REVIEW_MESSAGES.ratingInvalid],
    ['a rating of -1', { rating: -1 }, REVIEW_MESSAGES.ratingInvalid],
    ['an unknown pace', { rating: 3, pace_review: 'Glacial' }, REVIEW_MESSAGES.paceInvalid],
    ['an unknown plot/character choice', { rating: 3, plot_character_driven: 'Both' }, REVIEW_MESSAGES.plotCharacterInvalid],
    ['a review text too long', { rating: 3, review_text: 'x'.repeat(5001) }, REVIEW_MESSAGES.textTooLong],
    ['a development text too long', { rating: 3, development_review: 'x'.repeat(1001) }, REVIEW_MESSAGES.developmentTooLong],
  ])('refuses %s with 400 and writes nothing', async (_case, fields, message) => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    const response = await call('POST', '/reviews', { book_id: bookId, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await reviewCount(bookId)).toBe(0);
  });

  it('refuses a book the catalogue does not know with 404', async () => {
    const { call } = await reader();
    for (const bookId of ['gb-does-not-exist', 'google-madeUp1']) {
      const response = await call('POST', '/reviews', { book_id: bookId, rating: 4 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SHELF_MESSAGES.bookNotFound });
    }
  });

  it('needs a signed-in reader', async () => {
    const bookId = await addBook(t.db);
    expect((await as(null)('POST', '/reviews', { book_id: bookId, rating: 4 })).statusCode).toBe(401);
    expect(await reviewCount(bookId)).toBe(0);
  });
});

describe('the reader’s own review: GET, PUT and DELETE /api/reviews/:bookId', () => {
  it('reads, changes and deletes the reader’s own review', async () => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    const created = (await call('POST', '/reviews', { book_id: bookId, rating: 2, review_text: 'Meh' })).json<Review>();
    expect((await call('GET', `/reviews/${bookId}?book_id=${bookId}`)).json<Review>()).toEqual(created);

    const updated = await call('PUT', `/reviews/${bookId}`, { book_id: bookId, rating: 5, review_text: 'Better on a reread', pace_review: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Review>()).toMatchObject({ id: created.id, rating: 5, review_text: 'Better on a reread', pace_review: null });
    expect(Date.parse(updated.json<Review>().date_updated)).toBeGreaterThanOrEqual(Date.parse(created.date_updated));

    expect((await call('DELETE', `/reviews/${bookId}`)).statusCode).toBe(204);
    const gone = await call('GET', `/reviews/${bookId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: REVIEW_MESSAGES.reviewNotFound });
    expect((await call('DELETE', `/reviews/${bookId}`)).statusCode).toBe(404);
  });

  it('never reaches another reader’s review: their PUT and DELETE find none of their own, and it stays as it was', async () => {
    const author = await reader();
    const other = await reader();
    const bookId = await addBook(t.db);
    const review = (await author.call('POST', '/reviews', { book_id: bookId, rating: 4, review_text: 'Mine' })).json<Review>();

    expect((await other.call('GET', `/reviews/${bookId}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `/reviews/${bookId}`, { rating: 1, review_text: 'Vandalised' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/reviews/${bookId}`)).statusCode).toBe(404);

    expect((await author.call('GET', `/reviews/${bookId}`)).json<Review>()).toEqual(review);
  });

  it('refuses a book_id that names another book than the address', async () => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    const otherBook = await addBook(t.db);
    await call('POST', '/reviews', { book_id: bookId, rating: 3 });
    for (const response of [await call('GET', `/reviews/${bookId}?book_id=${otherBook}`), await call('PUT', `/reviews/${bookId}`, { book_id: otherBook, rating: 4 })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: REVIEW_MESSAGES.bookMismatch });
    }
  });

  it('checks a change like a new review: rating 0 is refused and the review keeps its rating', async () => {
    const { call } = await reader();
    const bookId = await addBook(t.db);
    await call('POST', '/reviews', { book_id: bookId, rating: 3 });
    const refused = await call('PUT', `/reviews/${bookId}`, { rating: 0 });
    expect(refused.json()).toEqual({ error: REVIEW_MESSAGES.ratingRequired });
    expect((await call('GET', `/reviews/${bookId}`)).json<Review>().rating).toBe(3);
  });
});

describe('who sees whose reviews', () => {
  it('lists a book’s reviews from readers who show them, and the viewer’s own, newest first', async () => {
    const bookId = await addBook(t.db, { title: 'Much Reviewed' });
    const open = await reader();
    const privateProfile = await reader({ profile_visibility: 'private' });
    const privateReviews = await reader({ reviews_visibility: 'private' });
    const viewer = await reader({ profile_visibility: 'private', reviews_visibility: 'private' });
    for (const [who, rating] of [[open, 5], [privateProfile, 4], [privateReviews, 3], [viewer, 2]] as const) {
      expect((await who.call('POST', '/reviews', { book_id: bookId, rating })).statusCode).toBe(201);
    }

    const seen = (await viewer.call('GET', `/reviews/book/${bookId}`)).json<ReviewList>();
    expect(seen.total).toBe(2);
    expect(seen.reviews.map((review) => review.User.username)).toEqual([viewer.fields.username, open.fields.username]);
    const seenByOpen = (await open.call('GET', `/reviews/book/${bookId}`)).json<ReviewList>();
    expect(seenByOpen.reviews.map((review) => review.rating)).toEqual([5]);
  });

  it('pages a book’s reviews with offset and limit, the total counting them all', async () => {
    const bookId = await addBook(t.db);
    const reviewers = [];
    for (let i = 0; i < 5; i += 1) reviewers.push(await reader());
    for (const [i, who] of reviewers.entries()) await who.call('POST', '/reviews', { book_id: bookId, rating: (i % 5) + 1 });
    const page = (await reviewers[0]!.call('GET', `/reviews/book/${bookId}?offset=1&limit=2`)).json<ReviewList>();
    expect(page.total).toBe(5);
    expect(page.reviews.map((review) => review.rating)).toEqual([4, 3]);
    expect((await reviewers[0]!.call('GET', `/reviews/book/${bookId}?limit=51`)).statusCode).toBe(400);
  });

  it.each([
    ['a public profile with public reviews', {}, 200, null],
    ['a private profile', { profile_visibility: 'private' as const }, 403, ACCOUNT_MESSAGES.profilePrivate],
    ['private reviews', { reviews_visibility: 'private' as const }, 403, REVIEW_MESSAGES.reviewsPrivate],
  ])("shows another reader's reviews on %s as that setting says, and always to their owner", async (_case, visibility, status, message) => {
    const author = await reader(visibility);
    const viewer = await reader();
    await author.call('POST', '/reviews', { book_id: await addBook(t.db), rating: 4 });
    const response = await viewer.call('GET', `/reviews/user/${author.user.id}`);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ error: message });
    else expect(response.json<ReviewList>().total).toBe(1);
    expect((await author.call('GET', `/reviews/user/${author.user.id}`)).json<ReviewList>().total).toBe(1);
  });

  it('answers 404 for a reader who does not exist', async () => {
    const viewer = await reader();
    expect((await viewer.call('GET', '/reviews/user/2147483647')).json()).toEqual({ error: ACCOUNT_MESSAGES.userNotFound });
  });
});
