// Development only: each remote's standalone entry (bootstrap.tsx) renders through this; the
// production build of a remote has no such entry, so none of it ships.
export { renderStandalone, type StandaloneHostProps, type RemoteAppComponent } from './StandaloneHost';
