// Optimistic updates: the screen shows a change before the server confirmed it, and takes it back
// if the server refuses, so a failed save never stays on screen as if it had been saved.

/** A change already on screen while its request is in flight. */
export interface PendingChange<T> {
  /** The server refused: show what was there before. */
  revert(): void;
  /** The server agreed and answered `result`. */
  settle?(result: T): void;
}

/**
 * Shows a change at once, sends it, then settles or reverts what was shown. The failure is
 * rethrown so the caller can say what went wrong.
 */
export async function saveOptimistically<T>(show: () => PendingChange<T> | void, send: () => Promise<T>): Promise<T> {
  const change = show();
  let result: T;
  try {
    result = await send();
  } catch (error) {
    change?.revert();
    throw error;
  }
  change?.settle?.(result);
  return result;
}
