// The reader's colour theme on this device. The account keeps the choice (Settings); this copy in
// localStorage is what the boot script in index.html reads to set data-theme on <html> before the
// first paint (styles/tokens.css picks the colours from it), so no page flashes the wrong theme.
import type { Theme } from '@booknook/api';

/** The localStorage key the boot script in index.html reads: keep the two in step. */
export const THEME_STORAGE_KEY = 'theme';

const THEMES: readonly string[] = ['system', 'light', 'dark'] satisfies Theme[];

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && THEMES.includes(value);
}

/** The theme stored on this device, or null when none is (signed out, or never fetched here). */
export function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** Shows the page in `theme` now and on every later first paint on this device. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the theme still applies to this page.
  }
}

/** Forgets the stored theme (logout: a shared device keeps nothing of the last reader); the page follows the device again. */
export function forgetTheme(): void {
  delete document.documentElement.dataset.theme;
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
