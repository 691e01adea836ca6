import type { TFiscalYear } from "@pragati/domain/contract";
import type { FiscalYearRow } from "./calendar.repository";

export const presentFiscalYear = (row: FiscalYearRow, currentId: number | null): TFiscalYear => ({
  id: row.id,
  title: row.title,
  title_np: row.titleNp,
  start_from: row.startBs,
  end_at: row.endBs,
  start_from_ad: row.startAd,
  end_at_ad: row.endAd,
  is_current: row.id === currentId,
  provisional: row.provisional,
});
