import type { Read, ReadBody, ReadList } from '../contract';
import { http } from '../http';

const bookPath = (bookId: string) => encodeURIComponent(bookId);

/** The reads of the book (GET /reads/:bookId): the caller's, or another reader's when their main shelves are visible. Open read first, then newest first. */
export async function getReads(bookId: string, userId?: number): Promise<Read[]> {
  const { data } = await http.get<ReadList>(`/reads/${bookPath(bookId)}`, { params: { user_id: userId } });
  return data.reads;
}

/** Adds a read of the book (a past one, usually): dates "2024-03-15", "2024-03", "2024" or null. */
export async function addRead(bookId: string, body: ReadBody): Promise<Read> {
  const { data } = await http.post<Read>(`/reads/${bookPath(bookId)}`, body);
  return data;
}

/** Changes the dates sent of one of the caller's reads (null clears one); answers the read as stored. */
export async function updateRead(bookId: string, readId: number, body: ReadBody): Promise<Read> {
  const { data } = await http.put<Read>(`/reads/${bookPath(bookId)}/${readId}`, body);
  return data;
}

export async function deleteRead(bookId: string, readId: number): Promise<void> {
  await http.delete(`/reads/${bookPath(bookId)}/${readId}`);
}
