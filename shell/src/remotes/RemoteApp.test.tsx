import { screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fakeApi, renderWithRouter, reply, type FakeApi } from '@booknook/testing';
import { RemoteApp } from './RemoteApp';

// The federation runtime is the edge here: the shell's own loading, fallback and retry logic runs for real.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const remotesJson = { discovery: '/mfe/discovery/mf-manifest.json', library: 'http://cdn.example/library/mf-manifest.json', stats: '/mfe/stats/mf-manifest.json' };

let network: FakeApi;
const remotesJsonRequests = () => network.requests('GET', '/remotes.json');

function remoteModule(heading: string) {
  return { default: () => <h1>{heading}</h1> };
}

function renderRemote(name: 'discovery' | 'library' | 'stats') {
  return renderWithRouter(
    <>
      <nav aria-label="Main">Shell navigation</nav>
      <RemoteApp name={name} />
    </>,
  );
}

beforeEach(() => {
  network = fakeApi().get('/remotes.json', () => remotesJson);
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.mocked(console.error).mockRestore());

// Registration happens once per page, so this test must run first in the file: it is the one that
// sees /remotes.json fail and be fetched again on Retry.
it('retries /remotes.json after it failed, then registers every remote by absolute manifest URL', async () => {
  let answered = 0;
  network.get('/remotes.json', () => (answered++ === 0 ? reply(503) : remotesJson));
  mockedLoadRemote.mockResolvedValue(remoteModule('Home'));
  const { user } = renderRemote('discovery');

  expect(await screen.findByRole('alert')).toHaveTextContent('This part of BookNook could not be loaded.');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(remotesJsonRequests()).toHaveLength(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'discovery', entry: 'http://localhost/mfe/discovery/mf-manifest.json' },
    { name: 'library', entry: 'http://cdn.example/library/mf-manifest.json' },
    { name: 'stats', entry: 'http://localhost/mfe/stats/mf-manifest.json' },
  ]);
  expect(mockedLoadRemote).toHaveBeenCalledWith('discovery/App');
});

it('shows a loading state, then a fallback when the remote cannot be loaded, and really retries', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest')).mockResolvedValue(remoteModule('Book Nook'));
  const { user } = renderRemote('library');

  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of BookNook could not be loaded.');
  expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Shell navigation');

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Book Nook' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('catches a remote that throws while rendering and renders it again on Retry', async () => {
  let broken = true;
  const Stats = () => {
    if (broken) throw new Error('stats exploded');
    return <h1>Stats</h1>;
  };
  mockedLoadRemote.mockResolvedValue({ default: Stats });
  const { user } = renderRemote('stats');

  expect(await screen.findByRole('alert')).toHaveTextContent('This part of BookNook could not be loaded.');
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  broken = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Stats' })).toBeInTheDocument();
});

it('renders an already loaded remote at once on a later visit', async () => {
  mockedLoadRemote.mockResolvedValue(remoteModule('Book Nook'));
  const { unmount } = renderRemote('library');
  expect(await screen.findByRole('heading', { name: 'Book Nook' })).toBeInTheDocument();
  unmount();
  renderRemote('library');
  expect(screen.getByRole('heading', { name: 'Book Nook' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
