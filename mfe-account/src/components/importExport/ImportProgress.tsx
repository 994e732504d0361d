import type { ImportCounts, ImportSummary } from '@booknook/api';
import { recognisedImport } from '@booknook/api';
import { IMPORT_EXPORT_TEXT } from '../../messages';

const numberFormat = new Intl.NumberFormat('en-US');

/** The counts in the order a reader asks about them: what came in, how it was found, what was made, what was not. */
const COUNT_LABELS: ReadonlyArray<[keyof ImportCounts, string]> = [
  ['added', 'Added'],
  ['alreadyThere', 'Already there'],
  ['matchedByIsbn', 'Matched by ISBN'],
  ['matchedByTitle', 'Matched by title'],
  ['createdBooks', 'Books created'],
  ['reviews', 'Reviews'],
  ['reads', 'Reads'],
  ['customShelves', 'Custom shelves'],
  ['skipped', 'Skipped'],
];

export function ImportCountList({ counts, label }: { counts: ImportCounts; label: string }) {
  return (
    <dl className="bn-import-counts" aria-label={label}>
      {COUNT_LABELS.map(([key, term]) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{numberFormat.format(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the file was recognised as, and a bar of the rows done so far. */
export function ImportProgress({ job }: { job: ImportSummary }) {
  // A queued job has not read its file yet: its size is not known.
  const known = job.total > 0;
  const summary = known ? IMPORT_EXPORT_TEXT.progress(numberFormat.format(job.processed), numberFormat.format(job.total)) : IMPORT_EXPORT_TEXT.waiting;
  const percent = known ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  return (
    <div className="bn-import-progress">
      {known ? <p className="bn-import-progress__recognised">{recognisedImport(job.format, job.total)}</p> : null}
      <div
        className="bn-import-progress__bar"
        role="progressbar"
        aria-label={IMPORT_EXPORT_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={known ? job.total : 100}
        aria-valuenow={known ? Math.min(job.processed, job.total) : 0}
        aria-valuetext={summary}
      >
        <span className="bn-import-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="bn-import-progress__summary">{summary}</p>
    </div>
  );
}
