// Async boundary: lets the federation runtime negotiate shared singletons before any app code runs.
import { protectedAreaFor } from './routing/areas';

// A signed-in page opened directly needs the signed-in area's code too: fetch it beside the
// bootstrap rather than after it. (The session store is a shared module and cannot be read before
// the boundary, so the token is looked up where the store keeps it.)
if (protectedAreaFor(window.location.pathname) && window.localStorage.getItem('token')) void import('./signedIn/SignedInArea');
import('./bootstrap');
