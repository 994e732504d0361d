// Random and hostile requests for every API route, derived from the schemas each route was declared
// with (app.apiRoutes, the contract's TypeBox schemas): each parameter, query field and body field
// gets values of its declared type, values just outside its declared bounds, values of the wrong
// type and values that have broken servers before (NUL, lone surrogates, invalid UTF-8 escapes,
// Infinity, huge text, values nested thousands of levels deep, image bombs), plus fields the route
// does not name and ids of another reader's data.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { Jimp } from 'jimp';
import { BUILT_IN_SHELVES } from '@booknook/api/contract';
import { gif, pngHeader } from '../picture-files';
import { RawMultipart } from './multipart-shapes';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As declared: /api/shelves/:id. */
  url: string;
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: { schema: JsonSchema; multipart: boolean } | null;
}

/** Every route the app declared under /api, hidden from the OpenAPI document or not. */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  return app.apiRoutes.map(({ method, url, schema }) => ({
    method: method as ApiRoute['method'],
    url,
    params: (schema.params as JsonSchema | undefined) ?? null,
    query: (schema.querystring as JsonSchema | undefined) ?? null,
    body: schema.body ? { schema: schema.body as JsonSchema, multipart: (schema as { consumes?: string[] }).consumes?.includes('multipart/form-data') ?? false } : null,
  }));
}

/** The people whose data requests aim at: the victim (another reader) and the caller's own reader. */
export interface Target {
  id: number;
  username: string;
  email: string;
  pictureFilename: string;
  customShelfId: number;
  customShelfName: string;
  bookId: string;
  reviewId: number;
  readId: number;
  notificationId: number;
  addedBookId: string;
  coverFilename: string;
}

/**
 * A field of the victim's or the reader's data, resolved when the request is sent: the victim may
 * have been deleted and made again since the value was generated.
 */
export class TargetRef {
  constructor(
    readonly whose: 'victim' | 'reader',
    readonly field: keyof Target,
  ) {}

  [fc.toStringMethod](): string {
    return `${this.whose}.${this.field}`;
  }
}

/** JSON text sent as it is: values too deep for JSON.stringify (and for any recursive walk). */
export class RawJson {
  constructor(
    readonly json: string,
    readonly label: string,
  ) {}

  [fc.toStringMethod](): string {
    return this.label;
  }
}

/** %-escapes sent as they are in a URL: bytes that are not UTF-8, which no JavaScript string can hold. */
export class RawEscapes {
  constructor(readonly escaped: string) {}

  toJSON(): string {
    return this.escaped;
  }

  [fc.toStringMethod](): string {
    return `raw ${this.escaped}`;
  }
}

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = { a: value };
  return value;
};

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '%00',
  '\u202eevil',
  'Read\u200b',
  'Read\u3164',
  'Currently\u00a0Reading',
  'x'.repeat(10_000),
  'y'.repeat(100_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1.5',
  '0x1',
  ' 1',
  '{}',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
];

const HOSTILE_NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e21, Infinity, -Infinity];

/** Values far deeper or larger than any route takes. */
const HOSTILE_SHAPES = [
  new RawJson(`${'['.repeat(5000)}1${']'.repeat(5000)}`, 'an array nested 5,000 levels deep'),
  new RawJson(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'an object nested 5,000 levels deep'),
  nested(33),
  Array.from({ length: 20_000 }, () => 1),
  Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])),
];

/** Bytes that are not UTF-8, for query strings and paths: a lone byte, an overlong '/', a surrogate, past U+10FFFF, cut short. */
const INVALID_UTF8 = ['%FF', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', 'a%E2%82'].map((escaped) => new RawEscapes(escaped));

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.constantFrom(...HOSTILE_SHAPES),
  fc.constantFrom(...INVALID_UTF8),
);

/** Files for a multipart picture field: image bombs refused from their headers, a real picture, and things that are not pictures. */
export async function pictureFiles(): Promise<Buffer[]> {
  return [
    gif([32000, 32000], [[1, 1]]),
    gif([1, 1], [[20000, 20000]]),
    gif([1000, 1000], Array.from({ length: 20 }, (): [number, number] => [1000, 1000])),
    pngHeader(7071, 7071, Buffer.alloc(1000)),
    await new Jimp({ width: 48, height: 48, color: 0x884422ff }).getBuffer('image/png'),
    Buffer.from('<svg onload=alert(1)>'),
    Buffer.alloc(0),
  ];
}

/** Where a field's name (and for `id`, the route) says it holds an id of someone's data. */
function targetFieldsFor(name: string, url: string): Array<keyof Target> {
  if (/book/i.test(name)) return ['bookId'];
  if (/readId/.test(name)) return ['readId'];
  if (/shelf_ids/i.test(name)) return ['customShelfId'];
  if (/shelfName/i.test(name)) return ['customShelfName'];
  if (/filename/i.test(name)) return url.includes('/book-covers/') ? ['coverFilename'] : ['pictureFilename'];
  if (/username/i.test(name)) return ['username'];
  if (/email/i.test(name)) return ['email'];
  if (/user_?id/i.test(name)) return ['id'];
  if (name === 'id') {
    if (url.includes('/shelves/')) return ['customShelfId'];
    if (url.includes('/users/')) return ['id'];
    if (url.includes('/notifications/')) return ['notificationId'];
    if (url.includes('/reviews/')) return ['reviewId'];
    if (url.includes('/books/')) return ['addedBookId', 'bookId'];
    return ['id', 'customShelfId', 'notificationId'];
  }
  return [];
}

/** How values are made for one route: `aimed` sends well-typed requests at the victim's data only. */
export interface ValueContext {
  url: string;
  aimed: boolean;
  pictures: Buffer[];
}

function targetsFor(name: string, context: ValueContext): fc.Arbitrary<unknown> | null {
  const fields = targetFieldsFor(name, context.url);
  if (!fields.length) return null;
  const whose: Array<TargetRef['whose']> = context.aimed ? ['victim'] : ['victim', 'reader'];
  const refs = whose.flatMap((person) => fields.map((field) => new TargetRef(person, field)));
  // Built-in shelves are everyone's: a fair target for a reader who is not aimed at someone else.
  const builtIn = fields.includes('customShelfId') && !context.aimed ? [1, 3] : [];
  return fc.constantFrom<unknown>(...refs, ...builtIn);
}

function wellTyped(schema: JsonSchema, name: string, context: ValueContext, depth: number): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((branch) => wellTyped(branch, name, context, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -(2 ** 31);
      const max = schema.maximum ?? 2 ** 31 - 1;
      return context.aimed ? fc.integer({ min, max }) : fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max, min - 1, max + 1));
    }
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (context.aimed) return fc.string({ minLength: Math.max(schema.minLength ?? 0, 1), maxLength: Math.min(schema.maxLength ?? 40, 40) });
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        ...(schema.maxLength !== undefined ? [fc.constant('y'.repeat(schema.maxLength + 1))] : []),
      );
    case 'array':
      return depth > 2 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, name, context, depth + 1), { maxLength: 6 });
    case 'object':
      return depth > 2 ? fc.constant({}) : objectFor(schema, context, depth + 1);
    default:
      // Type.Unknown: a picture where the field is one, else anything.
      if (/picture/.test(name)) return fc.constantFrom(...context.pictures);
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

/**
 * A value for one field. Aimed: an id of the victim's data where the field holds one, else a value
 * of its declared type. Otherwise mostly of its declared type, often an id of the victim's or the
 * reader's data, sometimes hostile.
 */
export function valueFor(schema: JsonSchema, name: string, context: ValueContext, depth = 0): fc.Arbitrary<unknown> {
  const targets = targetsFor(name, context);
  if (context.aimed) {
    // A book sits on exactly one built-in shelf, so a list of shelves aimed at the victim's is one
    // built-in shelf and theirs.
    if (schema.type === 'array' && targetFieldsFor(name, context.url).includes('customShelfId')) {
      return fc.constantFrom(...BUILT_IN_SHELVES.map((shelf) => shelf.id)).map((builtIn) => [builtIn, new TargetRef('victim', 'customShelfId')]);
    }
    return targets ?? wellTyped(schema, name, context, depth);
  }
  return fc.oneof(
    { weight: 5, arbitrary: wellTyped(schema, name, context, depth) },
    { weight: targets ? 3 : 0, arbitrary: targets ?? fc.constant(null) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * An object with some of its declared fields (required ones mostly present) and, unless aimed, now
 * and then one it does not declare.
 */
export function objectFor(schema: JsonSchema, context: ValueContext, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, name, context, depth)]));
  const required = new Set(schema.required ?? []);
  if (context.aimed) return fc.record(fields, { requiredKeys: [...required] });
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.constantFrom(...Object.keys(properties), '__none__'),
      fc.option(fc.tuple(fc.constantFrom('user_type_id', 'user_id', 'id', 'is_admin', '__proto__', 'session_version'), hostileValue), { freq: 4 }),
    )
    .map(([record, dropped, extra]) => {
      const object: Record<string, unknown> = {};
      // Required fields stay unless this one run drops one of them on purpose.
      for (const name of Object.keys(properties)) {
        if (name in record && (name !== dropped || !required.has(name))) object[name] = record[name];
      }
      if (extra) Object.defineProperty(object, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
      return object;
    });
}

/** `value` with every TargetRef replaced by what it names now (refs sit at most a few levels down). */
export function resolveTargets(value: unknown, people: Record<TargetRef['whose'], Target>, depth = 0): unknown {
  if (value instanceof TargetRef) return people[value.whose][value.field];
  if (depth > 4 || typeof value !== 'object' || value === null || Buffer.isBuffer(value) || value instanceof RawJson || value instanceof RawEscapes || value instanceof RawMultipart) return value;
  if (Array.isArray(value)) return value.map((item) => resolveTargets(item, people, depth + 1));
  const resolved: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(resolved, key, { value: resolveTargets(item, people, depth + 1), enumerable: true, configurable: true, writable: true });
  }
  return resolved;
}

/**
 * JSON text in which non-finite numbers are written as 1e400 / -1e400 (which JSON.parse turns into
 * ±Infinity) and RawJson as its text.
 */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.json;
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'number' && !Number.isFinite(item)) return `__${item}__`;
    if (item instanceof RawJson) return `__raw${raw.push(item.json) - 1}__`;
    return item;
  });
  return text
    .replace(/"__Infinity__"/g, '1e400')
    .replace(/"__-Infinity__"/g, '-1e400')
    .replace(/"__NaN__"/g, 'null')
    .replace(/"__raw(\d+)__"/g, (_match, index: string) => raw[Number(index)]!);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawEscapes) return value.escaped;
  return typeof value === 'object' && value !== null ? jsonText(value) : String(value);
}

/**
 * A value %-encoded for a path or query string. A lone surrogate has no UTF-8 form, so it goes as the
 * bytes an attacker would send for it (its WTF-8 encoding, e.g. %ED%A0%80), which encodeURIComponent
 * refuses to produce; RawEscapes go as they are.
 */
export function urlText(value: unknown): string {
  if (value instanceof RawEscapes) return value.escaped;
  let encoded = '';
  for (const char of asText(value)) {
    const code = char.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/** A value as a multipart text field. */
export const formText = asText;
