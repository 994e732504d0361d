import { Type, type Static } from '@sinclair/typebox';

export const Shelf = Type.Object({ id: Type.Integer(), name: Type.String(), shelf_type_id: Type.Integer() });
export type Shelf = Static<typeof Shelf>;

export const ShelfList = Type.Array(Shelf);
export type ShelfList = Static<typeof ShelfList>;
