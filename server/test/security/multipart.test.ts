// Malformed multipart bodies (issue 25, item 4): each shape the parser cannot read answered 500 (and
// a stack trace in the log) on every route that takes a body. Now each is a 400 with a sentence,
// read once at the edge for every route, public or not. Invalid UTF-8 in a form's text is refused
// like in a JSON body (it was stored as replacement characters).
import { USER_TYPE } from '@booknook/api/contract';
import { EDGE_MESSAGES } from '../../src/http/edge';
import { signUpAndLogIn, testAppForFile, type SignedIn } from '../helpers';
import { MALFORMED_MULTIPART } from './multipart-shapes';
import { apiRoutes } from './requests';

const t = testAppForFile({}, { catalogue: 'fixture' });
let admin: SignedIn;

beforeAll(async () => {
  admin = await signUpAndLogIn(t.app);
  await t.db.updateTable('users').set({ user_type_id: USER_TYPE.admin }).where('id', '=', admin.user.id).execute();
});

it.each(Object.entries(MALFORMED_MULTIPART))('answers %s with a 400 and its sentence on every route that takes a body', async (_, shape) => {
  const routes = apiRoutes(t.app).filter((route) => route.method !== 'GET');
  expect(routes.length).toBeGreaterThanOrEqual(20);
  const answers: Record<string, unknown> = {};
  for (const route of routes) {
    const url = route.url.replace(/:(\w+)/g, '1');
    const response = await t.app.inject({ method: route.method, url, headers: { ...admin.auth, 'content-type': shape.contentType }, payload: shape.body });
    answers[`${route.method} ${route.url}`] = [response.statusCode, response.json()];
  }
  expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((route) => [route, [400, { error: shape.refusal }]])));
});

it('refuses invalid UTF-8 in a form’s text field like in a JSON body, and stores nothing', async () => {
  const reader = await signUpAndLogIn(t.app);
  const boundary = 'utf8-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="display_name"\r\n\r\nBad `),
    Buffer.from([0xff, 0xfe]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...reader.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect([response.statusCode, response.json()]).toEqual([400, { error: EDGE_MESSAGES.invalidText('Display name') }]);
  const stored = await t.db.selectFrom('users').select('display_name').where('id', '=', reader.user.id).executeTakeFirstOrThrow();
  expect(stored.display_name).toBe(reader.fields.display_name);
});
