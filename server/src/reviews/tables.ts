// Kysely types of the reviews feature (migration 020_reviews).
import type { Generated } from 'kysely';
import type { PaceReview, PlotCharacterDriven } from '@booknook/api/contract';

export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  book_id: string;
  rating: number;
  review_text: string | null;
  pace_review: PaceReview | null;
  plot_character_driven: PlotCharacterDriven | null;
  development_review: string | null;
  date_created: Generated<Date>;
  date_updated: Generated<Date>;
  /** Written by an import (migration 045): a merge keeps the reader's own review over it. */
  imported: Generated<boolean>;
}

export interface ReviewTables {
  reviews: ReviewsTable;
}
