import { BrowserRouter } from 'react-router-dom';
import { InvalidFieldFocus, LiveAnnouncer, OfflineBanner } from '@booknook/ui';
import { AppRoutes } from './routing/AppRoutes';
import { RouteAnnouncer } from './routing/RouteAnnouncer';
import { UpdateBanner } from './serviceWorker/UpdateBanner';

/**
 * The page's one router; the signed-in area adds the query cache and the realtime connection inside
 * it. Above every page: the new-version notice and, while offline, the offline banner. The live
 * regions every message and page change is announced through are there from the first render, and
 * a form sent with errors puts focus on its first one.
 */
export function App() {
  return (
    <BrowserRouter>
      <LiveAnnouncer />
      <InvalidFieldFocus />
      <UpdateBanner />
      <OfflineBanner />
      <AppRoutes />
      <RouteAnnouncer />
    </BrowserRouter>
  );
}
