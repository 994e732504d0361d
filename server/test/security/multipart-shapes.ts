// Multipart bodies no parser can read (issue 25, item 4): the edge test sends each to every route,
// and the fuzz test mixes them into its requests so the class stays closed.
import fc from 'fast-check';
import { MULTIPART_MESSAGES } from '../../src/http/edge';

const BOUNDARY = 'booknook-boundary';
const part = (headers: string, value: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${value}\r\n`;
const named = part('Content-Disposition: form-data; name="display_name"', 'Reader');
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

export interface MalformedMultipart {
  contentType: string;
  body: string;
  /** The sentence the edge answers with. */
  refusal: string;
}

export const MALFORMED_MULTIPART: Record<string, MalformedMultipart> = {
  'no boundary': { contentType: 'multipart/form-data', body: `${named}--${BOUNDARY}--\r\n`, refusal: MULTIPART_MESSAGES.noBoundary },
  'an empty boundary': { contentType: 'multipart/form-data; boundary=', body: `${named}--${BOUNDARY}--\r\n`, refusal: MULTIPART_MESSAGES.noBoundary },
  'a boundary that never closes': { contentType: withBoundary, body: named, refusal: MULTIPART_MESSAGES.unfinished },
  'a truncated body': { contentType: withBoundary, body: `--${BOUNDARY}\r\nContent-Disposition: form-da`, refusal: MULTIPART_MESSAGES.unfinished },
  'a part without a name': { contentType: withBoundary, body: `${part('Content-Disposition: form-data', 'x')}--${BOUNDARY}--\r\n`, refusal: MULTIPART_MESSAGES.unnamedPart },
  'a file part without a name': {
    contentType: withBoundary,
    body: `${part('Content-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png', 'x')}--${BOUNDARY}--\r\n`,
    refusal: MULTIPART_MESSAGES.unnamedPart,
  },
};

/** A body sent as it is, under its own Content-Type. */
export class RawMultipart {
  constructor(
    readonly contentType: string,
    readonly body: string,
  ) {}
}

/** The shapes above, forms cut short anywhere, and random text after a first boundary. */
export function malformedMultipart(): fc.Arbitrary<RawMultipart> {
  const wellFormed = `${named}--${BOUNDARY}--\r\n`;
  return fc.oneof(
    fc.constantFrom(...Object.values(MALFORMED_MULTIPART)).map((shape) => new RawMultipart(shape.contentType, shape.body)),
    fc.integer({ min: 1, max: wellFormed.length - 1 }).map((cut) => new RawMultipart(withBoundary, wellFormed.slice(0, cut))),
    fc.string({ unit: 'binary' }).map((text) => new RawMultipart(withBoundary, `--${BOUNDARY}\r\n${text}`)),
  );
}
