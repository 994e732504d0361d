// Everything the signed-in pages need and the public pages do not: the query cache, the realtime
// connection, the token check, the layout and the remotes. One chunk, loaded only for a signed-in
// area, so the landing, login and sign-up pages never download it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, prefetchRouteData, verifyTokenQuery } from '@booknook/api';
import { AuthGuard } from '../auth/AuthGuard';
import { SignedInLayout } from '../layout/SignedInLayout';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { loadRemoteApp, type RemoteName } from '../remotes/registry';
import { RemoteApp } from '../remotes/RemoteApp';
import { afterRestore, persistQueryCache } from '../offline/persistedQueryCache';
import { AccountTheme, forgetThemeOnSignOut } from '../theme/AccountTheme';
import type { ProtectedArea } from '../routing/areas';

/** The page's one server-state cache; remotes reach it through the shared react-query context. */
const queryClient = createQueryClient();
// Offline, queries wait for the network instead of failing, showing what the reader's device kept
// (TanStack Query assumes a network until the browser says otherwise, which a page opened offline
// never hears).
onlineManager.setOnline(navigator.onLine);
persistQueryCache(queryClient);
forgetThemeOnSignOut();

/**
 * Starts at once, side by side, what a signed-in page waits for: the token check, the remote's
 * code (remotes.json, manifest, entry, chunks) and the page's own data (once what the device kept
 * of it is in the cache: the page shows that at once, and asks only for what is stale). Called by the bootstrap
 * when the page opens on a signed-in URL, before React has rendered anything.
 */
export function startSignedInPage(pathname: string, remote: RemoteName, token: string): void {
  void queryClient.prefetchQuery(verifyTokenQuery(token));
  loadRemoteApp(remote).catch(() => undefined);
  afterRestore(() => prefetchRouteData(queryClient, pathname));
}

export default function SignedInArea({ area }: { area: ProtectedArea }) {
  const { pathname } = useLocation();
  // In-app navigation: start the next page's data while its remote renders (or loads).
  useEffect(() => afterRestore(() => prefetchRouteData(queryClient, pathname)), [pathname]);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeConnection />
      <AccountTheme />
      <AuthGuard adminOnly={area.adminOnly}>
        <SignedInLayout>
          <RemoteApp key={area.remote} name={area.remote} />
        </SignedInLayout>
      </AuthGuard>
    </QueryClientProvider>
  );
}
