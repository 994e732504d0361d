import type { AdminReviewsQuery, Review, ReviewBody, ReviewList, ReviewPageQuery, ReviewUpdateBody } from '../contract';
import { http, isApiError } from '../http';

const bookPath = (bookId: string) => encodeURIComponent(bookId);

/** A book's reviews the reader may see, newest first. */
export async function bookReviews(bookId: string, page: ReviewPageQuery = {}): Promise<ReviewList> {
  const { data } = await http.get<ReviewList>(`/reviews/book/${bookPath(bookId)}`, { params: page });
  return data;
}

/** A reader's reviews, newest first (403 when another reader hides them). */
export async function readerReviews(userId: number, page: ReviewPageQuery = {}): Promise<ReviewList> {
  const { data } = await http.get<ReviewList>(`/reviews/user/${userId}`, { params: page });
  return data;
}

/** The reader's own review of the book, or null when they have none (the API's 404). */
export async function ownReview(bookId: string): Promise<Review | null> {
  try {
    const { data } = await http.get<Review>(`/reviews/${bookPath(bookId)}`, { params: { book_id: bookId } });
    return data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export async function createReview(body: ReviewBody): Promise<Review> {
  const { data } = await http.post<Review>('/reviews', body);
  return data;
}

export async function updateReview(bookId: string, body: ReviewUpdateBody): Promise<Review> {
  const { data } = await http.put<Review>(`/reviews/${bookPath(bookId)}`, { ...body, book_id: bookId });
  return data;
}

export async function deleteReview(bookId: string): Promise<void> {
  await http.delete(`/reviews/${bookPath(bookId)}`);
}

/** The dashboard's reviews table, a page at a time (administrators only). */
export async function allReviews(query: AdminReviewsQuery): Promise<ReviewList> {
  const { data } = await http.get<ReviewList>('/reviews/all-reviews', { params: query });
  return data;
}

/** Deletes any reader's review by its id (administrators only). */
export async function deleteAnyReview(id: number): Promise<void> {
  await http.delete(`/reviews/admin/${id}`);
}
