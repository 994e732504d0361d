// Registers the service worker (built from ./sw.ts by the shell's production build) and tells the
// page when a new version of BookNook has been installed and waits to take over.
import type { Workbox } from 'workbox-window';

const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;
let waiting: Workbox | null = null;
const listeners = new Set<Listener>();

/** Whether a new version is installed and waits for the reader's Reload. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over; the page reloads once it controls the page. */
export function reloadIntoUpdate(): void {
  if (!waiting) return;
  waiting.addEventListener('controlling', () => window.location.reload());
  waiting.messageSkipWaiting();
}

/**
 * Registers the worker once the page has loaded and the main thread is idle.
 * Development builds have no worker (webpack-dev-server serves fresh code on every load).
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import(/* webpackChunkName: "service-worker-registration" */ 'workbox-window').then(({ Workbox }) => {
      const workbox = new Workbox(SERVICE_WORKER_URL);
      workbox.addEventListener('waiting', () => {
        waiting = workbox;
        listeners.forEach((listener) => listener());
      });
      // A browser that refuses workers (a policy, some private windows, a test browser blocking them)
      // rejects here, or answers no registration at all: BookNook then simply works online only.
      workbox.register().catch((error: unknown) => console.warn('BookNook works online only here: the service worker could not be registered.', error));
    });
  };
  // Installing downloads the whole shell again: wait until the page has loaded and the main thread
  // is idle, so it never competes with the page's own first content.
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 2000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
