import { useEffect, useState, type ReactNode } from 'react';
import type { UseMutationOptions, UseQueryResult } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, ADMIN_SUCCESS_MS, type AdminTable } from '@booknook/api';
import { Button, EmptyState, ErrorMessage, Loading, Pagination, ResultSummary, StatusMessage, usePaging, useTimedMessage, type SetUrlListState } from '@booknook/ui';
import { DeleteDialog } from '../components/DeleteDialog';
import { SortableTable, type Column } from './SortableTable';
import { sortedBy, type TableState } from './tableState';

/** How a table's rows are deleted: each row's Delete button, its confirmation and what is said after. */
export interface RowDeletion<Row extends { id: number | string }, Answer> {
  /** Completes the button's accessible name, 'Delete {name}', so each row's button says which row. */
  name: (row: Row) => string;
  /** What a row that cannot be deleted shows instead of the button (null: every row can be). */
  kept?: (row: Row) => ReactNode | null;
  confirmation: (row: Row) => { title: string; message: string; confirmLabel: string };
  mutation: UseMutationOptions<Answer, Error, Row['id']>;
  failedText: string;
  deletedText: string;
}

export interface TablePanelProps<Row extends { id: number | string }, Table extends AdminTable, Data extends { total: number }, Answer> {
  caption: string;
  /** Singular and plural of what a row is, for the summary line ('12 users · page 2 of 2'). */
  noun: readonly [string, string];
  list: UseQueryResult<Data>;
  rowsOf: (data: Data) => readonly Row[];
  columns: ReadonlyArray<Column<Row, Table>>;
  state: TableState<Table>;
  onStateChange: SetUrlListState<TableState<Table>>;
  loadFailedText: string;
  emptyText: string;
  deletion: RowDeletion<Row, Answer>;
  /** What goes above the table, e.g. a Create button; `announce` shows a success text as a deletion's is. */
  toolbar?: (announce: (message: string) => void) => ReactNode;
  /** Buttons a row has before its Delete button; `announce` shows their success text as a deletion's is. */
  rowActions?: (row: Row, announce: (message: string) => void) => ReactNode;
}

/**
 * One dashboard table with its loading, error and empty states, summary line and page buttons, a
 * Delete button on each row with its confirmation, and the success text for 3 seconds. Each success
 * moves focus to the summary line, since the row that had it is gone.
 */
export function TablePanel<Row extends { id: number | string }, Table extends AdminTable, Data extends { total: number }, Answer>({
  caption,
  noun,
  list,
  rowsOf,
  columns,
  state,
  onStateChange,
  loadFailedText,
  emptyText,
  deletion,
  toolbar,
  rowActions,
}: TablePanelProps<Row, Table, Data, Answer>) {
  const total = list.data?.total ?? 0;
  const { summaryRef, goToPage, totalPages } = usePaging(state.page, list.data?.total, ADMIN_PAGE_SIZE, (page, options) => onStateChange({ page }, options));
  const [status, announce, announced] = useTimedMessage(ADMIN_SUCCESS_MS);
  const [deleting, setDeleting] = useState<Row | null>(null);

  useEffect(() => {
    if (announced > 0) summaryRef.current?.focus();
  }, [announced, summaryRef]);

  const withDelete: ReadonlyArray<Column<Row, Table>> = [
    ...columns,
    {
      header: 'Actions',
      kind: 'actions',
      cell: (row) => (
        <>
          {rowActions?.(row, announce)}
          {deletion.kept?.(row) ?? (
            <Button variant="danger" className="admin-table__delete" onClick={() => setDeleting(row)}>
              Delete<span className="visually-hidden"> {deletion.name(row)}</span>
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <section className="admin-panel" aria-label={caption}>
      {toolbar ? <div className="admin-panel__toolbar">{toolbar(announce)}</div> : null}
      {/* Keyed by the showing: a second deletion with the same sentence is announced again. */}
      {status ? <StatusMessage key={announced}>{status}</StatusMessage> : null}
      <ResultSummary ref={summaryRef} total={total} noun={noun} page={Math.min(state.page, totalPages)} totalPages={totalPages} />
      {list.isPending ? <Loading label={`Loading ${noun[1]}…`} /> : null}
      {list.isError ? <ErrorMessage>{loadFailedText}</ErrorMessage> : null}
      {list.data && total === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      {list.data && total > 0 ? (
        <>
          <SortableTable
            caption={caption}
            columns={withDelete}
            rows={rowsOf(list.data)}
            sortBy={state.sortBy}
            sortOrder={state.sortOrder}
            onSort={(field) => onStateChange(sortedBy(state, field))}
            busy={list.isPlaceholderData}
          />
          <Pagination currentPage={Math.min(state.page, totalPages)} totalPages={totalPages} onPageChange={goToPage} />
        </>
      ) : null}
      {deleting ? (
        <DeleteDialog
          {...deletion.confirmation(deleting)}
          deletion={deletion.mutation}
          id={deleting.id}
          failedText={deletion.failedText}
          onDeleted={() => {
            setDeleting(null);
            announce(deletion.deletedText);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
