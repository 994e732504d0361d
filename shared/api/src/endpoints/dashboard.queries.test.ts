import { MutationObserver, type MutationObserverOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { admin, fakeApi, reply, signInAs, type FakeApi } from '@booknook/testing';
import { createQueryClient } from '../queryClient';
import { libraryKeys } from './library.keys';
import { createNotificationMutation, deleteNotificationForEveryoneMutation, notificationKeys } from './notifications.queries';
import { deleteAnyReviewMutation, reviewKeys } from './reviews.queries';
import { accountKeys, deleteAccountMutation } from './users.queries';

let api: FakeApi;
let client: QueryClient;

const CACHED = {
  adminUsers: accountKeys.allUsers({ offset: 10, sortBy: 'email' }),
  adminNotifications: notificationKeys.allNotifications({ sortBy: 'User.username' }),
  adminReviews: reviewKeys.allReviews({ sortBy: 'Book.title', sortOrder: 'DESC' }),
  bookReviews: reviewKeys.book('gb-1'),
  readerReviews: reviewKeys.reader(5),
  ownReview: reviewKeys.own('gb-1'),
  profile: accountKeys.profile('reader5'),
  readersNotifications: notificationKeys.list(),
  shelf: libraryKeys.shelfBooks({ shelfName: 'Read', sort: 'date_updated-DESC', offset: 0, limit: 20 }),
} satisfies Record<string, QueryKey>;

type Cached = keyof typeof CACHED;

/** Which of the cached lists are marked stale now. */
function stale(): Cached[] {
  return (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated);
}

beforeEach(() => {
  signInAs(admin);
  api = fakeApi();
  client = createQueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, { cached: true });
});

/** Runs a mutation as a screen's useMutation would; a refusal is what some tests are about. */
function run<Answer, Variables>(options: MutationObserverOptions<Answer, Error, Variables>, variables: Variables): Promise<unknown> {
  return new MutationObserver(client, options).mutate(variables).catch(() => undefined);
}

it('deleting a user marks stale every dashboard table and every list their reviews or profile were in', async () => {
  api.delete('/users/:id', () => ({ message: 'User deleted successfully.' }));
  await run(deleteAccountMutation(), 5);
  expect(api.requests('DELETE', '/users/:id')[0]!.pathParams.id).toBe('5');
  expect(stale()).toEqual(['adminUsers', 'adminNotifications', 'adminReviews', 'bookReviews', 'readerReviews', 'ownReview', 'profile']);
});

it('a refused deletion marks the tables stale too: someone else may have deleted the row', async () => {
  api.delete('/users/:id', () => reply(404, { error: 'User not found' }));
  await run(deleteAccountMutation(), 5);
  expect(stale()).toContain('adminUsers');
});

it('deleting a review marks stale the reviews table and every reviews list of the other remotes', async () => {
  api.delete('/reviews/admin/:id', () => reply(204, null));
  await run(deleteAnyReviewMutation(), 31);
  expect(api.requests('DELETE', '/reviews/admin/:id')[0]!.pathParams.id).toBe('31');
  expect(stale()).toEqual(['adminReviews', 'bookReviews', 'readerReviews', 'ownReview']);
});

it('creating or deleting a notification marks stale the notifications table and the administrator’s own notifications', async () => {
  api.post('/notifications', () => reply(201, {})).delete('/notifications/:id', () => reply(204, null));
  await run(createNotificationMutation(), { title: 'Hi', message: 'All', notification_type: 'info', user_id: null });
  expect(stale()).toEqual(['adminNotifications', 'readersNotifications']);

  for (const key of Object.values(CACHED)) client.setQueryData(key, { cached: true });
  await run(deleteNotificationForEveryoneMutation(), 4);
  expect(stale()).toEqual(['adminNotifications', 'readersNotifications']);
  expect(api.requests('DELETE', '/notifications/:id')[0]!.query.get('scope')).toBeNull();
});
