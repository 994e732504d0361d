import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithRouter, signInAs } from '@booknook/testing';
import App from './App';
import { shelfPage } from './testing/fixtures';

beforeEach(() => {
  fakeApi()
    .get('/books/shelf-books', () => shelfPage([]))
    .get('/shelves/custom', () => []);
  signInAs();
});

it('shows Book Nook on /booknook and a shelf under /booknook/{shelfName}', async () => {
  const { user } = renderWithRouter(<App />, { route: '/booknook' });
  expect(screen.getByRole('heading', { level: 1, name: 'Book Nook' })).toBeInTheDocument();
  const wantToRead = screen.getByRole('region', { name: 'Want To Read' });
  await user.click(within(wantToRead).getByRole('link', { name: /View All/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/booknook/Want%20To%20Read');
  expect(screen.getByRole('heading', { level: 1, name: 'Want To Read' })).toBeInTheDocument();
  expect(await screen.findByText('No books in Want To Read yet.')).toBeInTheDocument();
});

it('sends paths it does not own to the start page', () => {
  renderWithRouter(<App />, { route: '/booknook/Read/extra' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
