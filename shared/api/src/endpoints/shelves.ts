import type { ShelfList } from '../contract';
import { http } from '../http';

export async function getShelves(): Promise<ShelfList> {
  return http.get<ShelfList>('/shelves');
}
