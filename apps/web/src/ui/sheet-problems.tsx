import { Alert, Table } from "@mantine/core";
import type { TSheetProblem } from "@pragati/domain/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../lib/format";

type SheetProblemsProps = {
  /** The refusal's message and the problems it listed. */
  refusal: { message: string; rows: TSheetProblem[] };
  testId: string;
  icon?: ReactNode;
  /** The table's accessible name, where the screen gives it one. */
  tableLabel?: string;
};

/** A refused spreadsheet's problems under its message: each problem's row, column and words. */
export function SheetProblems({ refusal, testId, icon, tableLabel }: SheetProblemsProps) {
  const { t } = useTranslation("common");
  const fmt = useFormat();
  return (
    <Alert color="red" icon={icon} title={refusal.message} data-testid={testId}>
      <Table striped withTableBorder aria-label={tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("sheetProblems.row")}</Table.Th>
            <Table.Th>{t("sheetProblems.column")}</Table.Th>
            <Table.Th>{t("sheetProblems.problem")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {refusal.rows.map((p) => (
            <Table.Tr key={`${p.row}-${p.column}-${p.message}`}>
              <Table.Td>{fmt.digits(p.row)}</Table.Td>
              <Table.Td>{p.column ?? "-"}</Table.Td>
              <Table.Td>{fmt.locale === "np" ? p.message_np : p.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
