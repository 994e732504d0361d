// Runs the authorization matrix (route-matrix.ts): every API route, called as anonymous, another
// reader, the owner and an administrator, each time against a fresh owner, must answer exactly as its
// row says. A route the API serves without a row, or a row without a route, fails here; the routes
// are the ones the app declared (app.apiRoutes), so a route hidden from the OpenAPI document counts.
import type { LightMyRequestResponse } from 'fastify';
import { testAppForFile } from '../helpers';
import { newAdmin, newOwner, newReader, type Caller, type Owner, type Person } from './people';
import { ROUTE_MATRIX, type Outcome } from './route-matrix';

const t = testAppForFile({}, { catalogue: 'fixture' });

const CALLERS: Caller[] = ['anonymous', 'otherReader', 'owner', 'admin'];

/** 'GET /api/shelves/:id', as each route was declared. */
function servedRoutes(): string[] {
  return t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
}

function outcomeOf(response: LightMyRequestResponse): Outcome | number {
  return response.statusCode >= 200 && response.statusCode < 300 ? 'ok' : response.statusCode;
}

async function callerFor(caller: Caller, owner: Owner): Promise<Person | null> {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'owner':
      return owner;
    case 'otherReader':
      return newReader(t);
    case 'admin':
      return newAdmin(t);
  }
}

it('has a row for every API route, and a route for every row', () => {
  expect(servedRoutes().sort()).toEqual(Object.keys(ROUTE_MATRIX).sort());
});

// Four callers per route, each against a fresh owner: about a second per route on a busy 2-core
// machine, more than the 60 s default once there are over forty routes (issue 13 brings 44).
const MATRIX_TIMEOUT_MS = 300_000;

it('answers every route as its row says, for each kind of caller', async () => {
  const mismatches: string[] = [];
  for (const [route, row] of Object.entries(ROUTE_MATRIX)) {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
    for (const caller of CALLERS) {
      const owner = await newOwner(t);
      const person = await callerFor(caller, owner);
      const { url, payload } = row.request(owner);
      const response = await t.app.inject({ method, url, ...(person ? { headers: person.auth } : {}), ...(payload ? { payload } : {}) });
      const got = outcomeOf(response);
      if (got !== row.expect[caller]) mismatches.push(`${route} as ${caller}: expected ${row.expect[caller]}, got ${got} ${response.body.slice(0, 120)}`);
    }
  }
  expect(mismatches).toEqual([]);
}, MATRIX_TIMEOUT_MS);
