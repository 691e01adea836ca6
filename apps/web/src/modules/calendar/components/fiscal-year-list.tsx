import { Badge, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { allFiscalYearsQuery } from "../queries";
import { QueryStatus } from "./query-status";

/** Every fiscal year with its BS and AD dates; the current one is marked. */
export function FiscalYearList() {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const { data, isPending, error, refetch } = useQuery(allFiscalYearsQuery());
  const rows = data?.data ?? [];

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder highlightOnHover aria-label={t("fiscalYears.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("fiscalYears.columns.titleNp")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.titleEn")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.startBs")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.endBs")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.startAd")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.endAd")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((fy) => (
              <Table.Tr key={fy.id}>
                <Table.Td>{fy.title_np}</Table.Td>
                <Table.Td>{fy.title}</Table.Td>
                <Table.Td>{fmt.bsDate(fy.start_from)}</Table.Td>
                <Table.Td>{fmt.bsDate(fy.end_at)}</Table.Td>
                <Table.Td>{fmt.digits(fy.start_from_ad)}</Table.Td>
                <Table.Td>{fmt.digits(fy.end_at_ad)}</Table.Td>
                <Table.Td>
                  {fy.is_current && (
                    <Badge color="green" variant="light">
                      {t("fiscalYears.current")}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <QueryStatus
        isPending={isPending}
        error={error}
        isEmpty={rows.length === 0}
        onRetry={() => void refetch()}
      />
    </>
  );
}
