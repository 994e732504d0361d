// Book features that call the API: one job, the shared screens' behaviour. Compiled into each app
// that uses them (not shared at runtime); their data comes from the one query cache.
export { BookDetailsModal, type BookDetailsModalProps } from './book/BookDetailsModal';
export type { AddToShelfModalProps } from './shelves/AddToShelfModal';
export { AddToShelfAction, type AddToShelfActionProps } from './shelves/AddToShelfAction';
export { ShelfBookList, type ShelfBookListProps } from './shelves/ShelfBookList';
export { ShelfBooksError } from './shelves/ShelfBooksError';
export { SHELVES_TEXT } from './shelves/messages';
export { useLoginForm, type LoginFormOptions, type LoginFormState, type LoginLocationState } from './auth/useLoginForm';
export { ReviewList, type ReviewListProps } from './reviews/ReviewList';
export type { ReviewModalProps } from './reviews/ReviewModal';
export { ProfilePicturePicker, type ProfilePicturePickerProps } from './account/ProfilePicturePicker';
export { PageCountForm, type PageCountFormProps } from './pageCounts/PageCountForm';
export { ReadingHistory, type ReadingHistoryProps } from './reads/ReadingHistory';
export { GoalCard, type GoalCardProps } from './goals/GoalCard';
