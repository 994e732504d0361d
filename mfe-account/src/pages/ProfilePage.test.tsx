import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES, type Profile, type ShelfBooksResponse } from '@booknook/api';
import App from '../App';
import { fakeApi, preference, genre, reader, renderWithRouter, reply, review, reviewPages, signInAs, withoutGoal, type FakeApi } from '@booknook/testing';
import { SHELVES_TEXT } from '@booknook/features';

let api: FakeApi;

const ownProfile: Profile = {
  id: reader.id,
  username: reader.username,
  display_name: 'Ada Reads',
  profile_picture: null,
  bio: 'Night owl, slow reader.',
  isOwn: true,
  isPrivate: false,
  sections: { mainShelves: true, customShelves: true, reviews: true },
};

const shelfPage = (books: ShelfBooksResponse['books'], shelf_id: number): ShelfBooksResponse => ({ books, totalBooks: books.length, shelf_id, shelf_type_id: 1 });
const shelfBook = (id: string, title: string) => ({
  id,
  title,
  cover_url: null,
  authors: ['Some Author'],
  pageCount: 300,
  date_added: '2026-01-01T00:00:00.000Z',
  date_updated: '2026-01-02T00:00:00.000Z',
});

beforeEach(() => {
  signInAs(reader);
  api = withoutGoal(fakeApi());
});

function answerSections({ currentlyReading = [], read = [] }: { currentlyReading?: ReturnType<typeof shelfBook>[]; read?: ReturnType<typeof shelfBook>[] } = {}) {
  api
    .get('/books/shelf-books', (request) =>
      request.query.get('shelfName') === 'Currently Reading' ? shelfPage(currentlyReading, 1) : shelfPage(read, 3),
    )
    .get('/shelves/custom', () => [{ id: 12, name: 'Holiday reads', shelf_type_id: 2 }])
    .get('/reviews/user/:userId', () => ({ reviews: [review({ Book: { title: 'Emma' }, review_text: 'Witty.', rating: 5 })], total: 1 }))
    .get('/genre-preferences/top', () => [preference(genre(1, 'Fantasy')), preference(genre(2, 'Horror'))]);
}

describe('the profile page', () => {
  it('shows the reader’s own header, preferences and every section, with Edit Profile', async () => {
    api.get('/users/username/:username', () => ownProfile);
    answerSections({ currentlyReading: [shelfBook('gb-9', 'The Hobbit')] });
    renderWithRouter(<App />, { route: `/profile/${reader.username}` });

    expect(await screen.findByRole('heading', { name: 'Ada Reads', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(`@${reader.username}`)).toBeInTheDocument();
    expect(screen.getByText('Night owl, slow reader.')).toBeInTheDocument();
    expect(await screen.findByText('Fantasy, Horror')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');

    const reading = screen.getByRole('region', { name: 'Currently Reading' });
    expect(await within(reading).findByRole('button', { name: 'The Hobbit by Some Author' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recently Read' })).getByText('No books read yet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Holiday reads' })).toHaveAttribute('href', `/booknook/Holiday%20reads?userId=${reader.id}`);
    expect(await screen.findByText('Witty.')).toBeInTheDocument();
    // Own profile: shelves and preferences asked without a user id, the latest book and five read.
    expect(api.requests('GET', '/genre-preferences/top')[0]?.query.get('user_id')).toBeNull();
    expect(api.requests('GET', '/books/shelf-books').map((request) => [request.query.get('shelfName'), request.query.get('limit'), request.query.get('sort')])).toEqual(
      expect.arrayContaining([
        ['Currently Reading', '1', 'date_updated-DESC'],
        ['Read', '5', 'finished-DESC'],
      ]),
    );
  });

  it('shows the empty texts of a reader with nothing yet', async () => {
    api.get('/users/username/:username', () => ({ ...ownProfile, isOwn: false, id: 31, username: 'newbie' }));
    api
      .get('/books/shelf-books', (request) => shelfPage([], request.query.get('shelfName') === 'Read' ? 3 : 1))
      .get('/shelves/custom', () => [])
      .get('/reviews/user/:userId', () => ({ reviews: [], total: 0 }))
      .get('/genre-preferences/top', () => []);
    renderWithRouter(<App />, { route: '/profile/newbie' });

    expect(await screen.findByText('No books currently reading.')).toBeInTheDocument();
    expect(screen.getByText('No books read yet.')).toBeInTheDocument();
    expect(await screen.findByText('No custom shelves created yet.')).toBeInTheDocument();
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(api.requests('GET', '/shelves/custom')[0]?.query.get('user_id')).toBe('31');
  });

  it('says a private profile is private and asks for nothing more', async () => {
    api.get('/users/username/:username', () => ({ ...ownProfile, id: 44, username: 'hidden', isOwn: false, isPrivate: true, bio: null, sections: { mainShelves: false, customShelves: false, reviews: false } }));
    renderWithRouter(<App />, { route: '/profile/hidden' });
    expect(await screen.findByText('This profile is private.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.requests()).toHaveLength(1);
  });

  it('shows only the sections the reader’s settings allow', async () => {
    api.get('/users/username/:username', () => ({ ...ownProfile, id: 45, isOwn: false, sections: { mainShelves: false, customShelves: true, reviews: false } }));
    answerSections();
    renderWithRouter(<App />, { route: '/profile/partly' });
    expect(await screen.findByRole('region', { name: 'Bookshelves' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Currently Reading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently Read' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /reading goal/ })).not.toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year')).toHaveLength(0);
  });

  it("shows the owner's goal for this year, read-only, with their main shelves", async () => {
    const year = new Date().getFullYear();
    api
      .get('/users/username/:username', () => ({ ...ownProfile, id: 46, username: 'alice', isOwn: false }))
      .get('/goals/:year', () => ({ year, books: 40, pages: null, booksRead: 12, pagesRead: 3600 }));
    answerSections();
    renderWithRouter(<App />, { route: '/profile/alice' });
    const goal = await screen.findByRole('region', { name: `alice's ${year} reading goal` });
    expect(await within(goal).findByText('12 of 40 books')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: `Reading goal for ${year}` })).toBeInTheDocument();
    expect(within(goal).queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests('GET', '/goals/:year').map((request) => [request.pathParams.year, request.query.get('user_id')])).toEqual([[String(year), '46']]);
  });

  it('shows the reader’s reviews headed by their books, ten at a time, past the 50 the API gives at once', async () => {
    const many = Array.from({ length: 55 }, (_, index) => review({ user_id: 31, Book: { title: `Book ${index + 1}` } }));
    api.get('/users/username/:username', () => ({ ...ownProfile, isOwn: false, id: 31, username: 'prolific', sections: { mainShelves: false, customShelves: false, reviews: true } }));
    api.get('/genre-preferences/top', () => []).get('/reviews/user/:userId', reviewPages(many));
    const { user } = renderWithRouter(<App />, { route: '/profile/prolific' });

    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Book 1', { selector: 'cite' })).toBeInTheDocument();
    expect(within(reviews).queryByText('Book 11')).not.toBeInTheDocument();
    // The reader is the page's subject: their reviews name the book, not them.
    expect(within(reviews).queryByRole('link')).not.toBeInTheDocument();
    while (within(reviews).queryByRole('button', { name: 'Show more reviews' })) {
      const shown = within(reviews).getAllByText(/^Book \d+$/).length;
      await user.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
      await waitFor(() => expect(within(reviews).getAllByText(/^Book \d+$/).length).toBeGreaterThan(shown));
    }
    expect(within(reviews).getAllByText(/^Book \d+$/)).toHaveLength(55);
    expect(within(reviews).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests('GET', '/reviews/user/:userId').map((request) => request.query.get('offset'))).toEqual(['0', '10', '20', '30', '40', '50']);
  });

  it('says no user id was given rather than asking for the reviews of nobody', async () => {
    api.get('/users/username/:username', () => ({ ...ownProfile, isOwn: false, id: 0, sections: { mainShelves: false, customShelves: false, reviews: true } }));
    api.get('/genre-preferences/top', () => []);
    renderWithRouter(<App />, { route: '/profile/nobody' });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noUserOrBook);
    expect(api.requests('GET', '/reviews/user/:userId')).toHaveLength(0);
  });

  it.each([
    [reply(500, { error: 'The database is not answering.' }), `${SHELVES_TEXT.fetchBooksFailed} The database is not answering.`],
    [reply(500), new RegExp(`^${SHELVES_TEXT.fetchBooksFailed}$`)],
    [reply(403, { error: "This user's main shelves are private." }), "This user's main shelves are private."],
  ])('says why a shelf’s books cannot be shown, with the server’s reason appended', async (answer, text) => {
    api.get('/users/username/:username', () => ({ ...ownProfile, sections: { mainShelves: true, customShelves: false, reviews: false } }));
    api.get('/genre-preferences/top', () => []).get('/books/shelf-books', () => answer);
    renderWithRouter(<App />, { route: `/profile/${reader.username}` });
    const recentlyRead = await screen.findByRole('region', { name: 'Recently Read' });
    expect(await within(recentlyRead).findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    [reply(404, { error: 'User not found.' }), 'User not found.'],
    [reply(500, {}), 'Failed to fetch user'],
  ])('says why the profile cannot be shown', async (answer, text) => {
    api.get('/users/username/:username', () => answer);
    renderWithRouter(<App />, { route: '/profile/ghost' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

it('sends paths it does not own to /', () => {
  renderWithRouter(<App />, { route: '/profile' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
