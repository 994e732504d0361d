import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCreateShelf, apiLogIn, apiShelveBook, builtInShelfId } from '../fixtures/api';
import { SORCERERS_STONE, THE_HOBBIT } from '../fixtures/catalogue';
import { escapeRegExp, searchFromTopBar } from '../fixtures/navigation';
import { createAccount, logIn, uniqueUser } from '../fixtures/users';

const CUSTOM_SHELF = 'Holiday reads';
const RENAMED_SHELF = 'Comfort reads';
/** The reader's own page count for their edition: the seed catalogue has none. */
const EDITION_PAGES = 310;

function shelfUrl(shelfName: string): RegExp {
  return new RegExp(`/booknook/${escapeRegExp(encodeURIComponent(shelfName))}$`);
}

async function openBookNook(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Nook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book Nook' })).toBeVisible();
}

/** From /booknook, the whole shelf through its row's View All link. */
async function viewAll(page: Page, shelfName: string): Promise<void> {
  await page.getByRole('region', { name: shelfName, exact: true }).getByRole('link', { name: `View All ${shelfName}` }).click();
  await expect(page).toHaveURL(shelfUrl(shelfName));
  await expect(page.getByRole('heading', { level: 1, name: shelfName, exact: true })).toBeVisible();
}

function shelfCard(page: Page, shelfName: string, cardName: string): Locator {
  return page.getByRole('list', { name: `Books in ${shelfName}` }).getByRole('button', { name: cardName, exact: true });
}

/** In an open book details dialog: 'Add to shelf', pick the main shelf (and custom shelves to tick), Save. */
async function chooseShelves(page: Page, details: Locator, mainShelf: string, tick: string[] = []): Promise<void> {
  await details.getByRole('button', { name: 'Add to shelf' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to shelf' });
  await picker.getByRole('radio', { name: mainShelf, exact: true }).check();
  for (const shelf of tick) await picker.getByRole('checkbox', { name: shelf, exact: true }).check();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toHaveCount(0);
}

test('a reader shelves a book, reads it to the last page and finds it on Read, then renames and deletes their shelf', async ({ page }) => {
  const reader = uniqueUser();
  await createAccount(page, reader);
  await logIn(page, reader);
  await expect(page).toHaveURL(/\/home$/);

  // A shelf of their own, created on Book Nook.
  await openBookNook(page);
  await expect(page.getByText('No custom shelves created yet.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Shelf' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create New Shelf' });
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog.getByText('Please enter a shelf name', { exact: true })).toBeVisible();
  await createDialog.getByLabel('Shelf name').fill(CUSTOM_SHELF);
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: CUSTOM_SHELF, exact: true }).getByText(`No books in ${CUSTOM_SHELF} yet.`)).toBeVisible();

  // Found by search, put on Want To Read and the new shelf from its details.
  await searchFromTopBar(page, 'the hobbit');
  await page.getByRole('list', { name: 'Results for the hobbit' }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true }).click();
  const details = page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true });
  await expect(details.getByText('Not on your shelves yet', { exact: true })).toBeVisible();
  await chooseShelves(page, details, 'Want To Read', [CUSTOM_SHELF]);
  await expect(details.getByText(`On your shelves: Want To Read, ${CUSTOM_SHELF}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  await openBookNook(page);
  await viewAll(page, 'Want To Read');
  await expect(shelfCard(page, 'Want To Read', THE_HOBBIT.cardName)).toBeVisible();
  await openBookNook(page);
  await viewAll(page, CUSTOM_SHELF);
  await expect(shelfCard(page, CUSTOM_SHELF, THE_HOBBIT.cardName)).toBeVisible();

  // Moved to Currently Reading through the add-to-shelf modal; the custom shelf keeps it.
  await shelfCard(page, CUSTOM_SHELF, THE_HOBBIT.cardName).click();
  const shelfDetails = page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true });
  await expect(shelfDetails.getByText(`On your shelves: Want To Read, ${CUSTOM_SHELF}`, { exact: true })).toBeVisible();
  await chooseShelves(page, shelfDetails, 'Currently Reading');
  await expect(shelfDetails.getByText(`On your shelves: Currently Reading, ${CUSTOM_SHELF}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Progress: the page count of the edition first, then the page reached.
  await openBookNook(page);
  await expect(page.getByRole('region', { name: 'Want To Read', exact: true }).getByText('No books in Want To Read yet.')).toBeVisible();
  await viewAll(page, 'Currently Reading');
  const readingList = page.getByRole('list', { name: 'Books in Currently Reading' });
  const cardProgress = readingList.getByRole('progressbar', { name: `Reading progress of ${THE_HOBBIT.title}` });
  await expect(cardProgress).toHaveAttribute('aria-valuenow', '0');
  await expect(readingList.getByText('Page count not set · 0%')).toBeVisible();

  await readingList.getByRole('button', { name: new RegExp(`^${escapeRegExp(THE_HOBBIT.title)}`) }).click();
  const reading = page.getByRole('dialog', { name: THE_HOBBIT.title, exact: true });
  await reading.getByLabel('Set the page count of your edition').fill(String(EDITION_PAGES));
  await reading.getByRole('button', { name: 'Save page count' }).click();
  const currentPage = reading.getByLabel('Current page');
  await expect(currentPage).toHaveValue('0');
  await expect(reading.getByText(`of ${EDITION_PAGES} pages`)).toBeVisible();

  await currentPage.fill('155');
  const modalProgress = reading.getByRole('progressbar', { name: `Reading progress of ${THE_HOBBIT.title}` });
  await expect(modalProgress).toHaveAttribute('aria-valuenow', '50');
  await expect(reading.getByText(`Page 155 of ${EDITION_PAGES} · 50%`)).toBeVisible();
  await reading.getByRole('button', { name: 'Save progress' }).click();
  await expect(reading).toHaveCount(0);
  await expect(cardProgress).toHaveAttribute('aria-valuenow', '50');

  // What the card shows is what the server kept.
  await page.reload();
  await expect(cardProgress).toHaveAttribute('aria-valuenow', '50');
  await expect(readingList.getByText(`Page 155 of ${EDITION_PAGES} · 50%`)).toBeVisible();

  // The last page asks to finish the book; confirming moves it to Read.
  await readingList.getByRole('button', { name: new RegExp(`^${escapeRegExp(THE_HOBBIT.title)}`) }).click();
  await expect(currentPage).toHaveValue('155');
  await currentPage.fill(String(EDITION_PAGES));
  await reading.getByRole('button', { name: 'Save progress' }).click();
  const finished = page.getByRole('alertdialog', { name: 'Finished the book?' });
  await expect(finished).toContainText(`You reached the last page of ${THE_HOBBIT.title}.`);
  await finished.getByRole('button', { name: 'Mark as finished' }).click();
  await expect(finished).toHaveCount(0);
  await expect(page.getByText('No books in Currently Reading yet.', { exact: true })).toBeVisible();

  await openBookNook(page);
  await viewAll(page, 'Read');
  await expect(shelfCard(page, 'Read', THE_HOBBIT.cardName)).toBeVisible();

  // The pen icon renames the custom shelf and the page follows the new name.
  await openBookNook(page);
  await viewAll(page, CUSTOM_SHELF);
  await page.getByRole('button', { name: 'Edit shelf name' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Edit shelf name' });
  const nameField = renameDialog.getByLabel('Shelf name');
  await expect(nameField).toHaveValue(CUSTOM_SHELF);
  await nameField.fill('  ');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog.getByText('Shelf name cannot be empty.', { exact: true })).toBeVisible();
  await nameField.fill(RENAMED_SHELF);
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toHaveCount(0);
  await expect(page).toHaveURL(shelfUrl(RENAMED_SHELF));
  await expect(page.getByRole('heading', { level: 1, name: RENAMED_SHELF, exact: true })).toBeVisible();
  await expect(shelfCard(page, RENAMED_SHELF, THE_HOBBIT.cardName)).toBeVisible();

  // Deleted from Book Nook after confirming; the book stays on Read.
  await openBookNook(page);
  await page.getByRole('region', { name: RENAMED_SHELF, exact: true }).getByRole('button', { name: `Delete Shelf ${RENAMED_SHELF}` }).click();
  const confirmDelete = page.getByRole('alertdialog', { name: 'Delete Shelf' });
  await expect(confirmDelete).toContainText(`Delete the shelf "${RENAMED_SHELF}"?`);
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete).toHaveCount(0);
  await expect(page.getByRole('region', { name: RENAMED_SHELF, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No custom shelves created yet.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Read', exact: true }).getByRole('button', { name: THE_HOBBIT.cardName, exact: true })).toBeVisible();
});

test("a reader views a public reader's shelves read-only and is refused a private reader's", async ({ page }) => {
  const publicReader = uniqueUser('public');
  const privateReader = uniqueUser('private');
  await createAccount(page, publicReader, 'public');
  await createAccount(page, privateReader, 'private');
  const publicSession = await apiLogIn(page.request, publicReader);
  await apiShelveBook(publicSession, SORCERERS_STONE.id, [builtInShelfId('Read')]);
  const favourites = await apiCreateShelf(publicSession, 'Favourites');
  await apiShelveBook(publicSession, THE_HOBBIT.id, [builtInShelfId('Want To Read'), favourites.id]);
  const privateSession = await apiLogIn(page.request, privateReader);
  await apiShelveBook(privateSession, SORCERERS_STONE.id, [builtInShelfId('Read')]);

  const viewer = uniqueUser('viewer');
  await createAccount(page, viewer);
  await logIn(page, viewer);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`/booknook/Read?userId=${publicSession.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Read', exact: true })).toBeVisible();
  await expect(page.getByText(`${publicReader.username}’s shelf`, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: `${publicReader.username}’s profile` })).toHaveAttribute('href', `/profile/${publicReader.username}`);
  await expect(shelfCard(page, 'Read', SORCERERS_STONE.cardName)).toBeVisible();

  await page.goto(`/booknook/${encodeURIComponent(favourites.name)}?userId=${publicSession.userId}`);
  await expect(shelfCard(page, favourites.name, THE_HOBBIT.cardName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit shelf name' })).toHaveCount(0);

  // The viewer's own Read shelf is a different one.
  await page.goto('/booknook/Read');
  await expect(page.getByText('No books in Read yet.', { exact: true })).toBeVisible();

  await page.goto(`/booknook/Read?userId=${privateSession.userId}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This profile is private.');
  await expect(page.getByRole('list', { name: 'Books in Read' })).toHaveCount(0);
  // A refused shelf shows no sort order, only the way back: Home, as the page was opened directly.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
