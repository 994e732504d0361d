import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorText, IMPORT_MESSAGES, IMPORT_ROWS_PAGE, importQuery, type ImportRowReport, type ImportSummary } from '@booknook/api';
import { BookDetailsModal } from '@booknook/features';
import { Button, ErrorMessage, Loading, Pagination, ResultSummary, usePaging } from '@booknook/ui';
import { IMPORT_EXPORT_TEXT } from '../../messages';

/** The catalogue search for a row's book: its title and author, as a reader would type them. */
const searchPath = (row: ImportRowReport) => `/search/${encodeURIComponent(`${row.title} ${row.author}`.trim())}`;

function RowActions({ row, onOpen }: { row: ImportRowReport; onOpen: (bookId: string) => void }) {
  const canSearch = `${row.title}${row.author}`.trim() !== '';
  return (
    <div className="bn-import-export__actions">
      {row.bookId ? (
        // Named with the book, since every row has one; the name begins with the visible words.
        <Button variant="secondary" aria-label={`${IMPORT_EXPORT_TEXT.openBook}: ${row.title}`} onClick={() => onOpen(row.bookId!)}>
          {IMPORT_EXPORT_TEXT.openBook}
        </Button>
      ) : null}
      {/* A skipped row, or a book made from the row, may be in the catalogue under another edition. */}
      {canSearch && row.outcome !== 'added' && row.outcome !== 'alreadyThere' ? (
        <Link to={searchPath(row)} aria-label={`${IMPORT_EXPORT_TEXT.searchCatalogue} for ${row.title || row.author}`}>
          {IMPORT_EXPORT_TEXT.searchCatalogue}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Every row that was skipped or changed on its way in (only=attention), a page at a time, each with
 * its reason and what a reader can do about it: open the book it went to, or search the catalogue.
 */
export function ImportAttentionRows({ job }: { job: ImportSummary }) {
  const [page, setPage] = useState(1);
  const [openBookId, setOpenBookId] = useState<string | null>(null);
  const rows = useQuery({
    ...importQuery(job.id, { only: 'attention', offset: (page - 1) * IMPORT_ROWS_PAGE, limit: IMPORT_ROWS_PAGE }),
    placeholderData: keepPreviousData,
  });
  const total = rows.data?.rowsTotal;
  const { summaryRef, goToPage, totalPages } = usePaging(page, total, IMPORT_ROWS_PAGE, setPage);

  if (rows.isPending) return <Loading label={IMPORT_EXPORT_TEXT.attentionHeading} />;
  if (rows.isError) return <ErrorMessage>{errorText(rows.error, IMPORT_MESSAGES.fetchFailed)}</ErrorMessage>;
  if (rows.data.rowsTotal === 0) return <p className="bn-import-export__hint">{IMPORT_EXPORT_TEXT.noAttention}</p>;
  return (
    <div className="bn-import-export__part">
      <h4 className="bn-import-export__subheading">{IMPORT_EXPORT_TEXT.attentionHeading}</h4>
      <ResultSummary ref={summaryRef} total={rows.data.rowsTotal} noun={IMPORT_EXPORT_TEXT.attentionNoun} page={page} totalPages={totalPages} />
      <table className="bn-import-rows">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Book</th>
            <th scope="col">What happened</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.data.rows.map((row) => (
            <tr key={row.line}>
              <td data-label="Line">{row.line}</td>
              <td data-label="Book">
                {/* One element per cell: on narrow screens each cell is a labelled two-column grid. */}
                <span>
                  {row.title || '—'}
                  {row.author ? <span className="bn-import-rows__author"> by {row.author}</span> : null}
                </span>
              </td>
              <td data-label="What happened">
                <span>
                  <strong>{IMPORT_EXPORT_TEXT.outcome[row.outcome]}</strong>
                  {row.reason ? <>: {row.reason}</> : null}
                </span>
              </td>
              <td data-label="Actions">
                <RowActions row={row} onOpen={setOpenBookId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination currentPage={page} totalPages={totalPages} onPageChange={goToPage} />
      {openBookId ? <BookDetailsModal bookId={openBookId} onClose={() => setOpenBookId(null)} /> : null}
    </div>
  );
}
