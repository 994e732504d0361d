import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  DEVELOPMENT_REVIEW_MAX_LENGTH,
  errorText,
  isAlreadyReviewed,
  PACE_REVIEWS,
  PLOT_CHARACTER_OPTIONS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  saveReviewMutation,
  validateReview,
  type Review,
  type ReviewProblem,
} from '@booknook/api';
import { ErrorMessage, FailureMessage, Modal, ModalFormActions, Select, StarRatingInput, StatusMessage, TextAreaField } from '@booknook/ui';
import { REVIEWS_TEXT } from './messages';

export interface ReviewModalProps {
  bookId: string;
  bookTitle: string;
  /** The reader's review to edit, or null to write one. */
  existing: Review | null;
  onClose: () => void;
}

/** Said when a first review is refused because one exists (written in another tab): the form now edits it. */
export const ALREADY_REVIEWED_NOTICE = 'You had already reviewed this book, perhaps in another tab. Save review to replace that review with this one.';

/** A choice the reader may leave unmade, first in the list. */
const choices = (values: readonly string[]) => [{ value: '', label: 'Not said' }, ...values.map((value) => ({ value, label: value }))];

/** Writes or edits the reader's review of a book (spec sections 2 and 5). Focus starts on the stars. */
export function ReviewModal({ bookId, bookTitle, existing, onClose }: ReviewModalProps) {
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [pace, setPace] = useState(existing?.pace_review ?? '');
  const [plot, setPlot] = useState(existing?.plot_character_driven ?? '');
  const [development, setDevelopment] = useState(existing?.development_review ?? '');
  const [text, setText] = useState(existing?.review_text ?? '');
  const [problem, setProblem] = useState<ReviewProblem | null>(null);
  // Becomes true when the server says a review exists after all: the next save replaces it.
  const [exists, setExists] = useState(existing !== null);
  const save = useMutation(saveReviewMutation());
  const controls = {
    rating: useRef<HTMLInputElement>(null),
    pace_review: useRef<HTMLSelectElement>(null),
    plot_character_driven: useRef<HTMLSelectElement>(null),
    development_review: useRef<HTMLTextAreaElement>(null),
    review_text: useRef<HTMLTextAreaElement>(null),
  };
  const errorOf = (field: ReviewProblem['field']) => (problem?.field === field ? problem.message : null);
  const title = exists ? `Edit your review of ${bookTitle}` : `Review ${bookTitle}`;

  if (!bookId) {
    return (
      <Modal title={title} onClose={onClose}>
        <ErrorMessage>{REVIEW_MESSAGES.noUserOrBook}</ErrorMessage>
      </Modal>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const review = { rating, pace_review: pace || null, plot_character_driven: plot || null, development_review: development, review_text: text };
    const invalid = validateReview(review);
    setProblem(invalid);
    if (invalid) {
      controls[invalid.field].current?.focus();
      return;
    }
    save.mutate(
      { bookId, review, exists },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isAlreadyReviewed(error)) setExists(true);
        },
      },
    );
  };

  const clearProblemOf = (field: ReviewProblem['field']) => setProblem((current) => (current?.field === field ? null : current));
  /** A choice or text of the form: its value, its error, and an edit that clears that error. */
  const bind = (field: ReviewProblem['field'], value: string, set: (value: string) => void) => ({
    value,
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => {
      set(event.target.value);
      clearProblemOf(field);
    },
  });
  const alreadyReviewed = save.isError && isAlreadyReviewed(save.error);

  return (
    <Modal title={title} onClose={onClose} initialFocusRef={controls.rating}>
      <form onSubmit={submit} noValidate>
        <StarRatingInput
          ref={controls.rating}
          label="Rating"
          value={rating}
          error={errorOf('rating')}
          onChange={(stars) => {
            setRating(stars);
            clearProblemOf('rating');
          }}
        />
        <div className="bn-review-form__choices">
          <Select ref={controls.pace_review} label="Pace" options={choices(PACE_REVIEWS)} {...bind('pace_review', pace, setPace)} />
          <Select
            ref={controls.plot_character_driven}
            label="Plot or characters"
            options={choices(PLOT_CHARACTER_OPTIONS)}
            {...bind('plot_character_driven', plot, setPlot)}
          />
        </div>
        <TextAreaField
          ref={controls.development_review}
          label="Development"
          hint={`Optional. How the story or the characters develop (${development.length}/${DEVELOPMENT_REVIEW_MAX_LENGTH})`}
          rows={2}
          maxLength={DEVELOPMENT_REVIEW_MAX_LENGTH}
          {...bind('development_review', development, setDevelopment)}
        />
        <TextAreaField
          ref={controls.review_text}
          label="Review"
          hint={`Optional (${text.length}/${REVIEW_TEXT_MAX_LENGTH})`}
          rows={6}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          {...bind('review_text', text, setText)}
        />
        {alreadyReviewed ? <StatusMessage>{ALREADY_REVIEWED_NOTICE}</StatusMessage> : null}
        {save.isError && !alreadyReviewed ? (
          <FailureMessage message={errorText(save.error, exists ? REVIEWS_TEXT.updateFailed : REVIEWS_TEXT.createFailed)} />
        ) : null}
        <ModalFormActions submitLabel={exists ? 'Save review' : 'Post review'} saving={save.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
