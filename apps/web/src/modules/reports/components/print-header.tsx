import { Stack, Text, Title } from "@mantine/core";
import { type ApprovalView, TREASURY_NONE, type TTreasuryReport } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";

type PrintHeaderProps = {
  title: string;
  office: string;
  /** Null for the decision reports (overdue is as of today). */
  month: number | null;
  monthType: string | null;
  /** The approval view of a month-figure report; null elsewhere. */
  approval?: ApprovalView | null;
  /** A printed list: every filter in effect (the Excel sheet's filter row) and the rows printed. */
  list?: { filters: string; count: number } | null;
  /**
   * A treasury report (or the daily analysis): its snapshot's (newest) date and the ministry, office and
   * province in place of the month.
   */
  treasury?: {
    filters: Pick<TTreasuryReport["filters"], "as_of" | "ministry" | "office" | "province">;
  } | null;
};

/**
 * Shown only on paper (print.css): what the figures are, for whom and as of when; a list names every
 * filter it was printed with.
 */
export function PrintHeader({ title, office, month, monthType, approval, list, treasury }: PrintHeaderProps) {
  const { t } = useTranslation(["reports", "approvals"]);
  const fmt = useFormat();
  const year = useFiscalYearStore((s) => s.current);
  const yearName = year ? fmt.digits(fmt.name(year.title, year.title_np)) : "—";
  if (treasury) {
    const named = (value: string | null) => (value === TREASURY_NONE ? t("labels.none") : value);
    const parts = [
      `${t("labels.asOf")}: ${fmt.bsDate(treasury.filters.as_of)}`,
      ...(["ministry", "office", "province"] as const)
        .filter((key) => treasury.filters[key] !== null)
        .map((key) => `${t(`labels.${key}`)}: ${named(treasury.filters[key])}`),
    ];
    return (
      <Stack gap={2} className="report-print-header" data-testid="print-header">
        <Title order={2}>{title}</Title>
        <Text>
          {t("print.fiscalYear")}: {yearName}
        </Text>
        <Text data-testid="print-filters">{parts.join(" · ")}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2} className="report-print-header" data-testid="print-header">
      <Title order={2}>{title}</Title>
      <Text>
        {t("print.office")}: {office}
      </Text>
      <Text>
        {t("print.fiscalYear")}: {yearName}
        {month !== null && (
          <>
            {" · "}
            {t("print.month")}: {fmt.fiscalMonth(month)}
            {monthType ? ` (${t(`monthTypes.${monthType}`)})` : ""}
          </>
        )}
      </Text>
      {approval && (
        <Text data-testid="print-approval">
          {t(approval === "approved" ? "approvals:view.noteApproved" : "approvals:view.noteAll")}
        </Text>
      )}
      {list && (
        <>
          <Text data-testid="print-filters">{list.filters}</Text>
          <Text>{t("print.rows", { rows: fmt.number(list.count) })}</Text>
        </>
      )}
    </Stack>
  );
}
