import { useSyncExternalStore } from 'react';

/** The banner's words and the reason every write control gives while the device is offline. */
export const OFFLINE_MESSAGE = "You're offline. Changes can't be saved until you're back online.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a network now (the browser's word); re-renders when it goes or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
