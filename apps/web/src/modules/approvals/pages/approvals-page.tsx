import { Group, Paper, Select } from "@mantine/core";
import { APPROVAL_STREAM_PERMISSIONS, APPROVAL_STREAMS, type ApprovalStream } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { FiscalYearSelect } from "../../../ui/fiscal-year-select";
import { MonthSelect } from "../../../ui/month-select";
import { OfficeSelect } from "../../../ui/office-select";
import { Screen } from "../../../ui/page-header";
import { ApprovalTable } from "../components/approval-table";

/**
 * Route `approvals`: the monthly approval chain (issue 33). A stream's month of every office in the
 * caller's scope, with the steps the caller may take: submit the own office's month, approve or return
 * the months awaiting the caller's level, withdraw the caller's approval on top.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation("approvals");
  const isAdmin = useAuthStore((s) => roleSlugOf(s.role) === "admin");
  const permissions = useAuthStore((s) => s.permissions);
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  // The streams the caller sees or approves (the list opens with any of them).
  const streams = APPROVAL_STREAMS.filter((stream) => {
    const { view, approve } = APPROVAL_STREAM_PERMISSIONS[stream];
    return isAdmin || permissions.includes(view) || permissions.includes(approve);
  });
  const [stream, setStream] = useState<ApprovalStream>(streams[0] ?? "pragati");
  const [month, setMonth] = useState(reportingMonth);
  const [officeId, setOfficeId] = useState<number | null>(null);

  return (
    <Screen title={t("title")} description={t("description")}>
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t("filters.stream")}
            w={{ base: "100%", xs: 220 }}
            data={streams.map((value) => ({ value, label: t(`streams.${value}`) }))}
            value={stream}
            onChange={(value) => value && setStream(value as ApprovalStream)}
            allowDeselect={false}
          />
          <FiscalYearSelect label={t("filters.fiscalYear")} />
          <MonthSelect
            label={t("filters.month")}
            value={month}
            onChange={(next) => next !== null && setMonth(next)}
          />
          <OfficeSelect
            label={t("filters.office")}
            description={t("filters.officeHint")}
            emptyLabel={t("filters.allOffices")}
            clearable
            value={officeId}
            onChange={setOfficeId}
          />
        </Group>
      </Paper>
      <ApprovalTable stream={stream} month={month} officeId={officeId} />
    </Screen>
  );
}
