import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";

type PrintHeaderProps = {
  title: string;
  office: string;
  /** Null for the decision reports (overdue is as of today). */
  month: number | null;
  monthType: string | null;
  /** A printed list: every filter in effect (the Excel sheet's filter row) and the rows printed. */
  list?: { filters: string; count: number } | null;
};

/**
 * Shown only on paper (print.css): what the figures are, for whom and as of when; a list names every
 * filter it was printed with.
 */
export function PrintHeader({ title, office, month, monthType, list }: PrintHeaderProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const year = useFiscalYearStore((s) => s.current);
  return (
    <Stack gap={2} className="report-print-header" data-testid="print-header">
      <Title order={2}>{title}</Title>
      <Text>
        {t("print.office")}: {office}
      </Text>
      <Text>
        {t("print.fiscalYear")}: {year ? fmt.digits(fmt.name(year.title, year.title_np)) : "—"}
        {month !== null && (
          <>
            {" · "}
            {t("print.month")}: {fmt.fiscalMonth(month)}
            {monthType ? ` (${t(`monthTypes.${monthType}`)})` : ""}
          </>
        )}
      </Text>
      {list && (
        <>
          <Text data-testid="print-filters">{list.filters}</Text>
          <Text>{t("print.rows", { rows: fmt.number(list.count) })}</Text>
        </>
      )}
    </Stack>
  );
}
