// The API's edge: checks every request passes before any route sees it, once for the whole API, so a
// route cannot forget them (docs/decisions/0008). Schema validation alone lets through three classes
// of input that later fail in the database or change what nobody asked to change:
// - text with NUL characters, lone UTF-16 surrogates or (in a JSON body or a query string) invalid
//   UTF-8 bytes, which PostgreSQL refuses (a 500) or the driver silently replaces;
// - values nested so deeply that walking them overflows the stack (a 10 KB JSON body of 5,000 levels);
// - numbers that are not finite: Ajv coerces 'Infinity' and '1e400' to Infinity and then skips its
//   minimum/maximum checks, and JSON.parse turns 1e400 into Infinity;
// - body fields a route does not name (mass assignment): every object of every body schema is closed,
//   so an unknown field is refused with its name instead of travelling on to a domain function;
// - multipart forms the parser cannot read (no boundary, a boundary that never closes, a body cut
//   short, a part without a name), whose parser errors were a 500 and a stack trace in the log.
import querystring from 'node:querystring';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors';
import { fieldLabel, type SchemaErrorDataVar } from './validation';

export const EDGE_MESSAGES = {
  invalidText: (field: string) => `${field} contains a character that is not allowed (NUL or invalid Unicode)`,
  notFinite: (field: string) => `${field} must be a finite number`,
  invalidUtf8: 'The request body is not valid UTF-8',
  tooDeep: (container: string) => `${container} is nested too deeply (at most ${MAX_NESTING_DEPTH} levels)`,
} as const;

/**
 * How deep params, query and body may nest. The API's deepest body (a catalogue volume sent with
 * POST /books-in-shelf) is 4 levels; the bound keeps every walk over a request short and shallow.
 */
export const MAX_NESTING_DEPTH = 32;

/** NUL, or half of a UTF-16 surrogate pair without its other half: neither can be stored as text. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = 'text' | 'number' | 'depth';

/**
 * The path of the first string or number in `value` that no route should receive, with its kind;
 * an object or array deeper than MAX_NESTING_DEPTH is a problem of its own, found before the walk
 * goes deeper than that (so the recursion is bounded whatever the request holds).
 */
function firstProblem(value: unknown, path: string[] = []): { path: string[]; problem: Problem } | null {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? { path, problem: 'text' } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, problem: 'number' };
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  if (path.length >= MAX_NESTING_DEPTH) return { path, problem: 'depth' };
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return { path: [...path, key], problem: 'text' };
    const found = firstProblem(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

const PARTS: ReadonlyArray<[SchemaErrorDataVar, (request: FastifyRequest) => unknown]> = [
  ['params', (request) => request.params],
  ['querystring', (request) => request.query],
  ['body', (request) => request.body],
];

/** Throws a 400 naming the first unsafe value of the request's params, query or body. */
function refuseUnsafeValues(request: FastifyRequest): void {
  for (const [dataVar, read] of PARTS) {
    const found = firstProblem(read(request));
    if (!found) continue;
    // A path thousands of levels long is no use to anyone: name the part of the request instead.
    if (found.problem === 'depth') throw new HttpError(400, EDGE_MESSAGES.tooDeep(fieldLabel([], dataVar)));
    const field = fieldLabel(found.path, dataVar);
    throw new HttpError(400, found.problem === 'text' ? EDGE_MESSAGES.invalidText(field) : EDGE_MESSAGES.notFinite(field));
  }
}

/** Stands in for %-escaped bytes that are not UTF-8: a lone surrogate, which the text check refuses by the field's name. */
const NOT_UTF8 = '\udcff';
const ESCAPED_BYTES = /(?:%[0-9A-Fa-f]{2})+/g;
// A byte-order mark inside a value is text like any other; only a JSON body's leading one is dropped.
const strictUtf8KeepingBom = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function decodeQueryText(text: string): string {
  return text.replace(ESCAPED_BYTES, (escaped) => {
    const bytes = Uint8Array.from(escaped.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
    try {
      return strictUtf8KeepingBom.decode(bytes);
    } catch {
      return NOT_UTF8;
    }
  });
}

/**
 * The API's query-string parser (Fastify's `routerOptions.querystringParser`). Fastify's own decodes
 * leniently: `?q=%FF` arrived as the three characters '%FF' and `%C0%AF` (an overlong '/') as text.
 * Here %-escapes are decoded as strict UTF-8, and bytes that are not UTF-8 become a lone surrogate,
 * which the edge's text check refuses with the field's name, as it does NUL (the parser runs while
 * the request is routed, where it cannot answer). A '%' that escapes nothing stays as it is, as in
 * Fastify's parser; '+' is a space.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  return query.length === 0 ? {} : querystring.parse(query, '&', '=', { decodeURIComponent: decodeQueryText }) as Record<string, string | string[]>;
}

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a body schema in which every object that does not say otherwise refuses unknown
 * properties. allOf cannot be closed part by part (each part would refuse the others' fields), so a
 * body schema using it is a mistake reported when the route is declared.
 */
export function closedSchema(schema: unknown, where: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closedSchema(item, where));
  if (!isSchema(schema)) return schema;
  if ('allOf' in schema) throw new Error(`${where}: body schemas cannot use allOf; use Type.Composite so unknown fields can be refused`);
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, closedSchema(property, where)]));
    } else if (key === 'items' || key === 'anyOf' || key === 'oneOf') {
      copy[key] = closedSchema(value, where);
    } else {
      copy[key] = value;
    }
  }
  if (schema.type === 'object' && isSchema(schema.properties) && !('additionalProperties' in schema)) copy.additionalProperties = false;
  // TypeBox marks its schemas with symbol keys (Kind, Optional), which Object.entries skips.
  for (const symbol of Object.getOwnPropertySymbols(schema)) copy[symbol as unknown as string] = schema[symbol as unknown as string];
  return copy;
}

function closeBodySchema(route: RouteOptions): void {
  const body = route.schema?.body;
  if (body === undefined) return;
  route.schema = { ...route.schema, body: closedSchema(body, `${String(route.method)} ${route.url}`) };
}

export const MULTIPART_MESSAGES = {
  noBoundary: 'The multipart form’s Content-Type must name a boundary (multipart/form-data; boundary=...)',
  unfinished: 'The multipart form ends before its closing boundary; send the whole form',
  unnamedPart: 'Every part of the multipart form needs a name (Content-Disposition: form-data; name="...")',
  unreadable: 'The multipart form could not be read; send it as a browser’s FormData would',
} as const;

/** RFC 2046: 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * What busboy substitutes for bytes that are not UTF-8. A form field's text cannot carry it, so that
 * such bytes are refused as a JSON body's are rather than stored as replacement characters.
 */
const REPLACEMENT_CHARACTER = '\uFFFD';

/** The parser's errors carry no status; the ones a client's bytes cause, by what busboy says. */
function refusal(error: unknown): unknown {
  if (typeof (error as { statusCode?: unknown })?.statusCode === 'number') return error;
  const message = error instanceof Error ? error.message : '';
  if (/boundary/i.test(message)) return new HttpError(400, MULTIPART_MESSAGES.noBoundary);
  if (/unexpected end/i.test(message)) return new HttpError(400, MULTIPART_MESSAGES.unfinished);
  return new HttpError(400, MULTIPART_MESSAGES.unreadable);
}

/**
 * A multipart form's fields by name: text as strings, files as Buffers, a repeated name as a list.
 * Every request sent as multipart/form-data, to whatever route, is read here before validation, so
 * the text checks and the routes' closed schemas judge it like a JSON body.
 */
async function readMultipartForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw new HttpError(400, MULTIPART_MESSAGES.noBoundary);
  const body: Record<string, unknown> = {};
  const { upload } = request.routeOptions.config;
  const fileNames: Record<string, string> = {};
  uploadedFileNames.set(request, fileNames);
  try {
    for await (const part of request.parts(upload ? { limits: { fileSize: upload.maxBytes } } : undefined)) {
      if (!part.fieldname) throw new HttpError(400, MULTIPART_MESSAGES.unnamedPart);
      if (part.type === 'file') fileNames[part.fieldname] = part.filename;
      const value = part.type === 'file' ? await part.toBuffer() : part.value;
      if (typeof value === 'string' && value.includes(REPLACEMENT_CHARACTER)) {
        throw new HttpError(400, EDGE_MESSAGES.invalidText(fieldLabel([part.fieldname], 'body')));
      }
      const earlier = body[part.fieldname];
      body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
    }
  } catch (error) {
    if (upload && (error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, upload.tooLarge);
    throw refusal(error);
  }
  return body;
}

const uploadedFileNames = new WeakMap<FastifyRequest, Record<string, string>>();

/** The name the client gave the file sent in the multipart field `field` ('' when none). */
export function uploadedFileName(request: FastifyRequest, field: string): string {
  return uploadedFileNames.get(request)?.[field] ?? '';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route taking a file larger than a profile picture: its limit, and the 413's sentence past it. */
    upload?: { maxBytes: number; tooLarge: string };
  }
}

/** Registers the edge checks on the app; call before any route is declared. */
export function registerEdgeChecks(app: FastifyInstance): void {
  app.addHook('onRoute', closeBodySchema);

  // The default JSON parser decodes bytes as UTF-8 with replacement characters, hiding invalid
  // input; decode strictly first, then let Fastify's own parser (prototype-poisoning guards) parse.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, EDGE_MESSAGES.invalidUtf8), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipartForm(request);
  });
  // Before validation, so text is judged as it arrived; numbers are judged after Ajv's coercion,
  // which is where 'Infinity' becomes a number.
  app.addHook('preValidation', async (request) => refuseUnsafeValues(request));
  app.addHook('preHandler', async (request) => refuseUnsafeValues(request));
}
