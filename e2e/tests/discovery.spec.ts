import { expect, test, type Locator, type Page } from '@playwright/test';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { escapeRegExp, searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

test.beforeEach(async ({ page }) => {
  const reader = uniqueUser('discoverer');
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);
});

/** The accessible names of the book cards in a list: '{title} by {authors}'. */
function cardNames(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

function resultList(page: Page, query: string): Locator {
  return page.getByRole('list', { name: `Results for ${query}` });
}

function resultCard(page: Page, query: string, cardName: string): Locator {
  return resultList(page, query).getByRole('button', { name: cardName, exact: true });
}

test('a new reader sees four rows of real books from four genres on Home', async ({ page }) => {
  // The genre rows: every region of Home but the reading goal card above them (issue 20).
  const rows = page.getByRole('main').getByRole('region').filter({ hasNot: page.getByRole('progressbar') }).filter({ has: page.getByRole('link', { name: /^View All / }) });
  await expect(rows).toHaveCount(4);
  const genres: string[] = [];
  for (const row of await rows.all()) {
    const genre = (await row.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(genre).not.toBe('');
    genres.push(genre);
    await expect(row.getByRole('link', { name: `View All ${genre} books` })).toHaveAttribute('href', `/home/${encodeURIComponent(genre)}`);
    const cards = row.getByRole('list', { name: `${genre} books` }).getByRole('button');
    await expect(cards).toHaveCount(10);
    for (const name of await cardNames(cards)) expect(name).toMatch(/^(?!Untitled by )\S.* by (?!Unknown author$)\S/);
  }
  expect(new Set(genres).size).toBe(4);
});

test('View All lists a genre 20 books a page; page and sort live in the URL through reload and back', async ({ page }) => {
  const firstRow = page.getByRole('main').getByRole('region').filter({ has: page.getByRole('link', { name: /^View All / }) }).first();
  const genre = (await firstRow.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await firstRow.getByRole('link', { name: `View All ${genre} books` }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${escapeRegExp(encodeURIComponent(genre))}$`));
  await expect(page.getByRole('heading', { level: 1, name: genre, exact: true })).toBeVisible();

  const books = page.getByRole('list', { name: `${genre} books` }).getByRole('button');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const pageButton = (number: number) => pagination.getByRole('button', { name: `Page ${number}`, exact: true });
  const sortBy = page.getByLabel('Sort by');
  await expect(books).toHaveCount(20);
  await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await cardNames(books);

  await pageButton(2).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^[\d,]+ books · page 2 of \d+$/)).toBeVisible();
  await expect(books).toHaveCount(20);
  const secondPage = await cardNames(books);
  expect(secondPage).not.toEqual(firstPage);

  await page.reload();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await expect(books).toHaveCount(20);
  expect(await cardNames(books)).toEqual(secondPage);

  await sortBy.selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/\?sort=newest$/);
  await expect(sortBy).toHaveValue('newest');
  await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(books).toHaveCount(20);

  // A sort refines the list in place, replacing page 2's history entry (issue 24): Back goes to the
  // entry before it, the list's first page, instead of stepping through every choice.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/home/${escapeRegExp(encodeURIComponent(genre))}$`));
  await expect(sortBy).toHaveValue('relevance');
  await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(books).toHaveCount(20);
  expect(await cardNames(books)).toEqual(firstPage);
});

test('the top bar search finds titles, misspelt authors, ISBNs and inauthor: queries', async ({ page }) => {
  await searchFromTopBar(page, 'harry potter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(resultCard(page, 'harry potter', SORCERERS_STONE.cardName)).toBeVisible();

  await searchFromTopBar(page, 'tolkein');
  await expect(resultCard(page, 'tolkein', THE_HOBBIT.cardName)).toBeVisible();
  await expect(resultList(page, 'tolkein').getByRole('button').first()).toHaveAccessibleName(/ by (.+, )?J\.R\.R\. Tolkien/);

  for (const isbn of [SORCERERS_STONE.isbn10, '978-0-439-55493-0']) {
    await searchFromTopBar(page, isbn);
    await expect(resultList(page, isbn).getByRole('button')).toHaveCount(1);
    await expect(resultCard(page, isbn, SORCERERS_STONE.cardName)).toBeVisible();
    await expect(page.getByText('1 book · page 1 of 1', { exact: true })).toBeVisible();
  }

  await searchFromTopBar(page, 'inauthor:austen');
  await expect(resultCard(page, 'inauthor:austen', 'Pride and Prejudice by Jane Austen')).toBeVisible();
  const names = await cardNames(resultList(page, 'inauthor:austen').getByRole('button'));
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name).toMatch(/ by (.+, )?[^,]*Austen/);
});

test('Filter by narrows a search to authors and back, and the URL keeps it', async ({ page }) => {
  await searchFromTopBar(page, 'austen');
  const filterBy = page.getByRole('combobox', { name: 'Filter by' });
  await expect(filterBy).toHaveValue('');
  await expect(filterBy.getByRole('option')).toHaveText(['Any field', 'Title', 'Author', 'Subject']);
  // Both selects show their label above them, the same way, at the same height.
  const labels = await Promise.all(['Filter by', 'Sort by'].map((name) => page.locator('label', { hasText: name }).boundingBox()));
  for (const label of labels) expect(label?.height).toBeGreaterThan(10);
  expect(labels[0]?.y).toBe(labels[1]?.y);

  await filterBy.selectOption({ label: 'Author' });
  await expect(page).toHaveURL(/\/search\/austen\?filter=author$/);
  await expect(resultCard(page, 'austen', 'Pride and Prejudice by Jane Austen')).toBeVisible();
  for (const name of await cardNames(resultList(page, 'austen').getByRole('button'))) expect(name).toMatch(/ by (.+, )?[^,]*Austen/);

  await page.reload();
  await expect(filterBy).toHaveValue('author');
  await filterBy.selectOption({ label: 'Any field' });
  await expect(page).toHaveURL(/\/search\/austen$/);
});

test('the search page says when there is no query and when nothing matches', async ({ page }) => {
  await searchFromTopBar(page, '');
  await expect(page.getByText('No search query provided.', { exact: true })).toBeVisible();

  await searchFromTopBar(page, 'qxzvjkw plmqzt');
  await expect(page.getByText('No results found.', { exact: true })).toBeVisible();
  await expect(resultList(page, 'qxzvjkw plmqzt')).toHaveCount(0);
});

test('a book card opens its details; Escape closes them and focus returns to the card', async ({ page }) => {
  await searchFromTopBar(page, SORCERERS_STONE.isbn13);
  const card = resultCard(page, SORCERERS_STONE.isbn13, SORCERERS_STONE.cardName);
  await card.click();

  const details = page.getByRole('dialog', { name: SORCERERS_STONE.title, exact: true });
  await expect(details).toBeVisible();
  await expect(details.getByText('by J.K. Rowling', { exact: true })).toBeVisible();
  await expect(details.getByText('with Mary GrandPré', { exact: true })).toBeVisible();
  await expect(details.getByText('Page count unknown', { exact: true })).toBeVisible();
  await expect(details.getByText(SORCERERS_STONE.isbn13, { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Add to shelf' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(card).toBeFocused();
});
