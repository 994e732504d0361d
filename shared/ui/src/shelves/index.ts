// Choosing a book's shelves, used from every book's details.
export { AddToShelfModal, type AddToShelfModalProps, type ShelvesChangeHandler } from './AddToShelfModal';
export { AddToShelfAction, type AddToShelfActionProps } from './AddToShelfAction';
export { FailureMessage, type FailureMessageProps } from './FailureMessage';
export { saveOptimistically, type PendingChange } from './optimistic';
export { SHELF_PICKER_MESSAGES } from './messages';
