import { Select } from "@mantine/core";
import { PROGRESS_STATUSES } from "@pragati/domain/progress";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { Screen } from "../../../ui/page-header";
import { CompletionClaims } from "../components/completion-claims";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { EntryTable } from "../components/entry-table";
import { MonthOfficeFilters } from "../components/month-office-filters";

/** Route `gatibidhi`: the progress entries of the user's offices, by month, office and status. */
export default function ProgressListPage() {
  const { t } = useTranslation("progress");
  const canApprove = useCan("progress.approve");
  const [month, setMonth] = useState<number | null>(null);
  const [nikayaId, setNikayaId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [target, setTarget] = useState<EntryTarget | null>(null);

  return (
    <Screen words={["progress", "list"]}>
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
            <MonthOfficeFilters
              month={month}
              onMonthChange={setMonth}
              nikayaId={nikayaId}
              onNikayaChange={setNikayaId}
            />
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
    </Screen>
  );
}
