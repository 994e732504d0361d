// Titles and author names brought to the one form matching compares (issue 21: case, punctuation,
// diacritics and a series suffix such as "(Harry Potter, #1)" do not tell two books apart).

/** Letters that carry no combining mark to strip, written as the Latin letters readers type for them. */
const FOLDED_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Goodreads and The StoryGraph append the series: "(Harry Potter, #1)", "(Discworld #1-3)", "(Series #0.5)". */
const SERIES_SUFFIX = /\s*\([^()]*#\s*\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\)\s*$/;

/** Lower case, no diacritics, "&" read as "and", every run of other punctuation or space one space. */
function matchingWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => FOLDED_LETTERS[letter] as string)
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
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
