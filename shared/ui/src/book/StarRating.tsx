import { clampRating, starFills, MAX_RATING } from './displayRules';
import './book.css';

export interface StarRatingProps {
  rating: number | null | undefined;
  /** Also print the number beside the stars, e.g. '4.3'. */
  showValue?: boolean;
}

/** One decimal is what a catalogue average means to a reader; '4.0' reads better as '4'. */
function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

/** Five stars on the 0-5 scale with half stars, announced as one image ('Rated 4.5 out of 5'). */
export function StarRating({ rating, showValue = false }: StarRatingProps) {
  const value = formatRating(clampRating(rating));
  return (
    <span className="bn-stars">
      <span role="img" aria-label={`Rated ${value} out of ${MAX_RATING}`} className="bn-stars__icons">
        {starFills(rating).map((fill, index) => (
          <span key={index} className={`bn-star bn-star--${fill}`} data-fill={fill} aria-hidden="true">
            ★
          </span>
        ))}
      </span>
      {showValue && (
        <span className="bn-stars__value" aria-hidden="true">
          {value}
        </span>
      )}
    </span>
  );
}
