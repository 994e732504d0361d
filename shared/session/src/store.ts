// The one session store of the page. Shared as a module-federation singleton, so the shell and
// every remote read and write the same instance. This is the only module that imports zustand.
// Server state (notifications, shelves...) lives in the TanStack Query cache, not here.
import { createStore, useStore } from 'zustand';
import { affectsStoredSession, readStoredSession, writeStoredSession, type SessionUser, type StoredSession } from './stored';

export type { SessionUser } from './stored';

interface SessionData {
  token: string | null;
  user: SessionUser | null;
  user_id: number | null;
}

export interface SessionState extends SessionData {
  signIn(token: string, user: SessionUser): void;
  updateUser(user: SessionUser): void;
  signOut(): void;
}

const SIGNED_OUT: SessionData = { token: null, user: null, user_id: null };

function dataOf(stored: StoredSession | null): SessionData {
  return stored ?? SIGNED_OUT;
}

/** Whether two sessions are the same reader with the same token and the same stored details. */
function sameSession(a: SessionData, b: SessionData): boolean {
  return a.token === b.token && a.user_id === b.user_id && JSON.stringify(a.user) === JSON.stringify(b.user);
}

export const sessionStore = createStore<SessionState>()((set, get) => {
  // Only this tab's own actions write storage. A tab that follows another one's change must not
  // write it back: its copy could be older than what the other tab wrote next.
  const store = (session: StoredSession | null) => {
    writeStoredSession(session);
    set(dataOf(session));
  };
  return {
    ...dataOf(readStoredSession()),
    signIn: (token, user) => store({ token, user, user_id: user.id }),
    updateUser: (user) => {
      const { token } = get();
      if (token) store({ token, user, user_id: user.id });
    },
    signOut: () => store(null),
  };
});

// Another tab signing in, out or saving its settings changes the stored record; take it whole,
// so every tab converges on the last session written.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage || !affectsStoredSession(event.key)) return;
    const stored = dataOf(readStoredSession());
    if (!sameSession(stored, sessionStore.getState())) sessionStore.setState(stored);
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
