import { QueryClient } from '@tanstack/react-query';
import { catalogueKeys, HOME_GENRES_STALE_MS, notificationKeys } from '@booknook/api';
import { refetchAfterRestore } from './persistedQueryCache';

const RESTORED_AT = Date.UTC(2026, 10, 27, 12);

/** A query of `key` in a real cache whose data is `ageMs` old when the cache is restored. */
function restoredQuery(key: readonly unknown[], ageMs: number) {
  const client = new QueryClient();
  client.setQueryData(key, { saved: true }, { updatedAt: RESTORED_AT - ageMs });
  const query = client.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) throw new Error('no query');
  return query;
}

describe('refetchAfterRestore', () => {
  it("asks the server again for everything the device kept, however young (another reader's change shows on a reload)", () => {
    expect(refetchAfterRestore(restoredQuery(notificationKeys.unread(), 1_000), RESTORED_AT)).toBe(true);
    expect(refetchAfterRestore(restoredQuery(catalogueKeys.book('42'), 1_000), RESTORED_AT)).toBe(true);
  });

  it("keeps Home's draw of genres while it is younger than its own staleness, so the rows shown at once stay", () => {
    expect(refetchAfterRestore(restoredQuery(catalogueKeys.homeGenres(), HOME_GENRES_STALE_MS - 1_000), RESTORED_AT)).toBe(false);
    expect(refetchAfterRestore(restoredQuery(catalogueKeys.homeGenres(), HOME_GENRES_STALE_MS), RESTORED_AT)).toBe(true);
  });

  it('leaves alone what was fetched after the restore began', () => {
    expect(refetchAfterRestore(restoredQuery(notificationKeys.unread(), -1), RESTORED_AT)).toBe(false);
  });
});
