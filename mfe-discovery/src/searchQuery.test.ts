import { catalogueQuery } from './searchQuery';

describe('catalogueQuery', () => {
  it('sends the words as typed when no filter is chosen', () => {
    expect(catalogueQuery('  inauthor:austen ', '')).toBe('inauthor:austen');
  });

  it('puts a one-word search under the chosen filter', () => {
    expect(catalogueQuery('tolkien', 'author')).toBe('inauthor:tolkien');
  });

  it('quotes several words so the whole phrase stays under the filter', () => {
    expect(catalogueQuery('science fiction', 'subject')).toBe('subject:"science fiction"');
    expect(catalogueQuery('the "two" towers', 'title')).toBe('intitle:"the two towers"');
  });

  it("replaces an operator the reader typed with the filter's own", () => {
    expect(catalogueQuery('isbn:0439554934', 'title')).toBe('intitle:0439554934');
  });
});
