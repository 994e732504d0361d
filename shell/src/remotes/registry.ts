// Runtime composition: which remotes exist and where they live is read from /remotes.json at boot,
// so one shell build runs in every environment and each remote deploys on its own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { takeEarlyResponse } from '@booknook/api';
import { REMOTES_CONFIG_URL } from './remotesConfig';

/** The contract of every remote's ./App, typed by hand because runtime remotes have no build-time types. */
export type RemoteApp = ComponentType;

/** A remote's name as apps.json and /remotes.json list it. */
export type RemoteName = string;


let registration: Promise<void> | null = null;
const loading = new Map<RemoteName, Promise<RemoteApp>>();
const loaded = new Map<RemoteName, RemoteApp>();

/** remotes.json as the page's preload script already fetched it, else fetched now. */
async function readRemotesConfig(): Promise<unknown> {
  const early = await takeEarlyResponse(REMOTES_CONFIG_URL)?.catch(() => undefined);
  if (early && early.status === 200) return early.data;
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return response.json();
}

async function fetchAndRegister(): Promise<void> {
  const config = await readRemotesConfig();
  if (!config || typeof config !== 'object') throw new Error(`${REMOTES_CONFIG_URL} is not an object`);
  const remotes = Object.entries(config).map(([name, entry]) => {
    if (typeof entry !== 'string') throw new Error(`${REMOTES_CONFIG_URL}: the URL of "${name}" is not a string`);
    // Absolute, so the runtime resolves the remote's chunks against the manifest's own location.
    return { name, entry: new URL(entry, window.location.href).href };
  });
  registerRemotes(remotes);
}

/** Fetches /remotes.json and registers the remotes once; a failure is forgotten so a retry fetches again. */
export function ensureRemotesRegistered(): Promise<void> {
  if (!registration) {
    registration = fetchAndRegister().catch((error: unknown) => {
      registration = null;
      throw error;
    });
  }
  return registration;
}

/** The remote's App once it has loaded in this page, so revisits render without a loading state. */
export function loadedRemoteApp(name: RemoteName): RemoteApp | undefined {
  return loaded.get(name);
}

/** Loads `<name>/App`. Concurrent calls share one load; a failed load is forgotten so Retry really retries. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  let pending = loading.get(name);
  if (!pending) {
    pending = ensureRemotesRegistered()
      .then(() => loadRemote<{ default?: RemoteApp }>(`${name}/App`))
      .then((module) => {
        if (typeof module?.default !== 'function') throw new Error(`Remote "${name}" did not expose a default App component`);
        loaded.set(name, module.default);
        return module.default;
      });
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}
