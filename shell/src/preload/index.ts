// Entry of the preload script (see landingConfig in @booknook/mf): index.html runs it beside the
// app, so a signed-in page's first data and remotes.json are on their way while the app's code
// still downloads.
import { readStoredSession } from '@booknook/session/stored';
import { protectedAreaFor } from '../routing/areas';
import { preloadPage } from './preloadPage';

const token = readStoredSession()?.token;
const area = protectedAreaFor(window.location.pathname);
if (token && area) preloadPage(window.location.pathname, area.remote, token);
