// Entry of the landing page's own build (see landingConfig in @booknook/mf): React, the session
// store and the page, nothing else. Not federated, so it needs no async boundary.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@booknook/ui/global.css';
import '../shell.css';
import { Landing } from '../pages/Landing';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');
createRoot(container).render(
  <StrictMode>
    <Landing />
  </StrictMode>,
);
