import { Type, type Static, type TNull } from '@sinclair/typebox';

/** Every error response of the API: one human-readable sentence, never a stack or SQL. */
export const ErrorResponse = Type.Object({ error: Type.String() }, { $id: 'ErrorResponse' });
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const Visibility = Type.Union([Type.Literal('public'), Type.Literal('private')]);
export type Visibility = Static<typeof Visibility>;

/** A reader's colour theme: `system` follows the device's light or dark preference. */
export const Theme = Type.Union([Type.Literal('system'), Type.Literal('light'), Type.Literal('dark')]);
export type Theme = Static<typeof Theme>;

/**
 * null in a request body, as `const: null` rather than `type: 'null'`, typed as TypeBox's null. The
 * server's validator coerces types in place, so `type: 'null'` would turn a 0, false or '' into null
 * (a user_id of 0 into every reader, an empty date into no date); and it goes first in a union, or a
 * number branch would turn null into 0 (a first reading goal without pages was refused for that).
 */
export function nullNeverCoerced(): TNull {
  const { type: _coercible, ...rest } = Type.Null();
  return { ...rest, const: null } as unknown as TNull;
}

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParam = Static<typeof IdParam>;

/** A catalogue volume id: the local catalogue's ('gb-…', 'pg-…') or an upstream provider's (Google Books ids are URL-safe). */
export const BookId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A rule the input breaks: the field it is about (a form shows the message there) and the user-visible message. */
export interface RuleProblem<Field extends string = string> {
  field: Field;
  message: string;
}
