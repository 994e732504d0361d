// Mass assignment, for every route that takes a body (issue 9): each is sent the valid body of its
// authorization-matrix row plus a field no route lists, as JSON or as the multipart form it takes,
// and must refuse it by name. A new write route whose body schema is not closed fails here. Each is
// sent by a caller the route lets through (the owner, or an administrator for an admin-only route),
// since a refused caller never reaches the body's validation.
import { testAppForFile } from '../helpers';
import { newAdmin, newOwner } from './people';
import { ROUTE_MATRIX } from './route-matrix';

const t = testAppForFile({}, { catalogue: 'fixture' });

// A column of every account that no body may name. (PUT /settings takes back user_type_id, id and
// date_created as GET /settings gave them, and refuses them by name when they differ: settings.test.ts.)
const UNLISTED = 'password_hash';

/** The row's body as a multipart form (a row may give one itself, with a file), plus `extra` fields. */
function multipartForm(fields: object, extra: object): FormData {
  const form = new FormData();
  const entries = fields instanceof FormData ? [...fields.entries()] : Object.entries(fields);
  for (const [name, value] of [...entries, ...Object.entries(extra)]) form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

it('refuses a field the route does not list on every route with a body, JSON or multipart', async () => {
  const routes = t.app.apiRoutes.filter((route) => route.schema.body !== undefined);
  expect(routes.length).toBeGreaterThan(10);
  const isMultipart = (route: (typeof routes)[number]) => (route.schema as { consumes?: string[] }).consumes?.includes('multipart/form-data') ?? false;
  const answers: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const row = ROUTE_MATRIX[key];
    if (!row) throw new Error(`${key} has no row in route-matrix.ts`);
    const owner = await newOwner(t);
    const sender = row.expect.owner === 403 ? await newAdmin(t) : owner;
    const { url, payload = {} } = row.request(owner);
    const multipart = isMultipart(route);
    const send = (extra: object = {}) =>
      t.app.inject({ method: route.method as 'POST', url, headers: sender.auth, payload: multipart ? multipartForm(payload, extra) : { ...payload, ...extra } });

    // Refused first: the valid body may end the owner's session (a password change).
    const withUnlisted = await send({ [UNLISTED]: 1 });
    const valid = await send();
    answers.push(`${key} (${multipart ? 'multipart' : 'JSON'}): valid body ${valid.statusCode === 400 ? `refused: ${valid.body}` : 'taken'}; with ${UNLISTED}: ${withUnlisted.statusCode} ${withUnlisted.body}`);
  }
  expect(answers).toEqual(
    routes.map(
      (route) =>
        `${route.method} ${route.url} (${isMultipart(route) ? 'multipart' : 'JSON'}): valid body taken; with ${UNLISTED}: 400 {"error":"Request body has an unexpected field '${UNLISTED}'"}`,
    ),
  );
});
