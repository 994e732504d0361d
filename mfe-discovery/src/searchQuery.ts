import { NO_FILTER, type Filter } from './listParams';

const FILTER_OPERATORS: Record<Exclude<Filter, typeof NO_FILTER>, string> = {
  title: 'intitle:',
  author: 'inauthor:',
  subject: 'subject:',
};

/** An operator the reader typed themselves, e.g. 'inauthor:austen' or 'isbn:0141439513'. */
const TYPED_OPERATOR = /^(intitle|inauthor|subject|isbn):\s*/i;

/**
 * The catalogue query for what the reader searched and the chosen filter. With no filter the words
 * go as typed; a filter replaces any operator the reader typed with its own. The catalogue's
 * operators take one word or a quoted phrase, so several words are quoted to stay under the filter.
 */
export function catalogueQuery(search: string, filter: Filter): string {
  const words = search.trim();
  if (filter === NO_FILTER) return words;
  const value = words.replace(TYPED_OPERATOR, '').replace(/"/g, '').trim();
  return `${FILTER_OPERATORS[filter]}${/\s/.test(value) ? `"${value}"` : value}`;
}
