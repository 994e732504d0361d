import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelImportMutation,
  errorText,
  forgetImportedData,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importListQuery,
  importProgressUpdate,
  importQuery,
  importRunning,
  startImportMutation,
  type ImportSummary,
} from '@booknook/api';
import { useRealtimeConnection, useRealtimeEvent } from '@booknook/realtime';
import { Button, ErrorMessage, Loading, StatusMessage } from '@booknook/ui';
import { IMPORT_EXPORT_TEXT } from '../../messages';
import { ExportDownloads } from './ExportDownloads';
import { ImportFileDrop } from './ImportFileDrop';
import { ImportAttentionRows } from './ImportReport';
import { ImportCountList, ImportProgress } from './ImportProgress';
import './importExport.css';

/** How often a running import is asked about while the realtime connection is down (it tells otherwise). */
export const IMPORT_POLL_MS = 3000;

const FILE_HINT = IMPORT_EXPORT_TEXT.fileHint(IMPORT_MAX_BYTES / 1024 / 1024, IMPORT_MAX_ROWS.toLocaleString('en-US'));

function ChooseFile({ onStarted }: { onStarted: (id: number) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const start = useMutation(startImportMutation());
  const client = useQueryClient();

  const choose = (chosen: File) => {
    start.reset();
    // The server refuses it too; this spares the reader sending 20 MB to hear so.
    setTooLarge(chosen.size > IMPORT_MAX_BYTES);
    setFile(chosen);
  };

  const submit = () => {
    if (!file || tooLarge) return;
    start.mutate(
      { file, fileName: file.name },
      {
        onSuccess: ({ id }) => onStarted(id),
        // A 409 means an import of theirs runs (another tab started it): the list shows it.
        onError: () => void client.invalidateQueries({ queryKey: importListQuery().queryKey }),
      },
    );
  };

  return (
    <>
      <ImportFileDrop file={file} onChange={choose} hint={FILE_HINT} />
      {tooLarge ? <ErrorMessage>{IMPORT_MESSAGES.tooLarge}</ErrorMessage> : null}
      {start.isError ? <ErrorMessage>{errorText(start.error, IMPORT_MESSAGES.startFailed)}</ErrorMessage> : null}
      <div className="bn-import-export__actions">
        <Button savesChanges disabled={!file || tooLarge || start.isPending} aria-busy={start.isPending || undefined} onClick={submit}>
          {start.isPending ? IMPORT_EXPORT_TEXT.starting : IMPORT_EXPORT_TEXT.startImport}
        </Button>
      </div>
    </>
  );
}

const ENDED_TEXT: Record<Exclude<ImportSummary['status'], 'queued' | 'running'>, string> = {
  done: IMPORT_EXPORT_TEXT.done,
  failed: IMPORT_EXPORT_TEXT.failed,
  cancelled: IMPORT_EXPORT_TEXT.cancelled,
};

/** One import: its progress while it runs, then its report. */
function ImportJobView({ id, focusOnShow, onDismiss }: { id: number; focusOnShow: boolean; onDismiss: () => void }) {
  const live = useRealtimeConnection() === 'connected';
  // The summary alone: the report's rows are their own paged query.
  const job = useQuery({
    ...importQuery(id, { limit: 1 }),
    // Realtime brings each batch while connected; without it, ask until the job ends.
    refetchInterval: (query) => (!live && query.state.data && importRunning(query.state.data.status) ? IMPORT_POLL_MS : false),
  });
  const cancel = useMutation(cancelImportMutation());
  const client = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const running = job.data ? importRunning(job.data.status) : null;
  const wasRunning = useRef(running);

  // The Import button has gone: the reader continues at the import's heading, once it is there.
  const loaded = job.isSuccess;
  useEffect(() => {
    if (focusOnShow && loaded) headingRef.current?.focus();
  }, [focusOnShow, loaded]);

  // Connected, the shell hears the import's end and does this for every screen.
  useEffect(() => {
    if (!live && wasRunning.current === true && running === false) forgetImportedData(client);
    wasRunning.current = running;
  }, [live, running, client]);

  if (job.isPending) return <Loading label={IMPORT_EXPORT_TEXT.progressLabel} />;
  if (job.isError) return <ErrorMessage>{errorText(job.error, IMPORT_MESSAGES.fetchFailed)}</ErrorMessage>;
  const current = job.data;
  return (
    <div className="bn-import-export__part">
      <h4 ref={headingRef} tabIndex={-1} className="bn-import-export__subheading">
        {running ? IMPORT_EXPORT_TEXT.importing(current.fileName) : IMPORT_EXPORT_TEXT.imported(current.fileName)}
      </h4>
      <ImportProgress job={current} />
      {running && !live ? <p className="bn-import-export__hint">{IMPORT_EXPORT_TEXT.offlineNote}</p> : null}
      {current.status === 'failed' ? (
        <ErrorMessage>
          {IMPORT_EXPORT_TEXT.failed} {current.reason}
        </ErrorMessage>
      ) : running ? null : (
        <StatusMessage>{ENDED_TEXT[current.status as keyof typeof ENDED_TEXT]}</StatusMessage>
      )}
      <ImportCountList counts={current.counts} label={IMPORT_EXPORT_TEXT.countsLabel} />
      {cancel.isError ? <ErrorMessage>{errorText(cancel.error, IMPORT_EXPORT_TEXT.cancelFailed)}</ErrorMessage> : null}
      {running ? (
        <div className="bn-import-export__actions">
          <Button variant="secondary" savesChanges disabled={cancel.isPending} onClick={() => cancel.mutate(id)}>
            {IMPORT_EXPORT_TEXT.cancelImport}
          </Button>
        </div>
      ) : (
        <>
          <ImportAttentionRows job={current} />
          <div className="bn-import-export__actions">
            <Button variant="secondary" onClick={onDismiss}>
              {IMPORT_EXPORT_TEXT.importAnother}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * Import: choose or drop a file, follow it, read its report. An import still running when the reader
 * comes back (GET /imports lists it) is shown again, whichever tab started it.
 */
function ImportPanel() {
  const client = useQueryClient();
  const list = useQuery(importListQuery());
  const [shown, setShown] = useState<{ id: number; startedHere: boolean } | null>(null);
  const runningId = list.data?.imports.find((job) => importRunning(job.status))?.id;

  useRealtimeEvent('importProgress', (progress) => importProgressUpdate(client, progress));

  // Kept once found, so its report stays when it ends.
  useEffect(() => {
    if (runningId !== undefined && shown === null) setShown({ id: runningId, startedHere: false });
  }, [runningId, shown]);

  return (
    <div className="bn-import-export__part">
      <h3 className="bn-import-export__subheading">{IMPORT_EXPORT_TEXT.importHeading}</h3>
      <p className="bn-import-export__intro">{IMPORT_EXPORT_TEXT.importIntro}</p>
      {list.isPending ? (
        <Loading label={IMPORT_EXPORT_TEXT.progressLabel} />
      ) : shown ? (
        <ImportJobView key={shown.id} id={shown.id} focusOnShow={shown.startedHere} onDismiss={() => setShown(null)} />
      ) : (
        <ChooseFile onStarted={(id) => setShown({ id, startedHere: true })} />
      )}
      {list.isError ? <ErrorMessage>{errorText(list.error, IMPORT_MESSAGES.fetchFailed)}</ErrorMessage> : null}
    </div>
  );
}

/** Settings' Import and export (issue 21). */
export function ImportExportSection() {
  return (
    <section className="bn-import-export" aria-labelledby="bn-import-export-heading">
      <h2 id="bn-import-export-heading" className="bn-import-export__heading">
        {IMPORT_EXPORT_TEXT.heading}
      </h2>
      <ImportPanel />
      <ExportDownloads />
    </section>
  );
}
