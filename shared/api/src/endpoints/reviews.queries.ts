// How every front end names, loads and changes reviews in the one query cache. Listings load in
// pages of REVIEWS_PAGE_SIZE by offset (infinite queries), so "Show more" asks only for the next page
// and never for more than the API allows at once. Saving or deleting a review puts the reader's own
// review in place at once and marks every cached list of reviews stale (every page of it is
// fetched again), so the book details, the profile and any other list follow. The dashboard's
// reviews table keeps showing its page while the next page or order loads.
import { infiniteQueryOptions, keepPreviousData, mutationOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type AdminReviewsQuery, type Review, type ReviewList, type ReviewPageQuery, type ReviewUpdateBody } from '../contract';
import { isApiError } from '../http';
import { nextOffset } from '../paging';
import { allReviews, bookReviews, createReview, deleteAnyReview, deleteReview, ownReview, readerReviews, updateReview } from './reviews';

export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  book: (bookId: string) => [...reviewKeys.lists(), 'book', bookId] as const,
  reader: (userId: number) => [...reviewKeys.lists(), 'reader', userId] as const,
  own: (bookId: string) => [...reviewKeys.all, 'own', bookId] as const,
  /** The dashboard's reviews table, every page and order of it. */
  allReviewsPages: () => [...reviewKeys.all, 'all-reviews'] as const,
  allReviews: (query: AdminReviewsQuery) => [...reviewKeys.allReviewsPages(), query] as const,
};

/** The loaded pages as one list: the latest total, each review once (a review written meanwhile shifts the offsets). */
export function joinReviewPages({ pages }: InfiniteData<ReviewList, number>): ReviewList {
  const byId = new Map<number, Review>();
  for (const review of pages.flatMap((page) => page.reviews)) if (!byId.has(review.id)) byId.set(review.id, review);
  return { reviews: [...byId.values()], total: pages[pages.length - 1]?.total ?? 0 };
}

function reviewPages(queryKey: readonly unknown[], fetchPage: (page: ReviewPageQuery) => Promise<ReviewList>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ offset: pageParam, limit: REVIEWS_PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages, (page) => page.reviews),
    select: joinReviewPages,
  });
}

/** A book's reviews the reader may see, a page at a time. */
export function bookReviewsQuery(bookId: string) {
  return reviewPages(reviewKeys.book(bookId), (page) => bookReviews(bookId, page));
}

/** A reader's reviews, a page at a time. */
export function readerReviewsQuery(userId: number) {
  return reviewPages(reviewKeys.reader(userId), (page) => readerReviews(userId, page));
}

export function ownReviewQuery(bookId: string) {
  return queryOptions({ queryKey: reviewKeys.own(bookId), queryFn: () => ownReview(bookId) });
}

export function allReviewsQuery(query: AdminReviewsQuery) {
  return queryOptions({ queryKey: reviewKeys.allReviews(query), queryFn: () => allReviews(query), placeholderData: keepPreviousData });
}

export interface SaveReviewVariables {
  bookId: string;
  review: ReviewUpdateBody;
  /** Whether the reader already has a review of the book (PUT) or writes a first one (POST). */
  exists: boolean;
}

/** A POST refused because the reader already has a review of the book (written in another tab, say). */
export function isAlreadyReviewed(error: unknown): boolean {
  return isApiError(error, 409);
}

export function saveReviewMutation() {
  return mutationOptions({
    mutationFn: ({ bookId, review, exists }: SaveReviewVariables): Promise<Review> =>
      exists ? updateReview(bookId, review) : createReview({ ...review, book_id: bookId }),
    onSuccess: async (saved, { bookId }, _result, { client }) => {
      client.setQueryData(reviewKeys.own(bookId), saved);
      await client.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
    onError: async (error, { bookId }, _result, { client }) => {
      // The cache said "no review yet" and the server has one: fetch it, so the screens show it.
      if (isAlreadyReviewed(error)) await client.invalidateQueries({ queryKey: reviewKeys.own(bookId) });
    },
  });
}

export function deleteReviewMutation() {
  return mutationOptions({
    mutationFn: (bookId: string) => deleteReview(bookId),
    onSuccess: async (_answer, bookId, _result, { client }) => {
      client.setQueryData(reviewKeys.own(bookId), null);
      await client.invalidateQueries({ queryKey: reviewKeys.lists() });
    },
  });
}

/** An administrator deletes any review: the reviews table and every reviews list of the other remotes are stale. */
export function deleteAnyReviewMutation() {
  return mutationOptions({
    mutationFn: (reviewId: number) => deleteAnyReview(reviewId),
    onSettled: (_answer, _error, _reviewId, _result, { client }) => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
