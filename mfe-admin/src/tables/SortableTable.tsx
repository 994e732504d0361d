import { useId, type ReactNode } from 'react';
import type { AdminSortField, AdminTable, SortOrder } from '@booknook/api';

export interface Column<Row, Table extends AdminTable> {
  header: string;
  /** The sortBy name of a sortable column (spec section 9's list for the table). */
  sortField?: AdminSortField<Table>;
  cell: (row: Row) => ReactNode;
  /** 'long' cells wrap and clamp their text; 'actions' cells hold buttons. */
  kind?: 'long' | 'actions' | 'number';
}

export interface SortableTableProps<Row extends { id: number | string }, Table extends AdminTable> {
  /** Names the table (and its scrolling region) for assistive technology. */
  caption: string;
  columns: ReadonlyArray<Column<Row, Table>>;
  rows: readonly Row[];
  sortBy: AdminSortField<Table>;
  sortOrder: SortOrder;
  onSort: (field: AdminSortField<Table>) => void;
  /** Another page or order is loading; the current rows stay until it arrives. */
  busy: boolean;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/**
 * A table whose sortable column headers are buttons (keyboard-operable), the sorted one marked with
 * aria-sort. On a narrow screen each row becomes a card of labelled lines (each cell carries its
 * column's name in data-label), the sort buttons wrapping above them, so every column and the row's
 * actions stay on screen; the region still scrolls sideways if something cannot wrap, and is
 * focusable so the keyboard can scroll it too.
 */
export function SortableTable<Row extends { id: number | string }, Table extends AdminTable>({ caption, columns, rows, sortBy, sortOrder, onSort, busy }: SortableTableProps<Row, Table>) {
  const captionId = useId();
  return (
    <div className="admin-table__scroller" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sortField !== undefined && column.sortField === sortBy;
              return (
                <th key={column.header} scope="col" aria-sort={sorted ? ARIA_SORT[sortOrder] : undefined} className={column.kind ? `admin-table__${column.kind}` : undefined}>
                  {column.sortField === undefined ? (
                    column.header
                  ) : (
                    <button type="button" className="admin-table__sort" onClick={() => onSort(column.sortField!)}>
                      {column.header}
                      <span aria-hidden="true" className={sorted ? 'admin-table__arrow admin-table__arrow--active' : 'admin-table__arrow'}>
                        {sorted && sortOrder === 'DESC' ? '▼' : '▲'}
                      </span>
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.kind ? `admin-table__${column.kind}` : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
