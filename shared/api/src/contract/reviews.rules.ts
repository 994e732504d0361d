// Review rules and the sentences the server and the screens share (spec sections 5 and 8), beside
// the schemas in reviews.ts. No schema library here: the review form executes these.
import type { RuleProblem } from './common';
import { DEVELOPMENT_REVIEW_MAX_LENGTH, PACE_REVIEWS, PLOT_CHARACTER_OPTIONS, REVIEW_TEXT_MAX_LENGTH } from './constants';

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
  /** Shown by the book's reviews and the profile page. */
  noUserOrBook: 'No user or book id provided.',
  /** Shown by the book's reviews, the profile page and the dashboard. */
  noReviews: 'No reviews found.',
} as const;

export interface ReviewInput {
  rating?: number;
  review_text?: string | null;
  pace_review?: string | null;
  plot_character_driven?: string | null;
  development_review?: string | null;
}

/** A review rule the input breaks: the field it is about (the form shows the message there) and the message. */
export type ReviewProblem = RuleProblem<keyof ReviewInput>;

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
