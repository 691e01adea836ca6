import { Button } from "@mantine/core";
import type { TActivity } from "@pragati/domain/contract";
import { IconArrowsExchange } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { OfficeSelect } from "../../../ui/office-select";
import { useScopeOffices } from "../../plans";
import { ACTIVITY_TRANSFER_PATH } from "../paths";
import { TRANSFER_PATHS } from "../queries";

/** Activities of the header's fiscal year in the caller's scope, each with its Transfer action. */
export function TransferActivitiesTable() {
  const { t } = useTranslation(["transfer", "plans"]);
  const fmt = useFormat();
  const canTransfer = useCan("plan.transfer");
  const scope = useScopeOffices();
  const [nikayaId, setNikayaId] = useState<number | null>(null);

  const columns: DataTableColumn<TActivity>[] = [
    {
      accessor: "point_no",
      title: t("activities.columns.point"),
      noWrap: true,
      render: (row) => fmt.digits(row.point_no),
    },
    { accessor: "title", title: t("activities.columns.title") },
    {
      accessor: "policy_name",
      title: t("activities.columns.policy"),
      render: (row) => `${fmt.digits(row.policy_point_no)} ${row.policy_name}`,
    },
    {
      accessor: "nikaya_name",
      title: t("activities.columns.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    numberColumn("milestone_count", t("activities.columns.milestones"), (row) =>
      fmt.number(row.milestone_count),
    ),
    {
      accessor: "actions",
      title: t("activities.columns.actions"),
      textAlign: "right",
      render: (row) => (
        <Button
          component={Link}
          to={`/${ACTIVITY_TRANSFER_PATH}/${row.id}`}
          size="xs"
          variant="light"
          leftSection={<IconArrowsExchange size={14} />}
          aria-label={t("activities.transferLabel", { title: row.title })}
        >
          {canTransfer ? t("activities.transfer") : t("activities.view")}
        </Button>
      ),
    },
  ];

  return (
    <DataTable<TActivity>
      path={TRANSFER_PATHS.activities}
      tableKey="activities-action"
      label={t("activities.label")}
      columns={columns}
      filters={{ nikaya_id: nikayaId ?? undefined }}
      toolbar={
        scope.several && (
          <OfficeSelect
            hideLabel
            clearable
            label={t("plans:office.filter")}
            emptyLabel={t("plans:office.all")}
            value={nikayaId}
            onChange={setNikayaId}
          />
        )
      }
    />
  );
}
