import { BrowserRouter } from 'react-router-dom';
import { OfflineBanner } from '@booknook/ui';
import { AppRoutes } from './routing/AppRoutes';
import { RouteAnnouncer } from './routing/RouteAnnouncer';
import { UpdateBanner } from './serviceWorker/UpdateBanner';

/**
 * The page's one router; the signed-in area adds the query cache and the realtime connection inside
 * it. Above every page: the new-version notice and, while offline, the offline banner.
 */
export function App() {
  return (
    <BrowserRouter>
      <UpdateBanner />
      <OfflineBanner />
      <AppRoutes />
      <RouteAnnouncer />
    </BrowserRouter>
  );
}
