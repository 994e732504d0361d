// The dashboard's tables (spec sections 2, 7 and 9): GET /users/all-users, GET /notifications and
// GET /reviews/all-reviews take offset, limit, sortBy and sortOrder and answer one page with the
// total. sortBy is one of the spec's columns for that table and nothing else.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADMIN_PAGE_SIZE_MAX, ADMIN_SORT_FIELDS, SORT_ORDERS, type AdminSortField, type AdminTable, type SortOrder } from './constants';

/** Without sortBy a table is listed by id, ascending. */
export function adminPageQuery<Fields extends readonly string[]>(fields: Fields) {
  return Type.Object({
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX })),
    sortBy: Type.Optional(Type.Union(fields.map((field) => Type.Literal(field)) as unknown as TSchema[])),
    sortOrder: Type.Optional(Type.Union(SORT_ORDERS.map((order) => Type.Literal(order)))),
  });
}

export interface AdminPageQuery<Table extends AdminTable> {
  offset?: number;
  limit?: number;
  sortBy?: AdminSortField<Table>;
  sortOrder?: SortOrder;
}

/** GET /users/all-users; `search` narrows to usernames or emails containing it (the Create Notification user picker). */
export const AdminUsersQuery = Type.Composite([adminPageQuery(ADMIN_SORT_FIELDS.users), Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) })]);
export type AdminUsersQuery = AdminPageQuery<'users'> & { search?: string };
export const AdminNotificationsQuery = adminPageQuery(ADMIN_SORT_FIELDS.notifications);
export type AdminNotificationsQuery = AdminPageQuery<'notifications'>;
export const AdminReviewsQuery = adminPageQuery(ADMIN_SORT_FIELDS.reviews);
export type AdminReviewsQuery = AdminPageQuery<'reviews'>;

export const AdminUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  user_type_id: Type.Integer(),
  date_created: Type.String({ format: 'date-time' }),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserList = Type.Object({ users: Type.Array(AdminUser), total: Type.Integer() });
export type AdminUserList = Static<typeof AdminUserList>;
