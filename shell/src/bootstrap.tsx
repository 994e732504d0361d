import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '@booknook/session';
import '@booknook/ui/global.css';
import './shell.css';
import { App } from './App';
import { protectedAreaFor } from './routing/areas';
import { registerServiceWorker } from './serviceWorker/registration';

// A signed-in page opened directly: start its token check, its remote and its data now, in
// parallel with the first render from the stored session, instead of one after another.
const area = protectedAreaFor(window.location.pathname);
const token = sessionStore.getState().token;
if (area && token) {
  void import('./signedIn/SignedInArea').then(({ startSignedInPage }) => startSignedInPage(window.location.pathname, area.remote, token));
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
