// The one session store of the page. Shared as a module-federation singleton, so the shell and
// every remote read and write the same instance. This is the only module that imports zustand.
// Server state (notifications, shelves...) lives in the TanStack Query cache, not here.
import { createStore, useStore } from 'zustand';

export interface SessionUser {
  id: number;
  username: string;
  user_type_id: number;
  profile_picture: string | null;
  recommendations: boolean;
}

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

/** localStorage keys, as the spec names them. */
const KEYS = { token: 'token', user: 'user', userId: 'user_id' } as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readPersisted(): SessionData {
  const store = storage();
  const token = store?.getItem(KEYS.token) ?? null;
  let user: SessionUser | null = null;
  try {
    user = JSON.parse(store?.getItem(KEYS.user) ?? 'null') as SessionUser | null;
  } catch {
    user = null;
  }
  const rawId = Number(store?.getItem(KEYS.userId));
  const user_id = Number.isInteger(rawId) && rawId > 0 ? rawId : (user?.id ?? null);
  return token ? { token, user, user_id } : { token: null, user: null, user_id: null };
}

function persist({ token, user, user_id }: SessionData): void {
  const store = storage();
  if (!store) return;
  if (!token) {
    store.removeItem(KEYS.token);
    store.removeItem(KEYS.user);
    store.removeItem(KEYS.userId);
    return;
  }
  store.setItem(KEYS.token, token);
  store.setItem(KEYS.user, JSON.stringify(user));
  store.setItem(KEYS.userId, String(user_id ?? ''));
}

export const sessionStore = createStore<SessionState>()((set) => ({
  ...readPersisted(),
  signIn: (token, user) => set({ token, user, user_id: user.id }),
  updateUser: (user) => set({ user, user_id: user.id }),
  signOut: () => set({ token: null, user: null, user_id: null }),
}));

sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.user !== previous.user) persist(state);
});

// Another tab signing in or out changes localStorage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEYS.token && event.key !== KEYS.user) return;
    const next = readPersisted();
    const current = sessionStore.getState();
    if (next.token !== current.token) sessionStore.setState(next);
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
