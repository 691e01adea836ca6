import type { TTreasuryCode, TTreasurySnapshot } from "@pragati/domain/contract";
import { paisaToRupees, type TreasuryReportNumber, type TreasuryUnit } from "@pragati/domain/treasury";
import { namedRef } from "../../lib/named-ref";
import type { CodeRow, SnapshotRow } from "./treasury.repository";

export const presentSnapshot = (row: SnapshotRow): TTreasurySnapshot => ({
  id: row.id,
  report_number: row.reportNumber as TreasuryReportNumber,
  fiscal_year_id: row.fiscalYearId,
  as_of: row.asOf,
  unit: row.unit as TreasuryUnit,
  file_name: row.fileName,
  checksum: row.checksum,
  row_count: row.rowCount,
  imported_by: row.importedBy,
  imported_at: row.importedAt.toISOString(),
  totals: {
    total_budget: paisaToRupees(Number(row.totalBudget)),
    total_expense: paisaToRupees(Number(row.totalExpense)),
  },
});

export const presentCode = (row: CodeRow): TTreasuryCode => ({
  kind: row.kind,
  code: row.code,
  name: row.name,
  rows: row.rows,
  office: namedRef(row.office_id, row.office_name, row.office_name_np),
  project: row.project_id === null ? null : { id: row.project_id, name: row.project_name ?? "" },
});
