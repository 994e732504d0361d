// Issue 14: searches for titles made of common words, typed as a new reader would, on the real seed
// catalogue. Before the fix each of these answered "No results found." or ranked The Hobbit first.
import { expect, test, type Page } from '@playwright/test';
import { searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

test.beforeEach(async ({ page }) => {
  const reader = uniqueUser('typist');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
});

function results(page: Page, query: string) {
  return page.getByRole('list', { name: `Results for ${query}` }).getByRole('button');
}

for (const [query, firstCard] of [
  ['Me Before You', 'Me Before You by Jojo Moyes'],
  ['It', 'It by Stephen King'],
  ['it', 'It by Stephen King'],
] as const) {
  test(`searching '${query}' lists ${firstCard} first`, async ({ page }) => {
    await searchFromTopBar(page, query);
    await expect(results(page, query).first()).toHaveAccessibleName(firstCard);
  });
}

test("a search made only of stop words ('the') still lists titles holding the word", async ({ page }) => {
  await searchFromTopBar(page, 'the');
  await expect(results(page, 'the')).toHaveCount(20);
  await expect(page.getByText('No results found.', { exact: true })).toHaveCount(0);
  for (const name of await results(page, 'the').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))) {
    expect(name).toMatch(/\bthe\b.* by /i);
  }
});

test("Filter by Title 'It' puts Stephen King's It first and no longer matches letters inside words", async ({ page }) => {
  await searchFromTopBar(page, 'It');
  await page.getByRole('combobox', { name: 'Filter by' }).selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/\/search\/It\?filter=title$/);
  await expect(results(page, 'It').first()).toHaveAccessibleName('It by Stephen King');
  await expect(page.getByRole('button', { name: /^The Hobbit by / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^The Kite Runner by / })).toHaveCount(0);
});
