import { BrowserRouter } from 'react-router-dom';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { AppRoutes } from './routing/AppRoutes';

/** The one router and the one realtime connection of the page; remotes render inside both. */
export function App() {
  return (
    <BrowserRouter>
      <RealtimeProvider>
        <AppRoutes />
      </RealtimeProvider>
    </BrowserRouter>
  );
}
