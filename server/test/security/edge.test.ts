// The API's edge (docs/decisions/0008): text with NUL or invalid Unicode, numbers that are not finite
// and body fields a route does not name are refused with a 400 and a sentence, on every route, before
// a route or the database sees them. Each case here answered 500 (or stored what it should not) before.
import { Kind, Type } from '@sinclair/typebox';
import { USER_TYPE } from '@booknook/api/contract';
import { EDGE_MESSAGES, MAX_NESTING_DEPTH, closedSchema } from '../../src/http/edge';
import { newAccountFields, postSignUp, signUpAndLogIn, signUpForm, testAppForFile, type SignedIn } from '../helpers';
import { SHELF, addBook } from '../library-fixtures';

const t = testAppForFile({}, { catalogue: 'fixture' });
let reader: SignedIn;

beforeAll(async () => {
  reader = await signUpAndLogIn(t.app);
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string | Buffer, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...reader.auth, ...(typeof payload === 'string' || Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function expectRefused(response: Awaited<ReturnType<typeof call>>, error: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error } });
}

describe('mass assignment: sign-up never makes an administrator', () => {
  const adminCount = async () =>
    Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('user_type_id', '=', USER_TYPE.admin).executeTakeFirstOrThrow()).n);

  it.each(['1', '0x1', ' 1', '3', 'abc'])('refuses user_type_id %j in the multipart form and creates nobody', async (value) => {
    const fields = newAccountFields();
    const form = signUpForm(fields);
    form.append('user_type_id', value);
    const response = await postSignUp(t.app, form);
    await expectRefused(response, "Request body has an unexpected field 'user_type_id'");
    expect(await t.db.selectFrom('users').select('id').where('username', '=', fields.username).executeTakeFirst()).toBeUndefined();
    expect(await adminCount()).toBe(0);
  });

  it.each([1, '1', 3, null])('refuses user_type_id %j in a JSON body', async (value) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/create', payload: { ...newAccountFields(), user_type_id: value } });
    await expectRefused(response, "Request body has an unexpected field 'user_type_id'");
    expect(await adminCount()).toBe(0);
  });

  it('refuses any other unlisted field of any write route, by name', async () => {
    await expectRefused(await call('POST', '/shelves', { name: 'Mine', user_id: 1 }), "Request body has an unexpected field 'user_id'");
    const bookId = await addBook(t.db, { page_count: 100 });
    await expectRefused(await call('PUT', `/progress/${bookId}`, { current_page: 3, user_id: 1 }), "Request body has an unexpected field 'user_id'");
    await expectRefused(await call('POST', '/books-in-shelf', { book_id: bookId, shelf_ids: [SHELF.read], date_added: '2001-01-01' }), "Request body has an unexpected field 'date_added'");
    await expectRefused(await call('POST', '/auth/login', { email: 'a@example.com', password: 'x', remember: true }), "Request body has an unexpected field 'remember'");
  });
});

describe('closedSchema: every object of a body schema refuses properties it does not declare', () => {
  /** The part of a schema at `path`, e.g. at(schema, 'properties', 'volume'). */
  const at = (schema: unknown, ...path: Array<string | symbol | number>): unknown =>
    path.reduce<unknown>((node, key) => (node as Record<string | symbol | number, unknown>)[key], schema);

  it('closes the body and every object nested in it, in properties, array items and unions', () => {
    const body = Type.Object({
      name: Type.String(),
      volume: Type.Object({ title: Type.String(), identifiers: Type.Array(Type.Object({ type: Type.String() })) }),
      either: Type.Union([Type.Object({ a: Type.Integer() }), Type.Object({ b: Type.Integer() }), Type.Null()]),
    });
    const closed = closedSchema(body, 'POST /test');
    expect(at(closed, 'additionalProperties')).toBe(false);
    expect(at(closed, 'properties', 'volume', 'additionalProperties')).toBe(false);
    expect(at(closed, 'properties', 'volume', 'properties', 'identifiers', 'items', 'additionalProperties')).toBe(false);
    expect([0, 1, 2].map((branch) => at(closed, 'properties', 'either', 'anyOf', branch, 'additionalProperties'))).toEqual([false, false, undefined]);
    expect(closedSchema({ oneOf: [{ type: 'object', properties: { a: {} } }] }, 'POST /test')).toEqual({
      oneOf: [{ type: 'object', properties: { a: {} }, additionalProperties: false }],
    });
  });

  it('leaves the schema it was given, an explicit additionalProperties and free-form objects as they are', () => {
    const body = Type.Object({ tags: Type.Record(Type.String(), Type.String()), extra: Type.Object({ a: Type.String() }, { additionalProperties: true }) });
    const closed = closedSchema(body, 'POST /test');
    expect(at(closed, 'properties', 'extra', 'additionalProperties')).toBe(true);
    expect(at(closed, 'properties', 'tags', 'additionalProperties')).toBeUndefined();
    expect('additionalProperties' in body).toBe(false);
  });

  it('keeps the TypeBox markers that the type provider reads', () => {
    const closed = closedSchema(Type.Object({ a: Type.Optional(Type.String()) }), 'POST /test');
    expect(at(closed, Kind)).toBe('Object');
    expect(at(closed, 'properties', 'a', Kind)).toBe('String');
  });

  it('refuses allOf, whose parts cannot each be closed, naming the route', () => {
    const body = { allOf: [Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })] };
    expect(() => closedSchema(body, 'PUT /api/things/:id')).toThrow('PUT /api/things/:id: body schemas cannot use allOf; use Type.Composite so unknown fields can be refused');
    expect(() => closedSchema({ type: 'object', properties: { nested: body } }, 'POST /test')).toThrow(/cannot use allOf/);
  });
});

describe('text that cannot be stored', () => {
  it.each([
    ['a path parameter', 'GET', '/users/check-username/a%00b', undefined, 'Username'],
    ['an email in the path', 'GET', '/users/check-email/a%00%40example.com', undefined, 'Email'],
    ['a query string', 'GET', '/books-api?q=harry%00potter', undefined, 'Q'],
    ['a shelf name query', 'GET', '/books/shelf-books?shelfName=Read%00', undefined, 'shelfName'],
    ['a JSON body', 'POST', '/shelves', { name: 'a\u0000b' }, 'Name'],
    ['a login email', 'POST', '/auth/login', { email: 'x\u0000@example.com', password: 'p' }, 'Email'],
    ['a lone high surrogate', 'POST', '/shelves', { name: 'ab\ud800' }, 'Name'],
    ['a lone low surrogate', 'PUT', '/shelves/1', { name: '\udc00x' }, 'Name'],
  ] as const)('refuses NUL or invalid Unicode in %s', async (_where, method, url, payload, field) => {
    await expectRefused(await call(method, url, payload), EDGE_MESSAGES.invalidText(field));
  });

  it('refuses NUL in a multipart sign-up field', async () => {
    const response = await postSignUp(t.app, signUpForm(newAccountFields({ display_name: 'Nul\u0000Reader' })));
    await expectRefused(response, EDGE_MESSAGES.invalidText('Display name'));
  });

  it('refuses a JSON body that is not valid UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]);
    await expectRefused(await call('POST', '/shelves', bytes), EDGE_MESSAGES.invalidUtf8);
  });

  it.each([
    ['a byte that never starts a character', '/books-api?q=%FF', 'Q'],
    ['an overlong encoding of /', '/books-api?q=%C0%AF', 'Q'],
    ['an encoded UTF-16 surrogate', '/books-api?q=harry%ED%A0%80', 'Q'],
    ['a code point above U+10FFFF', '/books-api?q=%F4%90%80%80', 'Q'],
    ['a truncated character', '/books-api?q=%E2%82', 'Q'],
    ['a shelf name', '/books/shelf-books?shelfName=%FF', 'shelfName'],
    ['a parameter the route does not read', '/shelves?unread=%C0%AF', 'Unread'],
  ] as const)('refuses invalid UTF-8 in a query string: %s', async (_case, url, field) => {
    await expectRefused(await call('GET', url), EDGE_MESSAGES.invalidText(field));
  });

  it('still decodes a query string’s valid escapes, pluses and stray percent signs as before', async () => {
    const response = await call('GET', `/books-api?q=${encodeURIComponent('Tolkien ñ 📚')}+100%&maxResults=1`);
    expect(response.statusCode).toBe(200);
    const named = await call('GET', `/books/shelf-books?shelfName=${encodeURIComponent('Currently Reading')}`);
    expect(named.statusCode).toBe(200);
  });

  it('answers an invalid %-escape in the path with a sentence', async () => {
    const response = await call('GET', '/users/check-username/%C0%AF');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The address contains an invalid %-escape or character' });
  });

  it('still takes every other character, emoji and right-to-left text included', async () => {
    const response = await call('POST', '/shelves', { name: 'קריאה 📚 très' });
    expect(response.statusCode).toBe(201);
  });
});

describe('values nested deeper than any route takes', () => {
  /** `{"a":{"a":…}}` or `[[…]]` as JSON text, `levels` deep: 5,000 levels are 10 KB as arrays, 30 KB as objects. */
  const nested = (levels: number, shape: 'object' | 'array', inner = '1') =>
    shape === 'object' ? `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}` : `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

  it.each([
    ['POST', '/shelves', (deep: string) => `{"name":${deep}}`],
    // `book` takes anything (Type.Unknown), so nothing but the edge looks inside it.
    ['POST', '/books-in-shelf', (deep: string) => `{"book_id":"x","shelf_ids":[3],"book":${deep}}`],
    // A route without a body still has its body parsed and walked.
    ['DELETE', '/shelves/999', (deep: string) => deep],
    ['PUT', '/progress/x', (deep: string) => `{"current_page":${deep}}`],
  ] as const)('refuses a body nested 5,000 levels deep on %s %s with 400, not a stack overflow', async (method, url, body) => {
    for (const shape of ['object', 'array'] as const) {
      const payload = body(nested(5000, shape));
      expect(payload.length).toBeLessThan(31_000);
      await expectRefused(await call(method, url, payload), EDGE_MESSAGES.tooDeep('Request body'));
    }
  });

  it(`takes ${MAX_NESTING_DEPTH} levels and refuses one more`, async () => {
    const withCatalogueVolume = (levels: number) => `{"book_id":"missing-book","shelf_ids":[3],"book":${nested(levels - 1, 'object')}}`;
    expect((await call('POST', '/books-in-shelf', withCatalogueVolume(MAX_NESTING_DEPTH))).statusCode).toBe(404);
    await expectRefused(await call('POST', '/books-in-shelf', withCatalogueVolume(MAX_NESTING_DEPTH + 1)), EDGE_MESSAGES.tooDeep('Request body'));
  });

  it('finds NUL deep in a body before the depth limit', async () => {
    const payload = `{"book_id":"x","shelf_ids":[3],"book":${nested(10, 'object', '"a\\u0000b"')}}`;
    await expectRefused(await call('POST', '/books-in-shelf', payload), EDGE_MESSAGES.invalidText(`Book.${Array(10).fill('a').join('.')}`));
  });
});

describe('numbers that are not finite', () => {
  it.each(['Infinity', '-Infinity', '1e400', '-1e400'])('refuses %s in an integer parameter', async (value) => {
    await expectRefused(await call('GET', `/books-api?q=tolkien&startIndex=${value}`), EDGE_MESSAGES.notFinite('startIndex'));
    await expectRefused(await call('DELETE', `/users/${value}`), EDGE_MESSAGES.notFinite('Id'));
    await expectRefused(await call('GET', `/books/shelf-books?shelfName=Read&offset=${value}`), EDGE_MESSAGES.notFinite('Offset'));
  });

  it('refuses 1e400 in a JSON body, which JSON.parse turns into Infinity', async () => {
    const bookId = await addBook(t.db, { page_count: 100 });
    await expectRefused(await call('PUT', `/progress/${bookId}`, '{"current_page": 1e400}'), EDGE_MESSAGES.notFinite('Current page'));
  });
});

describe('finishing a book nobody counted the pages of', () => {
  it.each([-5, 2 ** 31, 10 ** 12])('keeps the page %s within 0 and the page-count limit instead of failing', async (page) => {
    const bookId = await addBook(t.db, { page_count: null });
    const response = await call('PUT', `/progress/${bookId}`, { current_page: page, status: 'Finished' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ current_page: number }>().current_page).toBe(page < 0 ? 0 : 100000);
  });
});
