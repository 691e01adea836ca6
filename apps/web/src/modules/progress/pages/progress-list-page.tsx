import { Select, Stack } from "@mantine/core";
import { PROGRESS_STATUSES } from "@pragati/domain/progress";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { MonthSelect } from "../../../ui/month-select";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { PageHeader } from "../../../ui/page-header";
import { CompletionClaims } from "../components/completion-claims";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { EntryTable } from "../components/entry-table";

/** Route `gatibidhi`: the progress entries of the user's offices, by month, office and status. */
export default function ProgressListPage() {
  const { t } = useTranslation("progress");
  const canViewOffices = useCan("office.view");
  const canApprove = useCan("progress.approve");
  const offices = useQuery({ ...officeTreeQuery(), enabled: canViewOffices });
  const [month, setMonth] = useState<number | null>(null);
  const [nikayaId, setNikayaId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [target, setTarget] = useState<EntryTarget | null>(null);

  return (
    <Stack gap="md">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      {canApprove && (
        <CompletionClaims
          onOpen={(claim) => setTarget({ milestoneId: claim.milestone_id, month: claim.month })}
        />
      )}
      <EntryTable
        tableKey="gatibidhi"
        label={t("list.tableLabel")}
        filters={{ month: month ?? undefined, nikaya_id: nikayaId ?? undefined, status: status ?? undefined }}
        onOpen={(row) => setTarget({ milestoneId: row.milestone_id, month: row.month })}
        toolbar={
          <>
            <MonthSelect
              label={t("filters.month")}
              value={month}
              onChange={setMonth}
              clearable
              placeholder={t("filters.allMonths")}
            />
            {(offices.data?.length ?? 0) > 1 && (
              <OfficeSelect
                label={t("filters.office")}
                description={t("filters.officeHint")}
                value={nikayaId}
                onChange={setNikayaId}
                emptyLabel={t("filters.allOffices")}
                clearable
              />
            )}
            <Select
              label={t("filters.status")}
              placeholder={t("filters.allStatuses")}
              clearable
              w={{ base: "100%", xs: 180 }}
              data={PROGRESS_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={setStatus}
            />
          </>
        }
      />
      <EntryDrawer target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
