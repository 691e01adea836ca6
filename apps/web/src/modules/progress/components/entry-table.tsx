import { Anchor, Badge, Stack, Text } from "@mantine/core";
import type { TProgressEntry } from "@pragati/domain/contract";
import { displayPercent } from "@pragati/domain/progress";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, OpenAction } from "../../../ui/data-table/row-actions";
import { milestoneProgressPath } from "../paths";
import { ENTRIES_PATH } from "../queries";
import { ProgressStatusBadge } from "./progress-status-badge";
import { RatingBadge } from "./rating-badge";

type EntryTableProps = {
  tableKey: string;
  label: string;
  filters: QueryParams;
  toolbar?: ReactNode;
  onOpen: (row: TProgressEntry) => void;
  /** More row actions (the secretary's review). */
  actions?: (row: TProgressEntry) => ReactNode;
  onListChange?: (list: QueryParams) => void;
};

/** Progress entries of the offices in scope (`api/gatibidhi/all`) with the screen's filters. */
export function EntryTable({
  tableKey,
  label,
  filters,
  toolbar,
  onOpen,
  actions,
  onListChange,
}: EntryTableProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const columns: DataTableColumn<TProgressEntry>[] = [
    {
      accessor: "milestone_title",
      title: t("columns.milestone"),
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={milestoneProgressPath(row.milestone_id)} size="sm" fw={500}>
            {fmt.digits(row.milestone_code)} {row.milestone_title}
          </Anchor>
        </Stack>
      ),
    },
    {
      accessor: "nikaya_name",
      title: t("columns.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    {
      accessor: "month",
      title: t("columns.month"),
      noWrap: true,
      render: (row) => fmt.fiscalMonth(row.month),
    },
    {
      accessor: "status",
      title: t("columns.status"),
      noWrap: true,
      render: (row) => <ProgressStatusBadge state={row.status} />,
    },
    numberColumn("achieved", t("columns.achieved"), (row) => fmt.number(row.achieved)),
    numberColumn("percent", t("columns.percent"), (row) => fmt.percent(displayPercent(row.percent))),
    {
      accessor: "band",
      title: t("columns.band"),
      hidden: true,
      render: (row) => t(`buckets.${row.band}`, { ns: "dashboard" }),
    },
    {
      accessor: "comment",
      title: t("columns.comment"),
      render: (row) =>
        row.comment ? (
          <Text size="xs" lineClamp={2}>
            {row.comment}
          </Text>
        ) : (
          "-"
        ),
    },
    {
      accessor: "rating",
      title: t("columns.rating"),
      noWrap: true,
      render: (row) => (row.rating === null ? "-" : <RatingBadge rating={row.rating} />),
    },
    {
      accessor: "returned_at",
      title: t("columns.returned"),
      noWrap: true,
      render: (row) =>
        row.awaiting_correction ? (
          <Badge tt="none" color="orange" variant="light">
            {t("entryState.returned")}
          </Badge>
        ) : row.return_note ? (
          <Badge tt="none" color="gray" variant="light">
            {t("entryState.corrected")}
          </Badge>
        ) : (
          "-"
        ),
    },
    {
      accessor: "entry_date",
      title: t("columns.entryDate"),
      noWrap: true,
      render: (row) => fmt.bsDate(row.entry_date),
    },
    actionsColumn(t("columns.actions"), (row) => (
      <>
        <OpenAction
          label={t("actions.view", { code: fmt.digits(row.milestone_code) })}
          onClick={() => onOpen(row)}
        />
        {actions?.(row)}
      </>
    )),
  ];
  return (
    <DataTable<TProgressEntry>
      path={ENTRIES_PATH}
      tableKey={tableKey}
      label={label}
      columns={columns}
      filters={filters}
      toolbar={toolbar}
      onListChange={onListChange}
    />
  );
}
