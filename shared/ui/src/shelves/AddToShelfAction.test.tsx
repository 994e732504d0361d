import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCustomShelves, getShelvesForBook, saveBookShelves, type Shelf } from '@booknook/api';
import { apiError, volume } from '@booknook/testing';
import { AddToShelfAction } from './AddToShelfAction';

jest.mock('@booknook/api', () => ({
  ...jest.requireActual('@booknook/api'),
  getCustomShelves: jest.fn(),
  getShelvesForBook: jest.fn(),
  saveBookShelves: jest.fn(),
}));

const wantToRead: Shelf = { id: 2, name: 'Want To Read', shelf_type_id: 1 };
const read: Shelf = { id: 3, name: 'Read', shelf_type_id: 1 };
const emma = volume('gb-1', { title: 'Emma' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getCustomShelves).mockResolvedValue([]);
  jest.mocked(getShelvesForBook).mockResolvedValue([wantToRead]);
});

async function moveToRead() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add to shelf' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to shelf' });
  await user.click(await within(dialog).findByRole('radio', { name: 'Read' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('AddToShelfAction', () => {
  it('says which shelves hold the book and follows a save at once', async () => {
    let answer: (shelves: Shelf[]) => void = () => undefined;
    jest.mocked(saveBookShelves).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onShelvesChange = jest.fn();
    render(<AddToShelfAction book={emma} onShelvesChange={onShelvesChange} />);
    expect(await screen.findByText('On your shelves: Want To Read')).toBeInTheDocument();

    const dialog = await moveToRead();
    expect(screen.getByText('On your shelves: Read')).toBeInTheDocument();
    expect(onShelvesChange).toHaveBeenCalledWith([read]);
    answer([read]);
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: 'Add to shelf' })).toHaveFocus();
    expect(screen.getByText('On your shelves: Read')).toBeInTheDocument();
  });

  it('goes back to the saved shelves when the server refuses the change', async () => {
    jest.mocked(saveBookShelves).mockRejectedValue(apiError(500));
    render(<AddToShelfAction book={emma} />);
    expect(await screen.findByText('On your shelves: Want To Read')).toBeInTheDocument();

    const dialog = await moveToRead();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save shelves');
    expect(screen.getByText('On your shelves: Want To Read')).toBeInTheDocument();
    expect(screen.queryByText('On your shelves: Read')).not.toBeInTheDocument();
  });

  it('says so when it cannot check the book', async () => {
    jest.mocked(getShelvesForBook).mockRejectedValue(apiError(500));
    render(<AddToShelfAction book={emma} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check if the book is in a shelf');
    expect(screen.getByRole('button', { name: 'Add to shelf' })).toBeEnabled();
  });
});
