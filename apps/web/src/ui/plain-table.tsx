import { Table, type TableProps, type TableTrProps } from "@mantine/core";
import type { Key, ReactNode } from "react";

/** One column of a PlainTable: its header (none for a column of buttons) and what a row shows in it. */
export type PlainColumn<T> = {
  title?: ReactNode;
  render: (row: T) => ReactNode;
  align?: "right" | "center";
  /** The cell names its row (a header cell with scope row), as a year heads its months. */
  rowHeader?: boolean;
};

type PlainTableProps<T> = Omit<TableProps, "children"> & {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A row's own props (its test id, a highlight). */
  rowProps?: (row: T) => Omit<TableTrProps, "children"> & { "data-testid"?: string };
};

/**
 * A short list held whole in memory (no paging, no column settings: the paged lists are DataTable's),
 * drawn as a striped Mantine table that scrolls sideways on a narrow screen.
 */
export function PlainTable<T>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  rowProps,
  ...table
}: PlainTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped {...table} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // Columns are fixed for a render: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Th key={index} ta={column.align}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns' place, as in the header
                  <Table.Th key={index} scope="row" ta={column.align}>
                    {column.render(row)}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns' place, as in the header
                  <Table.Td key={index} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
