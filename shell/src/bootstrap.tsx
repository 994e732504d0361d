import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@booknook/api';
import '@booknook/ui/global.css';
import './shell.css';
import { App } from './App';
import { ensureRemotesRegistered } from './remotes/registry';

// Start reading /remotes.json while React renders; a failure surfaces in the remote's fallback.
ensureRemotesRegistered().catch(() => undefined);

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
