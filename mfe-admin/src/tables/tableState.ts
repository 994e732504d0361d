// Where each dashboard table is (spec sections 4 and 9): its page and its order, kept in the URL
// (useUrlListState), so a reload or a shared link shows the same page. Clicking the column it is
// sorted by flips the direction; another column sorts by that one, ascending; either goes back to
// page 1. Without a choice a table is in id order, ascending, as the server lists it.
import { ADMIN_SORT_FIELDS, SORT_ORDERS, type AdminPageQuery, type AdminSortField, type AdminTable, type SortOrder } from '@booknook/api';
import { choiceParam, PAGE_PARAM, pageOffset, useUrlListState, type SetUrlListState, type UrlParams } from '@booknook/ui';

export interface TableState<Table extends AdminTable> {
  page: number;
  sortBy: AdminSortField<Table>;
  sortOrder: SortOrder;
}

/** Every table of spec section 9 starts in id order; the Books tab (issue 21), which has no id column, oldest first. */
export function initialTableState<Table extends AdminTable>(sortBy = 'id' as AdminSortField<Table>): TableState<Table> {
  return { page: 1, sortBy, sortOrder: 'ASC' };
}

/** A table's state in the URL, its parameters named after the table ('users_page'), so each table keeps its own while another tab is open. */
export function useTableState<Table extends AdminTable>(table: Table, sortBy?: AdminSortField<Table>): [TableState<Table>, SetUrlListState<TableState<Table>>] {
  const initial = initialTableState<Table>(sortBy);
  const params: UrlParams<TableState<Table>> = {
    page: PAGE_PARAM,
    sortBy: choiceParam<AdminSortField<Table>>(ADMIN_SORT_FIELDS[table], initial.sortBy),
    sortOrder: choiceParam(SORT_ORDERS, initial.sortOrder),
  };
  return useUrlListState(params, `${table}_`);
}

export function sortedBy<Table extends AdminTable>(state: TableState<Table>, field: AdminSortField<Table>): TableState<Table> {
  const sortOrder: SortOrder = field === state.sortBy && state.sortOrder === 'ASC' ? 'DESC' : 'ASC';
  return { page: 1, sortBy: field, sortOrder };
}

/** The call for the state's page of `pageSize` rows. */
export function pageQuery<Table extends AdminTable>({ page, sortBy, sortOrder }: TableState<Table>, pageSize: number): AdminPageQuery<Table> {
  return { offset: pageOffset(page, pageSize), limit: pageSize, sortBy, sortOrder };
}
