import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TPaged } from "@pragati/domain/contract";
import { PAGE_SIZES } from "@pragati/domain/contract";
import { IconAlertTriangle, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type DataTableColumn as MantineColumn, DataTable as MantineDataTable } from "mantine-datatable";
import "mantine-datatable/styles.css";
import { type Key, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type QueryParams } from "../../lib/api-client";
import { useFormat } from "../../lib/format";
import { applySavedColumns } from "../column-settings/column-choice";
import { ColumnSettingsButton } from "../column-settings/column-settings-button";
import { useColumnSettings } from "../column-settings/use-column-settings";
import { pagedQueryKey } from "./paged";
import { PrintTable } from "./print-table";
import { onRefreshTables } from "./refresh-tables";

/** A column: a mantine-datatable column with a string key and a translated text title (for the settings). */
export type DataTableColumn<T> = MantineColumn<T> & { accessor: string; title: string };

type DataTableProps<T> = {
  /** API path of a generic paged list (SPEC.md section 7), e.g. `/api/activity-logs/all`. */
  path: string;
  columns: DataTableColumn<T>[];
  /** Turns on per-user column order and visibility, saved under this key. */
  tableKey?: string;
  /** The screen's filters, sent with every page; empty values are left out, a change goes back to page 1. */
  filters?: QueryParams;
  /** Filter controls shown beside the search box. */
  toolbar?: ReactNode;
  idAccessor?: (record: T) => Key;
  /** Accessible name of the table. */
  label?: string;
  /** Told the filters and search of the list shown (without paging), e.g. to walk or print all of it. */
  onListChange?: (list: QueryParams) => void;
  /**
   * Every row of the list (fetched for printing): printed instead of the page on screen, with the
   * columns shown.
   */
  printRecords?: readonly T[] | null;
};

const DEFAULT_PER_PAGE = PAGE_SIZES[0];
const SEARCH_DEBOUNCE_MS = 400;

const withoutEmpty = (filters: QueryParams = {}): QueryParams =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ""));

/**
 * The one list table: pages through `path` with `page_no`, `search` and `per_page` plus the caller's
 * filters, and shows loading, an error indicator, "no data available" and 10/20/30 paging.
 */
export function DataTable<T>({
  path,
  columns,
  tableKey,
  filters,
  toolbar,
  idAccessor,
  label,
  onListChange,
  printRecords,
}: DataTableProps<T>) {
  const { t } = useTranslation("table");
  const fmt = useFormat();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PER_PAGE);
  const sentFilters = withoutEmpty(filters);

  // The page belongs to one search/filter/size combination; any change starts again at page 1
  // without a render (and a request) for the stale page in between.
  const listKey = JSON.stringify([debouncedSearch, perPage, sentFilters]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ listKey, page: next });
  const listFilters = JSON.stringify(sentFilters);
  useEffect(() => {
    onListChange?.({ ...JSON.parse(listFilters), search: debouncedSearch });
  }, [onListChange, listFilters, debouncedSearch]);

  const params: QueryParams = { ...sentFilters, page_no: page, per_page: perPage, search: debouncedSearch };
  const query = useQuery({
    queryKey: [...pagedQueryKey(path), params],
    queryFn: ({ signal }) => api.get<TPaged<T>>(path, params, { signal }),
    placeholderData: keepPreviousData,
  });
  const { data, refetch, isFetching, isError, error, isPlaceholderData } = query;

  useEffect(() => onRefreshTables(() => void refetch()), [refetch]);

  // Rows deleted elsewhere can leave the current page past the end: go to the new last page.
  const lastPage =
    data && !isPlaceholderData && data.data.length === 0 && data.total > 0 ? data.last_page : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPaging({ listKey, page: lastPage });
  }, [lastPage, page, listKey]);

  const settings = useColumnSettings(tableKey);
  const arranged = applySavedColumns(
    columns.map((c) => ({ key: c.accessor, label: c.title, visible: !c.hidden })),
    settings.data?.columns ?? [],
  );
  const byKey = new Map(columns.map((c) => [c.accessor, c]));
  const shownColumns = arranged.flatMap((c) => {
    const column = byKey.get(c.key);
    return column ? [{ ...column, hidden: !c.visible }] : [];
  });

  const records = isError ? [] : (data?.data ?? []);
  const status = isFetching ? "loading" : isError ? "error" : records.length === 0 ? "empty" : "rows";

  return (
    <>
      <Stack gap="sm" className={printRecords ? "print-table-replaced" : undefined}>
        {/* data-print-hide: a printed list keeps its rows and range, not its controls. */}
        <Group justify="space-between" align="flex-end" gap="sm" data-print-hide>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="search"
              miw={240}
              aria-label={t("search")}
              placeholder={t("searchPlaceholder")}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            {toolbar}
          </Group>
          {tableKey && <ColumnSettingsButton tableKey={tableKey} columns={arranged} />}
        </Group>
        <MantineDataTable<T>
          aria-label={label}
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover
          minHeight={records.length === 0 ? 220 : undefined}
          fetching={isFetching}
          // A table wider than the screen scrolls: the keyboard reaches the scroller with Tab.
          scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          loadingText={t("loading")}
          columns={shownColumns}
          records={records}
          idAccessor={idAccessor}
          // The overlay is always mounted (only faded out), so it gets content only when it is shown.
          emptyState={<TableStatus status={status} message={error?.message} onRetry={() => void refetch()} />}
          page={page}
          onPageChange={setPage}
          totalRecords={data?.total ?? 0}
          recordsPerPage={perPage}
          getPaginationControlProps={(control) =>
            control === "previous" || control === "next" ? { "aria-label": t(`pagination.${control}`) } : {}
          }
          renderPagination={({ Controls }) => (
            <>
              <Text size="sm" style={{ flex: "1 1 auto" }} data-testid="table-range">
                {data && data.total > 0 && data.from !== null && data.to !== null
                  ? t("range", {
                      from: fmt.number(data.from),
                      to: fmt.number(data.to),
                      total: fmt.number(data.total),
                    })
                  : ""}
              </Text>
              <Group gap="xs" data-print-hide>
                <Text size="sm">{t("perPage")}</Text>
                <Select
                  aria-label={t("perPage")}
                  w={80}
                  size="xs"
                  allowDeselect={false}
                  data={PAGE_SIZES.map((n) => ({ value: String(n), label: fmt.digits(n) }))}
                  value={String(perPage)}
                  onChange={(value) => value && setPerPage(Number(value))}
                />
              </Group>
              {/* Page range of 1 (SPEC.md section 9): the current page alone between the edge pages. */}
              <Controls.Pagination
                data-print-hide
                siblings={0}
                boundaries={1}
                getItemProps={(p) => ({ children: fmt.digits(p) })}
              />
            </>
          )}
        />
      </Stack>
      {printRecords && (
        <PrintTable
          columns={shownColumns.filter((c) => !c.hidden)}
          records={printRecords}
          idAccessor={idAccessor}
          label={label}
        />
      )}
    </>
  );
}

type TableStatusProps = {
  status: "loading" | "error" | "empty" | "rows";
  /** The failed call's message, already in the current language. */
  message?: string;
  onRetry: () => void;
};

function TableStatus({ status, message, onRetry }: TableStatusProps) {
  const { t } = useTranslation("table");
  if (status === "error")
    return (
      <Stack align="center" gap={6} role="alert" data-testid="table-error">
        <IconAlertTriangle color="var(--mantine-color-red-6)" />
        <Text size="sm" c="red" fw={600}>
          {t("loadError")}
        </Text>
        {message && (
          <Text size="xs" c="dimmed">
            {message}
          </Text>
        )}
        {/* The overlay ignores the pointer; the button takes it back. */}
        <Button size="xs" variant="light" onClick={onRetry} style={{ pointerEvents: "auto" }}>
          {t("retry")}
        </Button>
      </Stack>
    );
  if (status === "empty")
    return (
      <Text size="sm" c="dimmed" data-testid="table-empty">
        {t("noData")}
      </Text>
    );
  return null;
}
