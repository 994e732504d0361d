// About 350 Gutenberg titles are also goodbooks books (Pride and Prejudice...). Both sources
// spell titles and names differently ('Jane Austen' vs 'Austen, Jane, 1775-1817', 'The Iliad' vs
// 'Iliad'), so books are compared on a normalised title and the authors' surnames.
import type { SeedBook } from '../../src/catalogue/seed-format';

/** Lower case, no accents, no leading article, letters and digits only. */
export function normaliseTitle(title: string): string {
  const main = title.split(/[:;\n]/)[0] ?? '';
  return main
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an) /, '')
    .replace(/ /g, '');
}

/** The last word of 'First Last', normalised like titles ('Jr.' and similar suffixes skipped). */
export function surname(author: string): string {
  const words = author
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !['jr', 'sr', 'ii', 'iii', 'iv'].includes(word));
  return words[words.length - 1] ?? '';
}

/** One key per author, so a shared co-author is enough to recognise the same book. */
export function dedupeKeys(title: string, authors: readonly string[]): string[] {
  const normalised = normaliseTitle(title);
  return authors.map((author) => `${normalised}|${surname(author)}`);
}

/**
 * Gutenberg books whose title and an author's surname match a goodbooks book, or an earlier
 * Gutenberg book in the same language, are dropped: goodbooks has the richer record (ISBN, rating,
 * cover) and Gutenberg lists some works once per volume or edition.
 */
export function withoutDuplicates(goodbooks: readonly SeedBook[], gutenberg: readonly SeedBook[]): SeedBook[] {
  const known = new Set<string>();
  for (const book of goodbooks) {
    for (const key of dedupeKeys(book.title, book.authors)) known.add(key);
  }
  const kept: SeedBook[] = [];
  for (const book of gutenberg) {
    const keys = dedupeKeys(book.title, book.authors);
    const perLanguage = keys.map((key) => `${key}|${book.language ?? ''}`);
    if (keys.some((key) => known.has(key)) || perLanguage.some((key) => known.has(key))) continue;
    for (const key of perLanguage) known.add(key);
    kept.push(book);
  }
  return kept;
}
