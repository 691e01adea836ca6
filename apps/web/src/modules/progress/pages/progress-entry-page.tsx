import { Group, Paper, SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAuthStore, useCan } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { MonthSelect } from "../../../ui/month-select";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { Screen } from "../../../ui/page-header";
import { MonthApprovalNotice, useMonthClosed } from "../../approvals";
import { BulkProgressButton } from "../../progress-bulk";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { EntryTable } from "../components/entry-table";
import { OfficeMonthTable } from "../components/office-month-table";
import { ReportingWindow } from "../components/reporting-window";

/** The query flags that select a view of route `pragati` (SPEC.md section 2). */
const VIEWS = ["pragati_detail", "comment_detail", "rating_detail"] as const;
type View = (typeof VIEWS)[number] | "entry";
const VIEW_FILTERS: Record<View, Record<string, string>> = {
  entry: {},
  pragati_detail: {},
  comment_detail: { commented: "true" },
  rating_detail: { rated: "true" },
};

/**
 * Route `pragati`: one office's milestones for a month with their entry state and the entry form; with
 * `?pragati_detail=true`, `comment_detail=true` or `rating_detail=true` the entries made, commented or rated.
 */
export default function ProgressEntryPage() {
  const { t } = useTranslation("progress");
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => params.get(v) === "true") ?? "entry";
  const ownOffice = useAuthStore((s) => s.user?.nikaya_id ?? null);
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  const canViewOffices = useCan("office.view");
  const offices = useQuery({ ...officeTreeQuery(), enabled: canViewOffices });
  // Users who see more than their own office choose among the offices of their subtree.
  const canChoose = (offices.data?.length ?? 0) > 1;
  // The entry view works on one office and month; the lists default to every office and month.
  const [entryMonth, setEntryMonth] = useState(reportingMonth);
  const [entryOffice, setEntryOffice] = useState<number | null>(ownOffice);
  const [month, setMonth] = useState<number | null>(null);
  const [nikayaId, setNikayaId] = useState<number | null>(null);
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const isEntry = view === "entry";
  // A month the office has submitted or that is approved is read-only (the API refuses its writes).
  const monthKey = { stream: "pragati", month: entryMonth, officeId: entryOffice } as const;
  const closed = useMonthClosed(monthKey);

  const viewOptions = (["entry", ...VIEWS] as const).map((v) => ({
    value: v,
    label: t(`pragati.views.${v}`),
  }));
  const chooseView = (next: string) => setParams(next === "entry" ? {} : { [next]: "true" });

  return (
    <Screen title={t("pragati.title")} description={t(`pragati.descriptions.${view}`)}>
      <SegmentedControl
        aria-label={t("pragati.viewLabel")}
        data={viewOptions}
        value={view}
        onChange={chooseView}
        style={{ alignSelf: "flex-start" }}
      />
      {isEntry && <ReportingWindow />}
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <MonthSelect
            label={t("filters.month")}
            value={isEntry ? entryMonth : month}
            onChange={(next) => (isEntry ? next !== null && setEntryMonth(next) : setMonth(next))}
            clearable={!isEntry}
            placeholder={t("filters.allMonths")}
          />
          {canChoose && (
            <OfficeSelect
              label={t("filters.office")}
              description={t("filters.officeHint")}
              value={isEntry ? entryOffice : nikayaId}
              onChange={isEntry ? setEntryOffice : setNikayaId}
              emptyLabel={t(isEntry ? "filters.ownOffice" : "filters.allOffices")}
              clearable={!isEntry}
            />
          )}
          {isEntry && entryOffice !== null && closed === false && (
            <BulkProgressButton nikayaId={entryOffice} month={entryMonth} />
          )}
        </Group>
      </Paper>
      {isEntry && <MonthApprovalNotice {...monthKey} />}
      {isEntry ? (
        <OfficeMonthTable
          nikayaId={entryOffice}
          month={entryMonth}
          readOnly={closed !== false}
          onOpen={(row) => setTarget({ milestoneId: row.id, month: entryMonth })}
        />
      ) : (
        <EntryTable
          key={view}
          tableKey="pragati-entries"
          label={t(`pragati.views.${view}`)}
          filters={{ ...VIEW_FILTERS[view], month: month ?? undefined, nikaya_id: nikayaId ?? undefined }}
          onOpen={(row) => setTarget({ milestoneId: row.milestone_id, month: row.month })}
        />
      )}
      <EntryDrawer target={target} onClose={() => setTarget(null)} />
    </Screen>
  );
}
