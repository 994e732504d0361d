// Issue 25, item 6: a reader has at most CUSTOM_SHELVES_MAX custom shelves (5,000 were made in 4.4 s,
// and a profile's viewer then downloaded all of them), and shelf lists come a page at a time, by
// default the whole list, which the cap keeps short.
import { BUILT_IN_SHELVES, CUSTOM_SHELVES_MAX, SHELF_LIMIT_MESSAGES, SHELF_LIST_MAX, SHELF_TYPE } from '@booknook/api/contract';
import { testAppForFile } from './helpers';
import { ids, signedInReader } from './library-fixtures';

const t = testAppForFile();

/** Custom shelves made straight in the database, as many as a test needs. */
async function makeShelves(userId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => ({ user_id: userId, name: `Shelf ${index + 1}`, shelf_type_id: SHELF_TYPE.custom }));
  await t.db.insertInto('shelves').values(rows).execute();
}

it(`refuses a reader’s custom shelf past ${CUSTOM_SHELVES_MAX}, saying so, and takes one again once a shelf goes`, async () => {
  const reader = await signedInReader(t);
  await makeShelves(reader.id, CUSTOM_SHELVES_MAX - 1);
  const last = await reader.api.call('POST', '/shelves', { name: 'The last one' });
  expect(last.statusCode).toBe(201);
  const refused = await reader.api.call('POST', '/shelves', { name: 'One too many' });
  expect([refused.statusCode, refused.json()]).toEqual([409, { error: SHELF_LIMIT_MESSAGES.tooManyShelves }]);

  expect((await reader.api.call('DELETE', `/shelves/${last.json<{ id: number }>().id}`)).statusCode).toBe(204);
  expect((await reader.api.call('POST', '/shelves', { name: 'One too many' })).statusCode).toBe(201);
  // Another reader's shelves are not counted against this one.
  expect((await (await signedInReader(t)).api.call('POST', '/shelves', { name: 'Mine' })).statusCode).toBe(201);
});

it('makes no more than the cap when the last places are asked for at once', async () => {
  const reader = await signedInReader(t);
  await makeShelves(reader.id, CUSTOM_SHELVES_MAX - 2);
  const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => reader.api.call('POST', '/shelves', { name })));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
});

it('pages GET /shelves and GET /shelves/custom, answering the whole list by default', async () => {
  const owner = await signedInReader(t);
  await makeShelves(owner.id, 30);
  const all = await owner.api.call('GET', '/shelves');
  expect(ids(all)).toHaveLength(BUILT_IN_SHELVES.length + 30);
  expect(ids(await owner.api.call('GET', '/shelves?limit=3&offset=2'))).toEqual(ids(all).slice(2, 5));

  const viewer = await signedInReader(t);
  const custom = await viewer.api.call('GET', `/shelves/custom?user_id=${owner.id}`);
  expect(ids(custom)).toEqual(ids(all).slice(BUILT_IN_SHELVES.length));
  expect(ids(await viewer.api.call('GET', `/shelves/custom?user_id=${owner.id}&limit=10&offset=25`))).toEqual(ids(custom).slice(25));
  for (const query of ['limit=0', `limit=${SHELF_LIST_MAX + 1}`, 'offset=-1', 'limit=ten']) {
    expect([query, (await viewer.api.call('GET', `/shelves?${query}`)).statusCode]).toEqual([query, 400]);
  }
});
