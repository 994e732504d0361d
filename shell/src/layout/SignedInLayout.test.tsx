import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@booknook/session';
import { admin, fakeApi, reader, renderWithRouter, reply, setWindowWidth, signInAs, type FakeApi } from '@booknook/testing';
import { SignedInLayout } from './SignedInLayout';

function renderLayout(route = '/home') {
  return renderWithRouter(
    <SignedInLayout>
      <h1>Page content</h1>
    </SignedInLayout>,
    { route },
  );
}

const location = () => screen.getByTestId('location');

let api: FakeApi;
beforeEach(() => {
  // The picture arrives only in the test about it; elsewhere it stays in flight.
  api = fakeApi()
    .get('/profile-pictures', () => new Promise(() => undefined))
    .get('/notifications/unread', () => ({ hasUnread: false }));
  signInAs(reader);
});

describe('search box', () => {
  it('shortens its placeholder when the window is 500 px wide or less, live', () => {
    renderLayout();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search by title, author, isbn, genre...');
    act(() => setWindowWidth(500));
    expect(search).toHaveAttribute('placeholder', 'Search...');
    act(() => setWindowWidth(501));
    expect(search).toHaveAttribute('placeholder', 'Search by title, author, isbn, genre...');
  });

  it('goes to /search/{query} with the query encoded', async () => {
    const { user } = renderLayout();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  dune / messiah {Enter}');
    expect(location()).toHaveTextContent('/search/dune%20%2F%20messiah');
  });

  it('goes to /search/ for an empty query', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location()).toHaveTextContent(/^\/search\/$/);
  });

  it('shows the query of the results page it is on', () => {
    renderLayout('/search/le%20guin');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('le guin');
  });
});

describe('avatar menu', () => {
  it('shows the profile picture, or initials when it cannot be loaded', async () => {
    api.get('/profile-pictures', () => new Blob(['png'], { type: 'image/png' }));
    const { unmount } = renderLayout();
    const button = screen.getByRole('button', { name: 'Account menu for ada_reads' });
    expect(button).toHaveTextContent('AR');
    // The picture is decorative (the button is named); find it as an element, not by role.
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(button).not.toHaveTextContent('AR');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalled();

    api.get('/profile-pictures', () => reply(404, { error: 'No picture.' }));
    renderLayout();
    await waitFor(() => expect(api.requests('GET', '/profile-pictures')).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Account menu for ada_reads' })).toHaveTextContent('AR');
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Account menu for ada_reads' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View Profile', 'Settings', 'Log out']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    // The menu moves focus itself: no item is a stop of Tab.
    expect(items.map((item) => item.tabIndex)).toEqual([-1, -1, -1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(location()).toHaveTextContent('/home');
  });

  it('opens on the last item with ArrowUp, chooses with Space, and closes on Tab without choosing', async () => {
    const { user } = renderLayout();
    const button = screen.getByRole('button', { name: 'Account menu for ada_reads' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toHaveTextContent('/home');

    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard(' ');
    expect(location()).toHaveTextContent('/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is preceded by a Skip to content link, the first thing Tab reaches, pointing at the main content', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('opens the own profile and settings', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Account menu for ada_reads' }));
    await user.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(location()).toHaveTextContent('/profile/ada_reads');
    await user.click(screen.getByRole('button', { name: 'Account menu for ada_reads' }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(location()).toHaveTextContent('/settings');
  });

  it('logs out: clears token, user and user_id and goes to /login', async () => {
    const { user } = renderLayout();
    expect(localStorage.getItem('token')).toBe('test-token');
    await user.click(screen.getByRole('button', { name: 'Account menu for ada_reads' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(location()).toHaveTextContent('/login');
    expect([localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('user_id')]).toEqual([null, null, null]);
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('navigation', () => {
  it('offers Home, Stats and Book Nook to readers and marks the current one', () => {
    renderLayout('/home/Fantasy');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Stats', 'Book Nook']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Stats' })).not.toHaveAttribute('aria-current');
  });

  it('adds Dashboard first for administrators', () => {
    signInAs(admin);
    renderLayout('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Home', 'Stats', 'Book Nook']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
