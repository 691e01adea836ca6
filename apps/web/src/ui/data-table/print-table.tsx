import "./print-table.css";
import type { Key, ReactNode } from "react";
import type { DataTableColumn } from "./data-table";

type PrintTableProps<T> = {
  /** The columns the screen shows, in its order (the user's column settings applied). */
  columns: readonly DataTableColumn<T>[];
  records: readonly T[];
  idAccessor?: (record: T) => Key;
  label?: string;
};

/**
 * Every row of a list as a plain table that shows only on paper (print-table.css: A4 landscape,
 * wrapping cells, headings repeated on each page), drawn with the screen's own cell renderers.
 */
export function PrintTable<T>({ columns, records, idAccessor, label }: PrintTableProps<T>) {
  const cell = (column: DataTableColumn<T>, record: T, index: number): ReactNode =>
    column.render
      ? column.render(record, index)
      : ((record as Record<string, unknown>)[column.accessor] as ReactNode);
  return (
    <table className="print-table" aria-label={label} data-testid="print-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.accessor} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => (
          <tr key={idAccessor ? idAccessor(record) : index}>
            {columns.map((column) => (
              <td key={column.accessor}>{cell(column, record, index)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
