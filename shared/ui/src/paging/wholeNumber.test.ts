import { parsePositiveWholeNumber, parseWholeNumber } from './wholeNumber';

it('reads a whole number written in digits, spaces around it allowed', () => {
  expect(parseWholeNumber('12')).toBe(12);
  expect(parseWholeNumber(' 12 ')).toBe(12);
  expect(parseWholeNumber('-3')).toBe(-3);
  expect(parseWholeNumber('0')).toBe(0);
});

it('refuses what is missing, blank, a fraction, text or too large to count exactly', () => {
  for (const raw of [null, undefined, '', '  ', '1.5', 'abc', '9007199254740993']) expect(parseWholeNumber(raw)).toBeNull();
});

it('reads a page or an id only when it is at least 1', () => {
  expect(parsePositiveWholeNumber('2')).toBe(2);
  expect(parsePositiveWholeNumber('0')).toBeUndefined();
  expect(parsePositiveWholeNumber('-2')).toBeUndefined();
  expect(parsePositiveWholeNumber(null)).toBeUndefined();
});
