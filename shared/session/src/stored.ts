// The session as localStorage keeps it. Free of zustand and React, so the shell's preload script
// and its entry can read it before the app (and the shared store) has loaded.
//
// Several tabs share one localStorage, and a reader in another tab may see one key of a write and
// not yet the next. The session is therefore ONE value: the `session` key holds token, user and
// user_id as a single JSON record, and it is the only key the app reads. The spec's keys (`token`,
// `user`, `user_id`, sections 3 and 9) are written from the same record, after it, for anything
// that reads them, but never read back while the record exists, so no reader ever puts one
// session's token beside another session's user.

export interface SessionUser {
  id: number;
  username: string;
  user_type_id: number;
  profile_picture: string | null;
  recommendations: boolean;
}

/** What is stored for a signed-in reader: the spec's "locally stored session". */
export interface StoredSession {
  token: string;
  user: SessionUser;
  user_id: number;
}

/** The key of the whole record, the one source of truth. */
export const SESSION_KEY = 'session';
/** The spec's keys, derived from the record. */
export const SPEC_KEYS = { token: 'token', user: 'user', userId: 'user_id' } as const;

const ALL_KEYS: readonly string[] = [SESSION_KEY, SPEC_KEYS.token, SPEC_KEYS.user, SPEC_KEYS.userId];

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function asUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, username, user_type_id, profile_picture, recommendations } = value as Record<string, unknown>;
  if (!isPositiveInteger(id) || typeof username !== 'string' || !username || !isPositiveInteger(user_type_id)) return null;
  return {
    id,
    username,
    user_type_id,
    profile_picture: typeof profile_picture === 'string' ? profile_picture : null,
    recommendations: recommendations !== false,
  };
}

/** A whole session, or null: a token, a user and a user_id that is that user's. */
function asSession(token: unknown, user: unknown, userId: unknown): StoredSession | null {
  const reader = asUser(user);
  if (typeof token !== 'string' || !token || !reader || userId !== reader.id) return null;
  return { token, user: reader, user_id: reader.id };
}

/**
 * The stored session, or null when nobody is signed in. Reads the record alone; only when there is
 * no record at all (a session stored before the record existed) are the spec's keys read, and then
 * only if they describe one reader (user_id is the user's id), so a half-written or corrupted set
 * (user "null", user_id "") counts as signed out rather than as a session without a reader.
 */
export function readStoredSession(storage: Storage | null = browserStorage()): StoredSession | null {
  if (!storage) return null;
  const record = storage.getItem(SESSION_KEY);
  if (record !== null) {
    const parsed = parseJson(record) as Partial<Record<keyof StoredSession, unknown>> | null;
    return parsed ? asSession(parsed.token, parsed.user, parsed.user_id) : null;
  }
  const userId = storage.getItem(SPEC_KEYS.userId);
  return asSession(storage.getItem(SPEC_KEYS.token), parseJson(storage.getItem(SPEC_KEYS.user)), userId === null ? null : Number(userId));
}

/**
 * Stores `session`, or removes every key when it is null. The record goes first: a tab that hears
 * of the change reads the record, which is already whole; the spec's keys follow from it.
 */
export function writeStoredSession(session: StoredSession | null, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  if (!session) {
    for (const key of ALL_KEYS) storage.removeItem(key);
    return;
  }
  storage.setItem(SESSION_KEY, JSON.stringify(session));
  storage.setItem(SPEC_KEYS.token, session.token);
  storage.setItem(SPEC_KEYS.user, JSON.stringify(session.user));
  storage.setItem(SPEC_KEYS.userId, String(session.user_id));
}

/** Whether a storage event (key null: the storage was cleared) may have changed the session. */
export function affectsStoredSession(key: string | null): boolean {
  return key === null || ALL_KEYS.includes(key);
}
