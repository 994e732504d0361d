// Titles and author names brought to the one form matching compares (issue 21: case, punctuation,
// diacritics and a series suffix such as "(Harry Potter, #1)" do not tell two books apart).

/** Letters that carry no combining mark to strip, written as the Latin letters readers type for them. */
const FOLDED_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Goodreads and The StoryGraph append the series: "(Harry Potter, #1)", "(Discworld #1-3)", "(Series #0.5)". */
const SERIES_SUFFIX = /\s*\([^()]*#\s*\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\)\s*$/;

/** The database's match_folded() removes the same (migration 048). */
const APOSTROPHES = /['’‘`]/g;

/** Lower case, no diacritics or combining marks. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Lower case, no diacritics, "&" read as "and", every run of other punctuation or space one space. */
function matchingWords(text: string): string {
  return folded(text)
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] as string)
    .replace(/&/g, ' and ')
    .replace(APOSTROPHES, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The title as matching compares it: "The Philosopher's Stone (Harry Potter, #1)" -> "the philosophers stone". */
export function matchingTitle(title: string): string {
  return matchingWords(title.replace(SERIES_SUFFIX, ''));
}

/** An author's name as matching compares it: "J.K. Rowling" and "J. K. Rowling" -> "j k rowling". */
export function matchingAuthor(name: string): string {
  return matchingWords(name);
}

/**
 * The runs of ASCII letters and digits of the text once apostrophes are gone, in order: every one of
 * them is in the catalogue's text of a title or name that matches, as the database's match_folded()
 * writes it ("Philosopher's" and "Philosophers" both hold "philosophers"; "Bjørn" holds "bj" and
 * "rn"). Joined by LIKE's wildcards, they let a trigram index find the few candidates before
 * matchingTitle and matchingAuthor decide.
 */
function asciiRuns(text: string): string[] {
  return folded(text)
    .replace(APOSTROPHES, '')
    .split(/[^a-z0-9]+/)
    .filter((run) => run.length > 0);
}

const containingInOrder = (runs: readonly string[]) => `%${runs.join('%')}%`;

/** The LIKE pattern of every catalogue title matching this one; undefined when it has no word an index can look for. */
export function titleSearchPattern(title: string): string | undefined {
  // "and" is left out: the catalogue may write "&".
  const runs = asciiRuns(title.replace(SERIES_SUFFIX, '')).filter((run) => run !== 'and');
  return runs.some((run) => run.length >= 3) ? containingInOrder(runs) : undefined;
}

/** The LIKE pattern of every catalogue author's name matching this one; undefined for a name too short to look for. */
export function authorSearchPattern(name: string): string | undefined {
  const runs = asciiRuns(name);
  if (runs.length > 0) return containingInOrder(runs);
  // A name written in another script: its surname as written, for the database to fold as it folds the catalogue.
  const surname = name.trim().split(/\s+/).at(-1)?.replace(APOSTROPHES, '') ?? '';
  return surname.length >= 2 ? containingInOrder([surname]) : undefined;
}
