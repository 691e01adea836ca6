import type { ReactNode } from "react";
import type { DataTableColumn } from "./data-table";

/** How some of a list's columns draw their cell; the others show the row's value. */
export type Renderers<Row> = Partial<Record<string, (row: Row) => ReactNode>>;

/** A list's columns in the catalogue's order, named by `t` (`columns.<key>`); `more` start hidden. */
export const columnsOf = <Row>(
  t: (key: string) => string,
  keys: readonly string[],
  more: readonly string[],
  renderers: Renderers<Row>,
  fallback?: (key: string) => (row: Row) => ReactNode,
): DataTableColumn<Row>[] =>
  [...keys, ...more].map((key) => ({
    accessor: key,
    title: t(`columns.${key}`),
    hidden: more.includes(key),
    render: renderers[key] ?? fallback?.(key),
  }));
