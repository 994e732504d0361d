import { progressPercent } from '../books';

export interface ReadingProgressProps {
  currentPage: number;
  pageCount: number | null;
  /** Names the bar, e.g. 'Reading progress of Emma'. */
  label: string;
}

/** A progress bar with the page and percentage written beside it, so colour is never the only cue. */
export function ReadingProgress({ currentPage, pageCount, label }: ReadingProgressProps) {
  const percent = progressPercent(currentPage, pageCount);
  const pages = pageCount ? `Page ${currentPage} of ${pageCount}` : 'Page count not set';
  return (
    <div className="library-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% read, ${pages.toLowerCase()}`}
        className="library-progress__track"
      >
        <span className="library-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="library-progress__text">
        {pages} · {percent}%
      </span>
    </div>
  );
}
