// Where each dashboard table is (spec sections 4 and 9): its page and its order. Clicking the column
// it is sorted by flips the direction; another column sorts by that one, ascending; either goes back
// to page 1. Without a choice a table is in id order, ascending, as the server lists it.
import type { AdminPageQuery, AdminSortField, AdminTable, SortOrder } from '@booknook/api';

export interface TableState<Table extends AdminTable> {
  page: number;
  sortBy: AdminSortField<Table>;
  sortOrder: SortOrder;
}

/** Every table of spec section 9 starts in id order; the Books tab (issue 21), which has no id column, oldest first. */
export function initialTableState<Table extends AdminTable>(sortBy = 'id' as AdminSortField<Table>): TableState<Table> {
  return { page: 1, sortBy, sortOrder: 'ASC' };
}

export function sortedBy<Table extends AdminTable>(state: TableState<Table>, field: AdminSortField<Table>): TableState<Table> {
  const sortOrder: SortOrder = field === state.sortBy && state.sortOrder === 'ASC' ? 'DESC' : 'ASC';
  return { page: 1, sortBy: field, sortOrder };
}

/** The call for the state's page of `pageSize` rows. */
export function pageQuery<Table extends AdminTable>({ page, sortBy, sortOrder }: TableState<Table>, pageSize: number): AdminPageQuery<Table> {
  return { offset: (page - 1) * pageSize, limit: pageSize, sortBy, sortOrder };
}
