import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * A message that clears itself `ms` after it was shown (spec section 4's timings). Showing it again,
 * even the same text, restarts the time; the third value counts the showings, so a screen can react
 * to each one (e.g. move focus after every deletion).
 */
export function useTimedMessage(ms: number): [string | null, (message: string | null) => void, number] {
  const [shown, setShown] = useState<{ message: string | null; count: number }>({ message: null, count: 0 });
  // Armed as the message is committed, not in a later passive effect, so its time counts from when it
  // appears even where effects are flushed late (a busy page, fake timers in tests).
  useLayoutEffect(() => {
    if (shown.message === null) return;
    const timer = setTimeout(() => setShown((current) => ({ ...current, message: null })), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((message: string | null) => setShown((current) => (message === null ? { ...current, message } : { message, count: current.count + 1 })), []);
  return [shown.message, show, shown.count];
}
