import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '@booknook/api';
import { sessionStore } from '@booknook/session';
import { applyTheme, forgetTheme, storedTheme } from '@booknook/ui';

/**
 * Keeps the page in the reader's Theme setting. The boot script paints the theme this device stored;
 * a device that stores none yet (first visit after signing in) asks the account once. Whenever the
 * settings pass through the cache (Settings loads or saves them), the theme they name is applied
 * and stored, so a choice made on another device arrives too. Renders nothing.
 */
export function AccountTheme() {
  const settings = useQuery({ ...settingsQuery(), enabled: storedTheme() === null });
  const theme = settings.data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}

/** Signing out forgets the reader's theme on this device; the page follows the device's own again. */
export function forgetThemeOnSignOut(): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) forgetTheme();
  });
}
