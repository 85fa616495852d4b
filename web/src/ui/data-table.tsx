import type { HTMLAttributes, ReactNode } from 'react';

/** One column: its header, how a row's cell reads, and optional classes and alignment. */
export interface Column<T> {
  header: string;
  /** The header is for screen readers only (an actions column). */
  hideHeader?: boolean;
  cell(row: T): ReactNode;
  /** Classes added to the cell after `px-3 py-2` (and `text-right` when aligned right). */
  className?: string;
  align?: 'left' | 'right';
  /** The cell names its row: `<th scope="row">` in medium weight. */
  rowHeader?: boolean;
  /** Extra attributes of the cell (title, data-*). */
  cellProps?(row: T): HTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string>;
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  /** Classes added to a row after its bottom border, and extra attributes (data-status). */
  rowClassName?(row: T): string;
  rowProps?(row: T): Record<`data-${string}`, string>;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: ReactNode;
  /** Classes of the scrolling box around the table. */
  className?: string;
}

const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** The dashboard's list table: a labelled table with column headers, one row per item, optional row headers. */
export function DataTable<T>({ label, columns, rows, rowKey, rowClassName, rowProps, empty, className }: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <div className={className}>
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="text-xs text-slate-500 uppercase">
          <tr className="border-b border-slate-200">
            {columns.map((c) =>
              c.hideHeader ? (
                <th key={c.header} scope="col" className="px-3 py-2">
                  <span className="sr-only">{c.header}</span>
                </th>
              ) : (
                <th key={c.header} scope="col" className={join('px-3 py-2', c.align === 'right' && 'text-right', 'font-medium')}>
                  {c.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)} className={join('border-b border-slate-100 last:border-0', rowClassName?.(row))}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.header}
                    scope={c.rowHeader ? 'row' : undefined}
                    {...c.cellProps?.(row)}
                    className={join('px-3 py-2', c.align === 'right' && 'text-right', c.rowHeader && 'font-medium', c.className)}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
