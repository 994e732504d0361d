import type { ShelfList } from '../contract';
import { http } from '../http';

export async function getShelves(): Promise<ShelfList> {
  const { data } = await http.get<ShelfList>('/shelves');
  return data;
}
