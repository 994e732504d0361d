// Turns schema validation failures into one sentence naming the field, e.g. 'Email is required' or
// 'Limit must be at most 40'. Used as Fastify's schemaErrorFormatter.
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';

/** Which part of the request failed: 'body', 'querystring', 'params' or 'headers'. */
export type SchemaErrorDataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1];

const CONTAINERS: Record<SchemaErrorDataVar, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameters',
  headers: 'Request headers',
};

const ARTICLE_TYPES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

function segments(instancePath: string): string[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * 'display_name' -> 'Display name' (fields people fill in); a camelCase name such as 'shelfName' or
 * 'maxResults' is an API parameter and is kept as written, so the caller knows which one to fix.
 * Nested paths keep their dots: 'volumeInfo.title'.
 */
export function fieldLabel(path: string[], dataVar: SchemaErrorDataVar): string {
  if (!path.length) return CONTAINERS[dataVar];
  const text = path.join('.');
  if (/[a-z][A-Z]/.test(text)) return text;
  const words = text.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function typeText(type: unknown): string {
  return String(type)
    .split(',')
    .map((name) => ARTICLE_TYPES[name] ?? name)
    .join(' or ');
}

function sentenceFor(
  error: FastifySchemaValidationError,
  all: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): string {
  const path = segments(error.instancePath);
  const field = fieldLabel(path, dataVar);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${fieldLabel([...path, String(params.missingProperty)], dataVar)} is required`;
    case 'type':
      return `${field} must be ${typeText(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${field} must be less than ${String(params.limit)}`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
    case 'anyOf': {
      const samePath = all.filter((other) => other.instancePath === error.instancePath);
      // A literal beside a typed value (null or an id): the typed branch's rule is the one to explain.
      const typedBranch = samePath.find((other) => other.keyword !== 'const' && other.keyword !== 'anyOf');
      if (typedBranch) return sentenceFor(typedBranch, all, dataVar);
      // A union of literals fails once per branch: list what every branch would have accepted.
      const allowed = samePath
        .filter((other) => other.keyword === 'const')
        .map((other) => String(other.params.allowedValue));
      return allowed.length ? `${field} must be one of: ${allowed.join(', ')}` : `${field} has an invalid value`;
    }
    case 'additionalProperties':
      return `${field} has an unexpected field '${String(params.additionalProperty)}'`;
    default:
      return `${field} is invalid`;
  }
}

/** The sentence for the first failure; Ajv stops at the first one anyway (allErrors is off). */
export function validationMessage(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): string {
  const first = errors[0];
  return first ? sentenceFor(first, errors, dataVar) : `${CONTAINERS[dataVar]} is invalid`;
}

export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new Error(validationMessage(errors, dataVar));
}
