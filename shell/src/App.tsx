import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { RealtimeConnection } from './realtime/RealtimeConnection';
import { AppRoutes } from './routing/AppRoutes';

/** The page's one query cache, one router and one realtime connection; remotes render inside all three. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RealtimeConnection />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
