import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { bookReviewsQuery, deleteReviewMutation, errorText, ownReviewQuery, REVIEW_MESSAGES } from '@booknook/api';
import { Button, ConfirmDialog, ErrorMessage, Loading, StarRating } from '@booknook/ui';
import { ReviewBody, ReviewList } from './ReviewList';
import { ReviewModal } from './ReviewModal';
import { REVIEWS_TEXT } from './messages';
import './reviews.css';

function OwnReview({ bookId, bookTitle }: { bookId: string; bookTitle: string }) {
  const own = useQuery(ownReviewQuery(bookId));
  const remove = useMutation(deleteReviewMutation());
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const writeButtonRef = useRef<HTMLButtonElement>(null);
  const review = own.data ?? null;

  // The Delete button that opened the confirmation is gone with the review; "Write a review" takes
  // its place, so focus goes there rather than to the page behind the book's details.
  useEffect(() => {
    if (deleted && !review) writeButtonRef.current?.focus();
  }, [deleted, review]);

  return (
    <section className="bn-reviews__own" aria-labelledby={`own-review-${bookId}`}>
      <h3 id={`own-review-${bookId}`}>Your review</h3>
      {own.isPending ? (
        <Loading label="Loading your review…" />
      ) : own.isError ? (
        <ErrorMessage>{REVIEWS_TEXT.fetchOwnFailed}</ErrorMessage>
      ) : review ? (
        <div className="bn-review">
          <StarRating rating={review.rating} />
          <ReviewBody review={review} />
        </div>
      ) : (
        <p className="bn-reviews__empty">{REVIEWS_TEXT.noOwnReview}</p>
      )}
      {own.isSuccess ? (
        <div className="bn-reviews__own-actions">
          <Button ref={writeButtonRef} variant={review ? 'secondary' : 'primary'} savesChanges onClick={() => setEditing(true)}>
            {review ? 'Edit review' : 'Write a review'}
          </Button>
          {review ? (
            <Button variant="ghost" savesChanges onClick={() => setConfirming(true)}>
              Delete review
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? <ReviewModal bookId={bookId} bookTitle={bookTitle} existing={review} onClose={() => setEditing(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete your review?"
          message={`Your review of ${bookTitle} will be removed.`}
          confirmLabel="Delete review"
          danger
          busy={remove.isPending}
          error={remove.isError ? errorText(remove.error, REVIEWS_TEXT.deleteFailed) : null}
          onConfirm={() =>
            remove.mutate(bookId, {
              onSuccess: () => {
                setConfirming(false);
                setDeleted(true);
              },
            })
          }
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </section>
  );
}

function OthersReviews({ bookId }: { bookId: string }) {
  const reviews = useInfiniteQuery(bookReviewsQuery(bookId));
  // The reader's own review has its section above (OwnReview, the same cached answer): listed once.
  const own = useQuery(ownReviewQuery(bookId)).data ?? null;
  const total = Math.max(0, (reviews.data?.total ?? 0) - (own ? 1 : 0));
  return (
    <section className="bn-reviews__all" aria-labelledby={`book-reviews-${bookId}`} aria-busy={reviews.isFetching || undefined}>
      <h3 id={`book-reviews-${bookId}`}>
        Reviews{total > 0 ? <span className="bn-reviews__count"> ({total})</span> : null}
      </h3>
      <ReviewList reviews={reviews} headedBy="reader" shownAbove={own} />
    </section>
  );
}

/** The reader's own review of a book (write, edit, delete) and the reviews of others they may see. */
export function BookReviews({ bookId, bookTitle }: { bookId: string; bookTitle: string }) {
  return (
    <div className="bn-reviews">
      {bookId ? (
        <>
          <OwnReview bookId={bookId} bookTitle={bookTitle} />
          <OthersReviews bookId={bookId} />
        </>
      ) : (
        <ErrorMessage>{REVIEW_MESSAGES.noUserOrBook}</ErrorMessage>
      )}
    </div>
  );
}
