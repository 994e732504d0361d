// The composed app runs under its Content-Security-Policy (issue 9): every screen loads its remote,
// styles, covers and realtime connection without one violation, and the page cannot be framed.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

/** Violations the browser reports, gathered from the first script of every document. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('every screen runs under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  const landing = await page.goto('/');
  expect(landing?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  expect(await violations()).toEqual([]);

  const reader = uniqueUser('csp');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
  // A genre row with covers, then each signed-in area in one document.
  await expect(page.locator('ul.bn-book-list--row button.bn-book-card').first()).toBeVisible();
  await page.locator('ul.bn-book-list--row button.bn-book-card').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [link, heading] of [
    ['Book Nook', 'Book Nook'],
    ['Stats', /stat/i],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('no other site can frame the app', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});
