// Async boundary: lets the federation runtime negotiate shared singletons before any app code runs.
import { readStoredSession } from '@booknook/session/stored';
import { protectedAreaFor } from './routing/areas';

// A signed-in page opened directly needs the signed-in area's code too: fetch it beside the
// bootstrap rather than after it. (The session store is a shared module and cannot be read before
// the boundary, so the stored session is read as the store reads it.)
if (protectedAreaFor(window.location.pathname) && readStoredSession()) void import('./signedIn/SignedInArea');
// Every page of the app calls the API from its first moments (the token check, the page's data,
// logging in): the HTTP client's library loads beside the bootstrap, not at the first call.
void import(/* webpackChunkName: "http-client" */ 'axios');
import('./bootstrap');
