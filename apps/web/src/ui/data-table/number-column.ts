import type { ReactNode } from "react";
import type { DataTableColumn } from "./data-table";

/** A column of figures, right-aligned as numbers are read. */
export const numberColumn = <T>(
  accessor: string,
  title: string,
  render: (row: T) => ReactNode,
): DataTableColumn<T> => ({ accessor, title, textAlign: "right", render });
