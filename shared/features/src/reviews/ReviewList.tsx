import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { errorText, REVIEW_MESSAGES, type Review, type ReviewList as ReviewPage } from '@booknook/api';
import { useSession } from '@booknook/session';
import { Button, DateTime, ErrorMessage, Loading, StarRating, PLAIN_LIST } from '@booknook/ui';
import { REVIEWS_TEXT } from './messages';
import './reviews.css';

/** The words of a review beyond its stars: its pace and plot choices, development and text. */
export function ReviewBody({ review }: { review: Review }) {
  const tags = [review.pace_review && `${review.pace_review} pace`, review.plot_character_driven].filter(Boolean);
  return (
    <>
      {tags.length > 0 ? (
        <ul className={`${PLAIN_LIST} bn-review__tags`} aria-label="Pace and focus">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {review.development_review ? (
        <p className="bn-review__development">
          <span className="bn-review__label">Development:</span> {review.development_review}
        </p>
      ) : null}
      {review.review_text ? <p className="bn-review__text">{review.review_text}</p> : null}
    </>
  );
}

export interface ReviewListProps {
  /** useInfiniteQuery of bookReviewsQuery or readerReviewsQuery: pages of reviews joined into one list. */
  reviews: UseInfiniteQueryResult<ReviewPage>;
  /**
   * What each review is headed with: 'reader' (a book's reviews: who wrote it, linking to their
   * profile) or 'book' (a reader's reviews: which book it is about).
   */
  headedBy: 'reader' | 'book';
  /** A review the screen already shows on its own (the reader's, above a book's reviews): left out here and from the count. */
  shownAbove?: Review | null;
}

function ReviewHeader({ review, headedBy }: { review: Review; headedBy: ReviewListProps['headedBy'] }) {
  const viewerId = useSession((state) => state.user_id);
  return (
    <div className="bn-review__header">
      {headedBy === 'reader' ? (
        <>
          <Link to={`/profile/${encodeURIComponent(review.User.username)}`} className="bn-review__reader">
            {review.User.username}
          </Link>
          {review.user_id === viewerId ? <span className="bn-review__you">(you)</span> : null}
        </>
      ) : (
        <cite className="bn-review__book">{review.Book.title}</cite>
      )}
      <StarRating rating={review.rating} />
      <DateTime value={review.date_updated} className="bn-review__date" />
    </div>
  );
}

/**
 * A list of reviews, REVIEWS_PAGE_SIZE at first and as many more per "Show more reviews": the book
 * details and the profile both show reviews with it. After more arrive, focus moves to the first of
 * them, so keyboard and screen-reader users continue where the new ones start.
 */
export function ReviewList({ reviews, headedBy, shownAbove }: ReviewListProps) {
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (firstNewIndex !== null) firstNewRef.current?.focus();
  }, [firstNewIndex]);

  if (reviews.isPending) return <Loading label="Loading reviews…" />;
  if (reviews.isError && !reviews.isFetchNextPageError) return <ErrorMessage>{errorText(reviews.error, REVIEWS_TEXT.fetchFailed)}</ErrorMessage>;
  const shown = shownAbove ? reviews.data.reviews.filter((review) => review.id !== shownAbove.id) : reviews.data.reviews;
  const total = shownAbove ? reviews.data.total - 1 : reviews.data.total;
  if (shown.length === 0) return <p className="bn-reviews__empty">{REVIEW_MESSAGES.noReviews}</p>;

  const showMore = async () => {
    // Not disabled while loading: a focused button that becomes disabled drops focus to the page.
    if (reviews.isFetchingNextPage) return;
    const before = shown.length;
    const next = await reviews.fetchNextPage();
    if (!next.isError) setFirstNewIndex(before);
  };

  return (
    <>
      <ul className={`${PLAIN_LIST} bn-reviews__list`}>
        {shown.map((review, index) => (
          <li key={review.id} className="bn-review" ref={index === firstNewIndex ? firstNewRef : undefined} tabIndex={index === firstNewIndex ? -1 : undefined}>
            <ReviewHeader review={review} headedBy={headedBy} />
            <ReviewBody review={review} />
          </li>
        ))}
      </ul>
      {reviews.isFetchNextPageError ? <ErrorMessage>{errorText(reviews.error, REVIEWS_TEXT.fetchFailed)}</ErrorMessage> : null}
      {reviews.hasNextPage ? (
        <div className="bn-reviews__more">
          <Button variant="secondary" aria-busy={reviews.isFetchingNextPage || undefined} onClick={showMore}>
            Show more reviews
          </Button>
          <span className="bn-reviews__shown">
            {reviews.isFetchingNextPage ? 'Loading more…' : `${shown.length} of ${total} shown`}
          </span>
        </div>
      ) : null}
    </>
  );
}
