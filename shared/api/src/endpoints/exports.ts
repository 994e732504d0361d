// A reader's library and account taken out (issue 21): the two export files, fetched with the
// session's token (a plain link could not send it) and handed to the page as a file to save.
import { EXPORT_FILENAMES } from '../contract/constants';
import { http } from '../http';

export type ExportKind = keyof typeof EXPORT_FILENAMES;

const EXPORT_PATHS: Record<ExportKind, string> = { goodreads: '/exports/goodreads.csv', account: '/exports/account.json' };

/** GET /exports/goodreads.csv or GET /exports/account.json, as a file named as the server names it. */
export async function downloadExport(kind: ExportKind): Promise<File> {
  const { data } = await http.get<Blob>(EXPORT_PATHS[kind], { responseType: 'blob' });
  return new File([data], EXPORT_FILENAMES[kind], { type: data.type });
}
