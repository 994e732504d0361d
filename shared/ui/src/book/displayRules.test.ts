import { clampRating, displayTitle, formatAuthors, publishedYear, starFills, truncateTitle } from './displayRules';

describe('truncateTitle', () => {
  it('keeps a title of exactly 50 characters', () => {
    const title = 'a'.repeat(50);
    expect(truncateTitle(title)).toBe(title);
  });

  it('cuts a longer title to its first 47 characters plus ...', () => {
    const title = `${'b'.repeat(47)}cdefgh`;
    expect(truncateTitle(title)).toBe(`${'b'.repeat(47)}...`);
    expect(truncateTitle(title)).toHaveLength(50);
  });
});

describe('displayTitle', () => {
  it.each([undefined, null, '', '   '])('shows Untitled for %p', (title) => {
    expect(displayTitle(title)).toBe('Untitled');
  });

  it('keeps a real title', () => {
    expect(displayTitle(' Emma ')).toBe('Emma');
  });
});

describe('formatAuthors', () => {
  it('lists up to three authors', () => {
    expect(formatAuthors(['Terry Pratchett', 'Neil Gaiman'])).toBe('Terry Pratchett, Neil Gaiman');
    expect(formatAuthors(['A', 'B', 'C'])).toBe('A, B, C');
  });

  it('shows the first three of more authors followed by , ...', () => {
    expect(formatAuthors(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C, ...');
  });

  it('says so when the catalogue names no author', () => {
    expect(formatAuthors(undefined)).toBe('Unknown author');
    expect(formatAuthors(['  '])).toBe('Unknown author');
  });
});

describe('clampRating and starFills', () => {
  it.each([
    [-1, 0],
    [7, 5],
    [3.2, 3.2],
    [Number.NaN, 0],
    [undefined, 0],
  ])('clamps %p to %p', (rating, expected) => {
    expect(clampRating(rating)).toBe(expected);
  });

  it('draws a half star for a fraction of .5 or more', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.74)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('draws no half star below .5', () => {
    expect(starFills(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('draws five stars at most and none below zero', () => {
    expect(starFills(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('publishedYear', () => {
  it('takes the year of a full or partial date', () => {
    expect(publishedYear('2005-07-16')).toBe('2005');
    expect(publishedYear('1813')).toBe('1813');
    expect(publishedYear('2005-07')).toBe('2005');
  });

  it('names a negative year BCE', () => {
    expect(publishedYear('-0750')).toBe('750 BCE');
  });

  it('has no year for a missing or unreadable date', () => {
    expect(publishedYear(undefined)).toBeNull();
    expect(publishedYear('unknown')).toBeNull();
  });
});
