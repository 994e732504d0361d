import { nextOffset } from './paging';

const page = (items: number, total: number) => ({ items: Array.from({ length: items }, (_, index) => index), total });
const itemsOf = (loaded: { items: number[] }) => loaded.items;

it('starts the next page where the loaded ones end, until every item is loaded', () => {
  expect(nextOffset([page(20, 45)], itemsOf)).toBe(20);
  expect(nextOffset([page(20, 45), page(20, 45)], itemsOf)).toBe(40);
  expect(nextOffset([page(20, 45), page(20, 45), page(5, 45)], itemsOf)).toBeUndefined();
});

it('ends the list at an empty page even when the total says there are more (items deleted meanwhile)', () => {
  expect(nextOffset([page(20, 45), page(0, 45)], itemsOf)).toBeUndefined();
  expect(nextOffset([], itemsOf)).toBeUndefined();
});
