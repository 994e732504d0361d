import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookCard } from './BookCard';
import { BookGrid, BookRow } from './BookList';

const longTitle = 'The Curious Incident of the Dog in the Night-Time: A Novel';

describe('BookCard', () => {
  it('shows the title cut at 50 characters, the first three authors, and opens the book', async () => {
    const onOpen = jest.fn();
    const book = { id: 'gb-1', title: longTitle, authors: ['A', 'B', 'C', 'D'], coverUrl: null };
    render(<BookCard book={book} onOpen={onOpen} />);
    const card = screen.getByRole('button', { name: `${longTitle} by A, B, C, ...` });
    expect(card).toHaveTextContent('The Curious Incident of the Dog in the Night-Ti...A, B, C, ...');
    expect(card).toHaveAttribute('title', longTitle);
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(book);
  });

  it('names an untitled book Untitled and shows a placeholder cover without a thumbnail', () => {
    const { container } = render(<BookCard book={{ id: 'x', title: '', authors: ['Anon'] }} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Untitled by Anon' })).not.toHaveAttribute('title');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.bn-cover--placeholder')).toBeInTheDocument();
  });

  it('swaps a cover that fails to load for the placeholder', () => {
    const { container } = render(<BookCard book={{ id: 'x', title: 'Emma', coverUrl: 'https://covers.example/missing.jpg' }} onOpen={jest.fn()} />);
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('alt', '');
    fireEvent.error(cover as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.bn-cover--placeholder')).toBeInTheDocument();
  });
});

describe('BookRow and BookGrid', () => {
  const books = [
    { id: '1', title: 'Emma' },
    { id: '2', title: 'Persuasion' },
  ];

  it('list the books under the given name', () => {
    render(<BookRow books={books} onOpen={jest.fn()} label="Classics books" />);
    expect(screen.getByRole('list', { name: 'Classics books' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Emma by Unknown author',
      'Persuasion by Unknown author',
    ]);
  });

  it('show busy skeletons instead of books while loading', () => {
    render(<BookGrid books={books} onOpen={jest.fn()} label="Classics books" loading />);
    expect(screen.getByRole('list', { name: 'Classics books' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
