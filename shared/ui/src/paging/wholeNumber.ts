/**
 * The whole number written in `raw` (a field's text, a query-string value, an attribute), or null
 * when it is missing, blank or not one: '12' and ' 12 ' are 12; '', '1.5', 'abc' and 2^53 are null.
 */
export function parseWholeNumber(raw: string | null | undefined): number | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** A whole number of at least 1 in `raw` (a page, an id), else undefined. */
export function parsePositiveWholeNumber(raw: string | null | undefined): number | undefined {
  const value = parseWholeNumber(raw);
  return value !== null && value >= 1 ? value : undefined;
}
