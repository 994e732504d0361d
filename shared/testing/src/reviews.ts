import { REVIEWS_MAX_LIMIT, REVIEWS_PAGE_SIZE, type Review, type ReviewList } from '@booknook/api';
import { reply, type FakeApi, type FakeHandler } from './fakeApi';

let reviews = 0;

/** A review as the API answers it; every field can be overridden. */
export function review(overrides: Partial<Review> = {}): Review {
  reviews += 1;
  return {
    id: reviews,
    user_id: 40 + reviews,
    book_id: 'gb-1',
    rating: 4,
    review_text: null,
    pace_review: null,
    plot_character_driven: null,
    development_review: null,
    date_created: '2026-03-01T10:00:00.000Z',
    date_updated: '2026-03-02T10:00:00.000Z',
    User: { username: `reviewer${reviews}` },
    Book: { title: 'Emma' },
    ...overrides,
  };
}

/** Answers the review calls a book's details make as for a book nobody has reviewed. */
export function withoutReviews(api: FakeApi): FakeApi {
  return api.get('/reviews/:bookId', () => reply(404, { error: 'Review not found.' })).get('/reviews/book/:bookId', () => ({ reviews: [], total: 0 }));
}

/**
 * Answers a review listing from `all` as the API does: a page by offset and limit, and a 400 for a
 * limit over REVIEWS_MAX_LIMIT (so a screen that asks for too many at once fails the test).
 */
export function reviewPages(all: Review[]): FakeHandler<ReviewList> {
  return (request) => {
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? REVIEWS_PAGE_SIZE);
    if (limit > REVIEWS_MAX_LIMIT) return reply(400, { error: `Limit must be at most ${REVIEWS_MAX_LIMIT}` });
    const page: ReviewList = { reviews: all.slice(offset, offset + limit), total: all.length };
    return page;
  };
}
