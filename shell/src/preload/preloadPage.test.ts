import { fakeApi, genre, preference } from '@booknook/testing';
import { waitFor } from '@testing-library/react';
import { API_BASE, takeEarlyResponse } from '@booknook/api';
import axios from 'axios';
import { preloadPage } from './preloadPage';

/** The URL the app's HTTP client builds for a call, which is what it looks the early answer up by. */
const appUrl = (url: string, params?: Record<string, unknown>) => axios.getUri({ baseURL: API_BASE, url, params });

it("asks for Book Nook's shelves and remotes.json, each answer taken once by the URL the app builds", async () => {
  const api = fakeApi()
    .get('/remotes.json', () => ({ library: '/mfe/library/mf-manifest.json' }))
    .get('/books/shelf-books', (request) => ({ books: [], totalBooks: 0, shelf_id: request.query.get('shelfName') === 'Read' ? 3 : 1, shelf_type_id: 1 }))
    .get('/shelves/custom', () => [{ id: 10, name: 'Favourites', shelf_type_id: 2 }]);
  preloadPage('/booknook', null, 'stored-token');

  const read = await takeEarlyResponse(appUrl('/books/shelf-books', { shelfName: 'Read', sort: 'date_updated-DESC', offset: 0, limit: 10 }));
  expect(read).toEqual({ status: 200, data: { books: [], totalBooks: 0, shelf_id: 3, shelf_type_id: 1 } });
  expect(await takeEarlyResponse(appUrl('/shelves/custom', { user_id: undefined }))).toMatchObject({ data: [{ name: 'Favourites' }] });
  expect(await takeEarlyResponse('/remotes.json')).toMatchObject({ status: 200, data: { library: '/mfe/library/mf-manifest.json' } });
  expect(takeEarlyResponse(appUrl('/shelves/custom'))).toBeUndefined();
  expect(api.requests('GET', '/books/shelf-books')).toHaveLength(4);
  expect(api.requests('GET', '/books/shelf-books')[0]?.headers.authorization).toBe('Bearer stored-token');
});

it("follows Home's chain: the reader's genres, random ones excluding them, then each row's books, and the year's goal", async () => {
  const fantasy = genre(1, 'Fantasy');
  const horror = genre(3, 'Horror');
  const api = fakeApi()
    .get('/remotes.json', () => ({}))
    .get('/genre-preferences/top', () => [preference(fantasy)])
    .get('/genres/random', () => [horror])
    .get('/books-api', () => ({ items: [], totalItems: 0 }))
    .get('/goals/:year', () => ({ year: 2026, books: null, pages: null, booksRead: 0, pagesRead: 0 }));
  preloadPage('/home', null, 'stored-token');
  const year = new Date().getFullYear();
  await expect(takeEarlyResponse(appUrl(`/goals/${year}`, {}))).resolves.toMatchObject({ status: 200 });

  await expect(takeEarlyResponse(appUrl('/genre-preferences/top', { limit: 2 }))).resolves.toMatchObject({ status: 200 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await expect(takeEarlyResponse(appUrl('/genres/random', { limit: 3, exclude: '1' }))).resolves.toMatchObject({ data: [horror] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.requests('GET', '/books-api').map((request) => request.query.get('q'))).toEqual(['fantasy', 'horror']);
  await expect(takeEarlyResponse(appUrl('/books-api', { q: 'horror', startIndex: 0, maxResults: 10 }))).resolves.toMatchObject({ status: 200 });
});

it('asks for nothing on a page it does not know', () => {
  const api = fakeApi().get('/remotes.json', () => ({}));
  preloadPage('/stats', null, 'stored-token');
  expect(api.requests().map((request) => request.path)).toEqual(['/remotes.json']);
});

it("preloads the page's remote: its entry, and the scripts and stylesheets of its ./App", async () => {
  fakeApi()
    .get('/remotes.json', () => ({ library: '/mfe/library/mf-manifest.json' }))
    .get('/mfe/library/mf-manifest.json', () => ({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './App', assets: { js: { sync: ['app.1234abcd.js'] }, css: { sync: ['app.5678ef01.css'] } } }],
    }))
    .get('/books/shelf-books', () => ({ books: [], totalBooks: 0, shelf_id: 1, shelf_type_id: 1 }))
    .get('/shelves/custom', () => []);
  preloadPage('/booknook', 'library', 'stored-token');

  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [(link as HTMLLinkElement).as, new URL((link as HTMLLinkElement).href).pathname]);
  await waitFor(() => expect(preloads()).toHaveLength(3));
  expect(preloads()).toEqual([
    ['script', '/mfe/library/remoteEntry.js'],
    ['script', '/mfe/library/app.1234abcd.js'],
    ['style', '/mfe/library/app.5678ef01.css'],
  ]);
});
