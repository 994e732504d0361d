// Schema pieces every route plugin shares.
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@booknook/api/contract';

/** ErrorResponse is registered once (app.addSchema) and referenced, so OpenAPI lists it once. */
const errorRef = Type.Unsafe<ErrorResponse>({ $ref: `${ErrorResponse.$id}#` });

/** `{ 400: ErrorResponse, 401: ErrorResponse, ... }` for the listed statuses. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorRef])) as { [Code in Codes[number]]: typeof errorRef };
}

/** Routes that need a bearer token say so in the OpenAPI document. */
export const bearerAuth = [{ bearerAuth: [] }];
