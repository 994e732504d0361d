import { forwardRef, useId } from 'react';
import { MAX_RATING } from '../book/displayRules';
import './starRatingInput.css';

export interface StarRatingInputProps {
  label: string;
  /** 1 to 5, or 0 for none chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  /** Shown under the stars, announced when it appears (an alert) and with every star while it stands. */
  error?: string | null;
}

/**
 * Five stars to choose a rating from: a radio group, so arrow keys move between the stars and a
 * screen reader hears '4 stars, 4 of 5', with the stars up to the chosen one filled. The ref is the
 * star that takes focus when the group is entered: the chosen one, else the first.
 */
export const StarRatingInput = forwardRef<HTMLInputElement, StarRatingInputProps>(function StarRatingInput({ label, value, onChange, error }, ref) {
  const name = useId();
  const errorId = useId();
  const focusedStar = value >= 1 && value <= MAX_RATING ? value : 1;
  return (
    <fieldset className="bn-star-input" role="radiogroup" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="bn-field__label">{label}</legend>
      <div className="bn-star-input__stars">
        {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className={stars <= value ? 'bn-star-input__star bn-star-input__star--on' : 'bn-star-input__star'}>
            <input
              ref={stars === focusedStar ? ref : undefined}
              type="radio"
              className="visually-hidden"
              name={name}
              value={stars}
              checked={value === stars}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={errorId} role="alert" className="bn-field__error bn-star-input__error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
});
