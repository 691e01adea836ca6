import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import type { TPragatiMilestone } from "@pragati/domain/contract";
import { displayPercent } from "@pragati/domain/progress";
import { IconEye, IconPencil, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { RowAction } from "../../../ui/data-table/row-actions";
import { milestoneProgressPath } from "../paths";
import { OFFICE_MONTH_PATH } from "../queries";
import { ProgressStatusBadge } from "./progress-status-badge";
import { RatingBadge } from "./rating-badge";

type OfficeMonthTableProps = {
  nikayaId: number | null;
  month: number;
  /** The office's month is submitted or approved (or not known yet): every row opens to view. */
  readOnly?: boolean;
  onOpen: (row: TPragatiMilestone) => void;
};

/** The office's milestones for the month: target, state as of the month and the month's entry. */
export function OfficeMonthTable({ nikayaId, month, readOnly = false, onOpen }: OfficeMonthTableProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();

  const entryState = (row: TPragatiMilestone) => {
    if (!row.entry)
      return (
        <Badge tt="none" color="gray" variant="outline">
          {t("entryState.missing")}
        </Badge>
      );
    if (row.entry.awaiting_correction)
      return (
        <Badge tt="none" color="orange" variant="light">
          {t("entryState.returned")}
        </Badge>
      );
    return (
      <Badge tt="none" color="teal" variant="light">
        {t("entryState.entered")}
      </Badge>
    );
  };

  const action = (row: TPragatiMilestone) => {
    const [key, icon] =
      !row.entry_allowed || readOnly
        ? (["view", <IconEye key="v" size={18} />] as const)
        : row.entry
          ? (["edit", <IconPencil key="e" size={18} />] as const)
          : (["enter", <IconPlus key="a" size={18} />] as const);
    const label = t(`actions.${key}`, { code: fmt.digits(row.code) });
    return (
      <RowAction
        label={label}
        icon={icon}
        variant={key === "view" ? "subtle" : "light"}
        onClick={() => onOpen(row)}
      />
    );
  };

  const columns: DataTableColumn<TPragatiMilestone>[] = [
    { accessor: "code", title: t("columns.code"), noWrap: true, render: (row) => fmt.digits(row.code) },
    {
      accessor: "title",
      title: t("columns.milestone"),
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={milestoneProgressPath(row.id)} size="sm" fw={500}>
            {row.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {fmt.digits(row.activity_point_no)} {row.activity_title}
          </Text>
        </Stack>
      ),
    },
    numberColumn("month_target", t("columns.monthTarget"), (row) =>
      row.month_target === null ? "-" : fmt.number(row.month_target),
    ),
    numberColumn("target_up_to", t("columns.targetUpTo"), (row) => fmt.number(row.target_up_to)),
    numberColumn("achieved", t("columns.achieved"), (row) =>
      row.entry ? fmt.number(row.entry.achieved) : "-",
    ),
    numberColumn("percent", t("columns.percent"), (row) => fmt.percent(displayPercent(row.percent))),
    {
      accessor: "status",
      title: t("columns.status"),
      noWrap: true,
      render: (row) => <ProgressStatusBadge state={row.status} />,
    },
    { accessor: "entry", title: t("columns.entry"), noWrap: true, render: entryState },
    {
      accessor: "review",
      title: t("columns.review"),
      render: (row) =>
        row.entry && (row.entry.comment || row.entry.rating !== null) ? (
          <Group gap={4} wrap="nowrap">
            {row.entry.rating !== null && <RatingBadge rating={row.entry.rating} />}
            {row.entry.comment && (
              <Text size="xs" lineClamp={2}>
                {row.entry.comment}
              </Text>
            )}
          </Group>
        ) : (
          "-"
        ),
    },
    { accessor: "actions", title: t("columns.actions"), textAlign: "right", render: action },
  ];

  return (
    <DataTable<TPragatiMilestone>
      path={OFFICE_MONTH_PATH}
      tableKey="pragati-milestones"
      label={t("pragati.tableLabel")}
      columns={columns}
      filters={{ nikaya_id: nikayaId ?? undefined, month }}
    />
  );
}
