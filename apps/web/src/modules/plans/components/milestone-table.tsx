import { Anchor, Badge, Stack, Text } from "@mantine/core";
import type { TMilestone } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { planLinks } from "../plan-links";
import { PLAN_PATHS } from "../queries";
import { useEntryActionsColumn } from "./entry-actions";

type MilestoneTableProps = {
  activityId: number;
  onEdit: (milestone: TMilestone) => void;
};

/** An activity's milestones with their schedule, each linking to its progress. */
export function MilestoneTable({ activityId, onEdit }: MilestoneTableProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();

  const actions = useEntryActionsColumn<TMilestone>("milestone", (row) => row.title, onEdit);

  const unit = (row: TMilestone) => (row.unit ? ` ${fmt.name(row.unit.name, row.unit.name_np)}` : "");

  const columns: (DataTableColumn<TMilestone> | false)[] = [
    { accessor: "code", title: t("fields.code"), noWrap: true, render: (row) => fmt.digits(row.code) },
    {
      accessor: "title",
      title: t("fields.milestoneTitle"),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.title}</Text>
          {row.kriya && (
            <Text size="xs" c="dimmed">
              {t("fields.kriya")}: {row.kriya}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "type",
      title: t("fields.type"),
      render: (row) =>
        [row.type, row.subtype]
          .filter((named) => named !== null)
          .map((named) => fmt.name(named.name, named.name_np))
          .join(" / ") || "-",
    },
    numberColumn("baseline", t("fields.baseline"), (row) => fmt.number(row.baseline)),
    {
      accessor: "annual_target",
      title: t("fields.annualTarget"),
      textAlign: "right",
      noWrap: true,
      render: (row) => `${fmt.number(row.annual_target)}${unit(row)}`,
    },
    {
      accessor: "months",
      title: t("fields.months"),
      render: (row) => (
        <Stack gap={2}>
          <Badge variant="light" color={row.cumulative ? "grape" : "blue"} size="sm">
            {t(row.cumulative ? "milestones.cumulative" : "milestones.nonCumulative")}
          </Badge>
          <Text size="xs">
            {row.months.map((m) => `${fmt.fiscalMonth(m.month)}: ${fmt.number(m.target)}`).join(", ")}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "links",
      title: t("fields.links"),
      render: (row) => (
        <Anchor component={Link} to={planLinks.progress(row.id)} size="sm">
          {t("links.progress", { n: fmt.number(row.progress_count) })}
        </Anchor>
      ),
    },
    actions,
  ];

  return (
    <DataTable<TMilestone>
      path={PLAN_PATHS.milestones}
      tableKey="plan-milestones"
      label={t("milestones.tableLabel")}
      columns={columns.filter((column) => column !== false)}
      filters={{ activity_id: activityId }}
    />
  );
}
