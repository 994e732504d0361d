// One page of a dashboard table (spec sections 7 and 9): GET /users/all-users, GET /notifications
// and GET /reviews/all-reviews each sort by one of the spec's columns for that table, a page at a
// time, and say how many rows there are in all. The client's sortBy never becomes SQL: the contract
// lets through only the spec's names, and each feature maps every name to an expression it wrote
// itself (a joined column such as User.username names the join's column). Every order ends on the
// row's id in the same direction, so rows with equal keys keep one order, pages never overlap or
// skip a row, and DESC lists exactly the reverse of ASC.
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { ADMIN_PAGE_SIZE, type AdminPageQuery, type AdminSortField, type AdminTable } from '@booknook/api/contract';

/** Text sorts ignore case ('ann' beside 'Ann'), as usernames and emails are unique regardless of case. */
export const textKey = (column: string) => sql<string>`lower(${sql.ref(column)})`;

export interface AdminTableOrder<Table extends AdminTable> {
  /** What each of the table's sortBy names sorts by. */
  keys: Record<AdminSortField<Table>, Expression<unknown>>;
  /** The row's id: the order without sortBy, and the tie-break of every order. */
  id: Expression<number | string>;
}

/**
 * The rows of `matching` on the requested page in the requested order, and how many match in all.
 * `matching` selects nothing yet; `columns` adds what a row shows. `counted` is what the total is
 * counted on when fewer tables give the same number (joins that can neither drop nor repeat a row
 * only make the count slower).
 */
export async function adminTablePage<Table extends AdminTable, DB, TB extends keyof DB, Row, CountedDB = DB, CountedTB extends keyof CountedDB = keyof CountedDB>(
  matching: SelectQueryBuilder<DB, TB, object>,
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  order: AdminTableOrder<Table>,
  { offset = 0, limit = ADMIN_PAGE_SIZE, sortBy, sortOrder = 'ASC' }: AdminPageQuery<Table>,
  counted: SelectQueryBuilder<CountedDB, CountedTB, object> | SelectQueryBuilder<DB, TB, object> = matching,
): Promise<{ rows: Row[]; total: number }> {
  const direction = sortOrder === 'DESC' ? 'desc' : 'asc';
  const key = sortBy === undefined ? order.id : order.keys[sortBy];
  const [rows, count] = await Promise.all([
    columns(matching).orderBy(key, direction).orderBy(order.id, direction).limit(limit).offset(offset).execute(),
    (counted as SelectQueryBuilder<DB, TB, object>).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as Row[], total: Number((count as { total: string }).total) };
}
