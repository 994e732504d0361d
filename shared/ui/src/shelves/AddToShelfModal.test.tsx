import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCustomShelves, getShelvesForBook, saveBookShelves, type Shelf } from '@booknook/api';
import { apiError, volume } from '@booknook/testing';
import { AddToShelfModal } from './AddToShelfModal';

jest.mock('@booknook/api', () => ({
  ...jest.requireActual('@booknook/api'),
  getCustomShelves: jest.fn(),
  getShelvesForBook: jest.fn(),
  saveBookShelves: jest.fn(),
}));

const api = {
  customShelves: jest.mocked(getCustomShelves),
  bookShelves: jest.mocked(getShelvesForBook),
  save: jest.mocked(saveBookShelves),
};

const wantToRead: Shelf = { id: 2, name: 'Want To Read', shelf_type_id: 1 };
const read: Shelf = { id: 3, name: 'Read', shelf_type_id: 1 };
const favourites: Shelf = { id: 10, name: 'Favourites', shelf_type_id: 2 };
const classics: Shelf = { id: 11, name: 'Classics', shelf_type_id: 2 };
const emma = volume('gb-1', { title: 'Emma', authors: ['Jane Austen'] });

function renderModal(props: Partial<Parameters<typeof AddToShelfModal>[0]> = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<AddToShelfModal book={emma} onClose={onClose} {...props} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Add to shelf' }) };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

beforeEach(() => {
  jest.clearAllMocks();
  api.customShelves.mockResolvedValue([favourites, classics]);
  api.bookShelves.mockResolvedValue([wantToRead, favourites]);
});

describe('AddToShelfModal', () => {
  it('is pre-filled with the shelves that hold the book', async () => {
    renderModal();
    expect(await screen.findByRole('radio', { name: 'Want To Read' })).toBeChecked();
    expect(api.bookShelves).toHaveBeenCalledWith('gb-1');
    expect(radio('Currently Reading')).not.toBeChecked();
    expect(radio('Read')).not.toBeChecked();
    expect(radio('Did Not Finish')).not.toBeChecked();
    expect(checkbox('Favourites')).toBeChecked();
    expect(checkbox('Classics')).not.toBeChecked();
  });

  it('takes one built-in shelf and any custom shelves, saves exactly those and closes', async () => {
    const onShelvesChange = jest.fn();
    api.save.mockResolvedValue([read, favourites, classics]);
    const { user, onClose } = renderModal({ onShelvesChange });
    await user.click(await screen.findByRole('radio', { name: 'Read' }));
    expect(radio('Want To Read')).not.toBeChecked();
    await user.click(checkbox('Classics'));
    expect(checkbox('Favourites')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(api.save).toHaveBeenCalledWith({ book: emma, book_id: 'gb-1', shelf_ids: [3, 10, 11] });
    expect(onShelvesChange).toHaveBeenCalledWith([read, favourites, classics]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the change at once and takes it back with the error when the server refuses it', async () => {
    const revert = jest.fn();
    const settle = jest.fn();
    let refuse: (reason: unknown) => void = () => undefined;
    api.save.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { user, onClose, dialog } = renderModal({ onShelvesChange: () => ({ revert, settle }) });
    await user.click(await screen.findByRole('radio', { name: 'Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(revert).not.toHaveBeenCalled();
    refuse(apiError(400, { error: 'Shelf not found.' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save shelves Shelf not found.');
    expect(within(dialog).getByText('Failed to save shelves')).toBeInTheDocument();
    expect(revert).toHaveBeenCalledTimes(1);
    expect(settle).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // The reader's choice is kept so they can try again.
    expect(radio('Read')).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('removes the book from every shelf', async () => {
    api.save.mockResolvedValue([]);
    const { user } = renderModal();
    await user.click(await screen.findByRole('radio', { name: 'Remove from shelves' }));
    expect(checkbox('Favourites')).not.toBeChecked();
    expect(checkbox('Favourites')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.save).toHaveBeenCalledWith({ book: emma, book_id: 'gb-1', shelf_ids: [] });
  });

  it('asks for a main shelf for a book on no shelf yet', async () => {
    api.bookShelves.mockResolvedValue([]);
    const { user } = renderModal();
    expect(await screen.findByRole('radio', { name: 'Read' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Remove from shelves' })).not.toBeInTheDocument();
    expect(checkbox('Classics')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a shelf for this book.');
    expect(api.save).not.toHaveBeenCalled();

    await user.click(radio('Currently Reading'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checkbox('Classics')).toBeEnabled();
  });

  it('says when the reader has no custom shelves', async () => {
    api.customShelves.mockResolvedValue([]);
    renderModal();
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
  });

  it('offers no save when the shelves cannot be loaded', async () => {
    api.customShelves.mockRejectedValue(apiError(500));
    const { dialog } = renderModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load shelves');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers no save when it cannot tell which shelves hold the book', async () => {
    api.bookShelves.mockRejectedValue(apiError(500));
    const { dialog } = renderModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error checking if book is in shelf');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
