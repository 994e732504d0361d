// Book features that call the API: one job, the shared screens' behaviour. Compiled into each app
// that uses them (not shared at runtime); their data comes from the one query cache.
export { BookDetailsModal, BOOK_DETAILS_ERROR, type BookDetailsModalProps } from './book/BookDetailsModal';
export { AddToShelfModal, type AddToShelfModalProps } from './shelves/AddToShelfModal';
export { AddToShelfAction, type AddToShelfActionProps } from './shelves/AddToShelfAction';
export { ShelfBookList, type ShelfBookListProps } from './shelves/ShelfBookList';
export { ShelfBooksError } from './shelves/ShelfBooksError';
export { SHELF_PICKER_MESSAGES } from './shelves/messages';
export { useLoginForm, type LoginFormOptions, type LoginFormState } from './auth/useLoginForm';
export { BookReviews } from './reviews/BookReviews';
export { ReviewList, type ReviewListProps } from './reviews/ReviewList';
export { ReviewModal, type ReviewModalProps } from './reviews/ReviewModal';
export { ProfilePicturePicker, type ProfilePicturePickerProps } from './account/ProfilePicturePicker';
export { PageCountForm, type PageCountFormProps } from './pageCounts/PageCountForm';
export { ReadingHistory, type ReadingHistoryProps } from './reads/ReadingHistory';
export { GoalCard, type GoalCardProps } from './goals/GoalCard';
