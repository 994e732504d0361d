import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookCard } from './BookCard';
import { BookGrid, BookRow } from './BookList';
import { coverColours } from './coverColours';

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

  it('names an untitled book Untitled and draws its cover without a thumbnail', () => {
    const { container } = render(<BookCard book={{ id: 'x', title: '', authors: ['Anon'] }} onOpen={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Untitled by Anon' })).not.toHaveAttribute('title');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.bn-cover--drawn')).toHaveTextContent('UntitledAnon');
  });

  it('draws a cover from the title and first author, on the book’s own colour, when the picture fails to load', () => {
    const shelf = [
      { id: 'gb-1', title: longTitle, authors: ['Mark Haddon', 'Someone Else'], coverUrl: 'https://covers.example/missing.jpg' },
      { id: 'gb-2', title: 'Emma', authors: ['Jane Austen'], coverUrl: 'https://covers.example/gone.jpg' },
    ];
    const { container } = render(<BookGrid books={shelf} onOpen={jest.fn()} label="Read" />);
    const pictures = container.querySelectorAll('img');
    expect(Array.from(pictures).map((picture) => picture.getAttribute('alt'))).toEqual(['', '']);
    pictures.forEach((picture) => fireEvent.error(picture));

    expect(container.querySelector('img')).toBeNull();
    const drawn = Array.from(container.querySelectorAll<HTMLElement>('.bn-cover--drawn'));
    expect(drawn.map((cover) => cover.textContent)).toEqual(['The Curious Incident of the Dog in the Night-Ti...Mark Haddon', 'EmmaJane Austen']);
    expect(drawn.map((cover) => cover.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    const colours = drawn.map((cover) => cover.style.getPropertyValue('--bn-cover-bg'));
    expect(colours).toEqual([coverColours('gb-1').background, coverColours('gb-2').background]);
    expect(colours[0]).not.toBe(colours[1]);
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

  it('a row takes keyboard focus, so arrow keys scroll it', async () => {
    render(<BookRow books={books} onOpen={jest.fn()} label="Classics books" />);
    await userEvent.tab();
    expect(screen.getByRole('list', { name: 'Classics books' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Emma by Unknown author' })).toHaveFocus();
  });

  it('a row shows an arrow at each end while there are more books that way, and scrolls by it', async () => {
    const { container } = render(<BookRow books={books} onOpen={jest.fn()} label="Classics books" />);
    const list = screen.getByRole('list', { name: 'Classics books' });
    const scrollBy = jest.fn();
    // jsdom lays nothing out: give the row the sizes a browser would.
    Object.assign(list, { scrollBy });
    Object.defineProperties(list, { clientWidth: { value: 600 }, scrollWidth: { value: 1500 }, scrollLeft: { value: 0, writable: true } });
    const arrows = () => Array.from(container.querySelectorAll('.bn-book-row__scroll')).map((arrow) => arrow.getAttribute('title'));

    expect(arrows()).toEqual([]);
    fireEvent.scroll(list);
    expect(arrows()).toEqual(['Scroll on']);
    await userEvent.click(screen.getByTitle('Scroll on'));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 510 }));

    list.scrollLeft = 450;
    fireEvent.scroll(list);
    expect(arrows()).toEqual(['Scroll back', 'Scroll on']);
    list.scrollLeft = 900;
    fireEvent.scroll(list);
    expect(arrows()).toEqual(['Scroll back']);
    await userEvent.click(screen.getByTitle('Scroll back'));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -510 }));
  });

  it('show busy skeletons instead of books while loading', () => {
    render(<BookGrid books={books} onOpen={jest.fn()} label="Classics books" loading />);
    expect(screen.getByRole('list', { name: 'Classics books' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
