import { Type, type Static } from '@sinclair/typebox';
import { CUSTOM_SHELVES_MAX, SHELF_LIST_MAX } from './constants';

export const Shelf = Type.Object({ id: Type.Integer(), name: Type.String(), shelf_type_id: Type.Integer() });
export type Shelf = Static<typeof Shelf>;

export const ShelfList = Type.Array(Shelf);
export type ShelfList = Static<typeof ShelfList>;

/**
 * A page of a shelf list (GET /shelves, GET /shelves/custom): by default the whole list, which the
 * cap on custom shelves keeps at most SHELF_LIST_MAX long.
 */
export const ShelfListPage = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SHELF_LIST_MAX, default: SHELF_LIST_MAX })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: SHELF_LIST_MAX, default: 0 })),
};
export const ShelfListQuery = Type.Object(ShelfListPage);
export type ShelfListQuery = Static<typeof ShelfListQuery>;

export const SHELF_LIMIT_MESSAGES = {
  tooManyShelves: `You can have at most ${CUSTOM_SHELVES_MAX} custom shelves; delete one to make another.`,
} as const;
