// Importing an export file (issue 21): start, follow, list and cancel the reader's imports.
import type { ImportJob, ImportList, ImportRowsQuery, ImportStarted } from '../contract';
import { http } from '../http';

/** Starts importing the file; the job runs on the server (202 with its id). */
export async function startImport(file: Blob, fileName: string): Promise<ImportStarted> {
  const body = new FormData();
  body.append('file', file, fileName);
  const { data } = await http.post<ImportStarted>('/imports', body);
  return data;
}

/** The job with a page of its rows' reports. */
export async function getImport(id: number, query: ImportRowsQuery = {}): Promise<ImportJob> {
  const { data } = await http.get<ImportJob>(`/imports/${id}`, { params: query });
  return data;
}

/** The reader's imports, newest first. */
export async function listImports(): Promise<ImportList> {
  const { data } = await http.get<ImportList>('/imports');
  return data;
}

/** Cancels a running import; what it imported stays. */
export async function cancelImport(id: number): Promise<void> {
  await http.delete(`/imports/${id}`);
}
