// Parses the Google Books-style `q` of GET /books-api into free text and field operators.
import { compactIsbn, isValidIsbn10, isValidIsbn13 } from './isbn';

export interface ParsedQuery {
  /** Free text for websearch_to_tsquery: words, "quoted phrases", -excluded words and OR. */
  text: string;
  /** The free text's positive words, for the prefix and typo-tolerant second pass. */
  words: string[];
  /** Words to leave out (-word), kept in the second pass too. */
  excluded: string[];
  /** The free text offers alternatives ('cats OR dogs'): the second pass then accepts any word. */
  anyWord: boolean;
  intitle: string[];
  inauthor: string[];
  subject: string[];
  isbn: string[];
}

/** Bad input the client can fix; the route answers 400 with the message. */
export class QueryError extends Error {}

const OPERATORS = ['intitle', 'inauthor', 'subject', 'isbn'] as const;
type Operator = (typeof OPERATORS)[number];

/** operator:"a phrase" | operator:word | -"phrase" | "phrase" | -word | word (an unclosed quote runs to the end). */
const TOKEN = /(?:^|\s)(-?)(?:(intitle|inauthor|subject|isbn):\s*)?(?:"([^"]*)"?|(\S+))?/gi;

/** Letters and digits of a string, split into lower-case words. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A q that is nothing but an ISBN (what people paste into the search box) is an isbn: search. */
function bareIsbn(q: string): string | null {
  if (!/^[\dxX\s-]+$/.test(q)) return null;
  const isbn = compactIsbn(q);
  return isValidIsbn10(isbn) || isValidIsbn13(isbn) ? isbn : null;
}

export function parseQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = { text: '', words: [], excluded: [], anyWord: false, intitle: [], inauthor: [], subject: [], isbn: [] };
  const isbn = bareIsbn(q.trim());
  if (isbn) return { ...parsed, isbn: [isbn] };
  const text: string[] = [];
  for (const match of q.matchAll(TOKEN)) {
    const [token, minus = '', key, phrase, word] = match;
    const operator = OPERATORS.find((name) => name === key?.toLowerCase());
    const value = (phrase ?? word ?? '').trim();
    if (operator) {
      if (minus) throw new QueryError(`-${operator}: is not supported; only words and phrases can be excluded.`);
      addOperator(parsed, operator, value);
    } else if (!value) {
      continue;
    } else if (minus) {
      text.push(token.trim());
      parsed.excluded.push(...wordsOf(value));
    } else {
      text.push(token.trim());
      const isOrKeyword = phrase === undefined && /^or$/i.test(value);
      if (isOrKeyword) parsed.anyWord = true;
      else parsed.words.push(...wordsOf(value));
    }
  }
  parsed.text = text.join(' ');
  const searchesSomething = parsed.words.length + parsed.intitle.length + parsed.inauthor.length + parsed.subject.length + parsed.isbn.length > 0;
  if (!searchesSomething) throw new QueryError('q must contain a word, a quoted phrase or an operator with a value (intitle:, inauthor:, subject:, isbn:).');
  return parsed;
}

function addOperator(parsed: ParsedQuery, operator: Operator, value: string): void {
  if (!value) throw new QueryError(`${operator}: needs a value, for example ${operator}:${EXAMPLES[operator]}.`);
  if (operator === 'isbn') {
    const isbn = compactIsbn(value);
    if (!isValidIsbn10(isbn) && !isValidIsbn13(isbn)) {
      throw new QueryError(`isbn: needs a valid 10- or 13-character ISBN, for example isbn:${EXAMPLES.isbn}.`);
    }
    parsed.isbn.push(isbn);
    return;
  }
  parsed[operator].push(value);
}

const EXAMPLES: Record<Operator, string> = {
  intitle: 'hobbit',
  inauthor: 'austen',
  subject: 'fantasy',
  isbn: '978-0-439-02348-1',
};
