import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { RouteAnnouncer } from './routing/RouteAnnouncer';

/** The page's one router; the signed-in area adds the query cache and the realtime connection inside it. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <RouteAnnouncer />
    </BrowserRouter>
  );
}
