import { initialTableState, pageQuery, sortedBy } from './tableState';

it('starts on page 1 in id order, ascending', () => {
  expect(initialTableState<'users'>()).toEqual({ page: 1, sortBy: 'id', sortOrder: 'ASC' });
});

it('flips the direction when the sorted column is chosen again, and goes back to page 1', () => {
  const byName = { page: 3, sortBy: 'username', sortOrder: 'ASC' } as const;
  expect(sortedBy<'users'>(byName, 'username')).toEqual({ page: 1, sortBy: 'username', sortOrder: 'DESC' });
  expect(sortedBy<'users'>({ ...byName, sortOrder: 'DESC' }, 'username')).toEqual({ page: 1, sortBy: 'username', sortOrder: 'ASC' });
});

it('sorts a newly chosen column ascending, whatever the direction was, and goes back to page 1', () => {
  expect(sortedBy<'reviews'>({ page: 4, sortBy: 'rating', sortOrder: 'DESC' }, 'Book.title')).toEqual({ page: 1, sortBy: 'Book.title', sortOrder: 'ASC' });
});

it('asks for the page’s rows', () => {
  expect(pageQuery<'notifications'>({ page: 3, sortBy: 'User.username', sortOrder: 'DESC' }, 10)).toEqual({
    offset: 20,
    limit: 10,
    sortBy: 'User.username',
    sortOrder: 'DESC',
  });
});
