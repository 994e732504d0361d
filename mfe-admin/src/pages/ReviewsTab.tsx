import { useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, allReviewsQuery, deleteAnyReviewMutation, REVIEW_MESSAGES, type Review } from '@booknook/api';
import { DateTime, StarRating, truncateTitle } from '@booknook/ui';
import { LongText } from '../components/cells';
import type { Column } from '../tables/SortableTable';
import { TablePanel } from '../tables/TablePanel';
import { pageQuery } from '../tables/tableState';
import type { TabProps } from './UsersTab';
import { DASHBOARD_TEXT } from '../messages';

const COLUMNS: Array<Column<Review, 'reviews'>> = [
  { header: 'ID', sortField: 'id', kind: 'number', cell: (review) => review.id },
  { header: 'User', sortField: 'User.username', cell: (review) => review.User.username },
  { header: 'Book', sortField: 'Book.title', kind: 'long', cell: (review) => <LongText text={review.Book.title} of={`the title of review ${review.id}`} /> },
  { header: 'Rating', sortField: 'rating', cell: (review) => <StarRating rating={review.rating} showValue /> },
  {
    header: 'Review',
    sortField: 'review_text',
    kind: 'long',
    cell: (review) => (review.review_text ? <LongText text={review.review_text} of={`review ${review.id}`} /> : <span className="admin-table__none">No text</span>),
  },
  { header: 'Created', sortField: 'date_created', cell: (review) => <DateTime value={review.date_created} /> },
];

/** The Reviews tab: every reader's reviews; any of them can be deleted. */
export function ReviewsTab({ state, onStateChange }: TabProps<'reviews'>) {
  const list = useQuery(allReviewsQuery(pageQuery(state, ADMIN_PAGE_SIZE)));
  return (
    <TablePanel
      caption="Reviews"
      noun={['review', 'reviews']}
      list={list}
      rowsOf={(data) => data.reviews}
      columns={COLUMNS}
      state={state}
      onStateChange={onStateChange}
      loadFailedText={DASHBOARD_TEXT.reviewsLoadFailed}
      emptyText={REVIEW_MESSAGES.noReviews}
      deletion={{
        name: (review) => `review ${review.id}`,
        confirmation: (review) => ({
          title: 'Delete this review?',
          message: `${review.User.username}’s review of ${truncateTitle(review.Book.title)} will be permanently deleted.`,
          confirmLabel: 'Delete review',
        }),
        mutation: deleteAnyReviewMutation(),
        failedText: DASHBOARD_TEXT.reviewDeleteFailed,
        deletedText: DASHBOARD_TEXT.reviewDeleted,
      }}
    />
  );
}
