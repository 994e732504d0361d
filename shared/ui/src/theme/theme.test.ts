import fs from 'node:fs';
import path from 'node:path';
import { THEME_STORAGE_KEY, applyTheme, forgetTheme, storedTheme } from './theme';

afterEach(() => {
  forgetTheme();
  localStorage.clear();
});

describe('the reader’s theme on this device', () => {
  it('applies to the page at once and is stored for the next first paint', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(storedTheme()).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('is forgotten on logout: the page follows the device again', () => {
    applyTheme('light');
    forgetTheme();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(storedTheme()).toBeNull();
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(storedTheme()).toBeNull();
  });

  it('is what the boot script of index.html reads before the first paint', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../../mf/src/index.html'), 'utf8');
    expect(page).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
    expect(page).toContain("setAttribute('data-theme', theme)");
  });
});
