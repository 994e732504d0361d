import { sessionStore, type SessionUser } from './store';
import { readStoredSession, SESSION_KEY, writeStoredSession } from './stored';

const ada: SessionUser = { id: 7, username: 'ada_reads', user_type_id: 2, profile_picture: 'ada.png', recommendations: true };
const bob: SessionUser = { id: 9, username: 'bob_reads', user_type_id: 2, profile_picture: null, recommendations: false };

const specKeys = () => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('user_id')];

/** What this tab hears when another tab changes `key` (the browser never tells the writing tab itself). */
function otherTabChanged(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

/** Loads a fresh copy of the store module, as a page opened now would, from what storage holds. */
function storeOfANewPage(): typeof sessionStore {
  let fresh: typeof sessionStore | undefined;
  jest.isolateModules(() => {
    fresh = (jest.requireActual('./store') as { sessionStore: typeof sessionStore }).sessionStore;
  });
  if (!fresh) throw new Error('the store module did not load');
  return fresh;
}

describe('the stored session', () => {
  it('signs in by writing one record and the spec’s keys from it, and signs out by removing them all', () => {
    sessionStore.getState().signIn('ada-token', ada);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual({ token: 'ada-token', user: ada, user_id: 7 });
    expect(specKeys()).toEqual(['ada-token', JSON.stringify(ada), '7']);

    sessionStore.getState().signOut();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(specKeys()).toEqual([null, null, null]);
  });

  it('is read whole by a new page, however the spec’s keys were left', () => {
    writeStoredSession({ token: 'bob-token', user: bob, user_id: 9 });
    // Keys of an older session left beside the record are never combined with it.
    localStorage.setItem('token', 'ada-token');
    localStorage.setItem('user', JSON.stringify(ada));
    expect(storeOfANewPage().getState()).toMatchObject({ token: 'bob-token', user: bob, user_id: 9 });
  });

  it('reads a session stored before the record existed only when its keys describe one reader', () => {
    localStorage.setItem('token', 'ada-token');
    localStorage.setItem('user', JSON.stringify(ada));
    localStorage.setItem('user_id', '7');
    expect(storeOfANewPage().getState()).toMatchObject({ token: 'ada-token', user: ada, user_id: 7 });

    // What the two-tab defect left behind: a token beside no reader.
    localStorage.setItem('user', 'null');
    localStorage.setItem('user_id', '');
    expect(storeOfANewPage().getState()).toMatchObject({ token: null, user: null, user_id: null });

    localStorage.setItem('user', JSON.stringify(bob));
    localStorage.setItem('user_id', '7');
    expect(readStoredSession()).toBeNull();
  });

  it('treats a record that is not a whole session as signed out', () => {
    for (const record of ['{', 'null', JSON.stringify({ token: 'x', user: null, user_id: null }), JSON.stringify({ token: 'x', user: ada, user_id: 9 })]) {
      localStorage.setItem(SESSION_KEY, record);
      localStorage.setItem('token', 'x');
      expect(readStoredSession()).toBeNull();
    }
  });
});

describe('two tabs', () => {
  beforeEach(() => sessionStore.getState().signIn('ada-token', ada));

  it('follows another tab that logs out and then logs in as someone else, without writing anything itself', () => {
    const writes = jest.spyOn(Storage.prototype, 'setItem');
    const removals = jest.spyOn(Storage.prototype, 'removeItem');

    // Tab B logs out: this tab hears of every removed key.
    writeStoredSession(null);
    const removedByB = removals.mock.calls.length;
    for (const key of [SESSION_KEY, 'token', 'user', 'user_id']) otherTabChanged(key);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, user_id: null });

    // Tab B logs in as Bob. This tab hears of the first key before B has written the others.
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'bob-token', user: bob, user_id: 9 }));
    otherTabChanged(SESSION_KEY);
    localStorage.setItem('token', 'bob-token');
    otherTabChanged('token');
    localStorage.setItem('user', JSON.stringify(bob));
    otherTabChanged('user');
    localStorage.setItem('user_id', '9');
    otherTabChanged('user_id');

    expect(sessionStore.getState()).toMatchObject({ token: 'bob-token', user: bob, user_id: 9 });
    expect(writes).toHaveBeenCalledTimes(4);
    expect(removals).toHaveBeenCalledTimes(removedByB);
    expect(specKeys()).toEqual(['bob-token', JSON.stringify(bob), '9']);
    expect(readStoredSession()).toEqual({ token: 'bob-token', user: bob, user_id: 9 });
  });

  it('follows a change of the reader’s details made in another tab', () => {
    writeStoredSession({ token: 'ada-token', user: { ...ada, profile_picture: 'new.png' }, user_id: 7 });
    otherTabChanged(SESSION_KEY);
    expect(sessionStore.getState().user).toEqual({ ...ada, profile_picture: 'new.png' });
  });

  it('follows a storage cleared by another tab', () => {
    localStorage.clear();
    otherTabChanged(null);
    expect(sessionStore.getState().token).toBeNull();
  });
});
