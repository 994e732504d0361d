// ISBN arithmetic shared by the seed builder (which repairs the source's numeric ISBNs) and the
// search (which accepts `isbn:` with or without hyphens).

/** Removes the hyphens and spaces people type inside ISBNs and upper-cases a final x. */
export function compactIsbn(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = isbn[i] as string;
    sum += (10 - i) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The source stored ISBN-10s as numbers, which dropped leading zeros: left-pad to 10 and keep the
 * result only when its check digit holds, so a mangled value never becomes a wrong ISBN.
 */
export function repairIsbn10(raw: string): string | null {
  const compact = compactIsbn(raw);
  if (!/^\d{1,9}[\dX]$/.test(compact)) return null;
  const padded = compact.padStart(10, '0');
  return isValidIsbn10(padded) ? padded : null;
}

/** ISBN-13 of a valid ISBN-10: the 978 prefix, the first nine digits and a new check digit. */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}
