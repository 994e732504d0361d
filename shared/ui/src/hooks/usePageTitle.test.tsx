import { render } from '@testing-library/react';
import { PageHeader } from '../components/PageHeader';
import { useTitlePrefix } from './usePageTitle';

function BookOverPage({ book }: { book: string | null }) {
  return (
    <>
      <PageHeader title="Read" />
      {book ? <Prefix name={book} /> : null}
    </>
  );
}

function Prefix({ name }: { name: string }) {
  useTitlePrefix(name);
  return null;
}

describe('page titles', () => {
  it('names the page before the product, from its heading or its own page title', () => {
    const { rerender } = render(<PageHeader title="Stats" />);
    expect(document.title).toBe('Stats — BookNook');
    rerender(<PageHeader title="Discover books" pageTitle="Home" />);
    expect(document.title).toBe('Home — BookNook');
  });

  it('puts an open book before the page title and gives the page its title back when it closes', () => {
    const { rerender } = render(<BookOverPage book={null} />);
    rerender(<BookOverPage book="The Hobbit" />);
    expect(document.title).toBe('The Hobbit — Read — BookNook');
    rerender(<BookOverPage book={null} />);
    expect(document.title).toBe('Read — BookNook');
  });
});
