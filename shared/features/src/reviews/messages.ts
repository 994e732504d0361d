// Texts only the review screens show, exactly as spec section 8 words them; the review rules'
// sentences live in the contract (REVIEW_MESSAGES).

export const REVIEWS_TEXT = {
  fetchFailed: 'Failed to fetch reviews',
  fetchOwnFailed: 'Error fetching review',
  createFailed: 'An error occurred while creating the review',
  updateFailed: 'An error occurred while updating the review',
  deleteFailed: 'An error occurred while deleting the review',
  noOwnReview: 'No review yet',
} as const;
