// Choosing a book's shelves, used from every book's details.
export { AddToShelfModal, type AddToShelfModalProps } from './AddToShelfModal';
export { AddToShelfAction, type AddToShelfActionProps } from './AddToShelfAction';
export { FailureMessage, type FailureMessageProps } from './FailureMessage';
export { SHELF_PICKER_MESSAGES } from './messages';
