import { useMutation } from '@tanstack/react-query';
import { downloadExportMutation, errorText, type ExportKind } from '@booknook/api';
import { Button, ErrorMessage } from '@booknook/ui';
import { IMPORT_EXPORT_TEXT } from '../../messages';

const DOWNLOADS: ReadonlyArray<{ kind: ExportKind; label: string; hint: string }> = [
  { kind: 'goodreads', label: IMPORT_EXPORT_TEXT.downloadGoodreads, hint: IMPORT_EXPORT_TEXT.goodreadsHint },
  { kind: 'account', label: IMPORT_EXPORT_TEXT.downloadAccount, hint: IMPORT_EXPORT_TEXT.accountHint },
];

/** Hands a file to the browser to save, as a link with `download` would (the file came with the session's token). */
function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export: the library as Goodreads' CSV (which other services read) and the whole account as JSON. */
export function ExportDownloads() {
  const download = useMutation(downloadExportMutation());
  return (
    <div className="bn-import-export__part">
      <h3 className="bn-import-export__subheading">{IMPORT_EXPORT_TEXT.exportHeading}</h3>
      <ul className="bn-import-export__downloads">
        {DOWNLOADS.map(({ kind, label, hint }) => {
          const busy = download.isPending && download.variables === kind;
          return (
            <li key={kind}>
              <Button variant="secondary" disabled={download.isPending} aria-busy={busy || undefined} aria-describedby={`bn-export-${kind}-hint`} onClick={() => download.mutate(kind, { onSuccess: saveFile })}>
                {busy ? IMPORT_EXPORT_TEXT.downloading : label}
              </Button>
              <p id={`bn-export-${kind}-hint`} className="bn-import-export__hint">
                {hint}
              </p>
            </li>
          );
        })}
      </ul>
      {download.isError ? <ErrorMessage>{errorText(download.error, IMPORT_EXPORT_TEXT.downloadFailed)}</ErrorMessage> : null}
    </div>
  );
}
