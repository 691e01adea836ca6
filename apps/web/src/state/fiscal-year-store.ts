import type { TFiscalYear } from "@pragati/domain/contract";
import { create } from "zustand";
import { persist } from "zustand/middleware";

type FiscalYearState = {
  fiscalYears: TFiscalYear[];
  current: TFiscalYear | null;
  /** Stores the list and keeps the current choice when it still exists, else takes `defaultId`. */
  setFiscalYears: (list: TFiscalYear[], defaultId: number | null) => void;
  setCurrent: (fiscalYear: TFiscalYear) => void;
  reset: () => void;
};

export const useFiscalYearStore = create<FiscalYearState>()(
  persist(
    (set, get) => ({
      fiscalYears: [],
      current: null,
      setFiscalYears: (list, defaultId) => {
        const kept = list.find((fy) => fy.id === get().current?.id);
        const current =
          kept ??
          list.find((fy) => fy.id === defaultId) ??
          list.find((fy) => fy.is_current) ??
          list[0] ??
          null;
        set({ fiscalYears: list, current });
      },
      setCurrent: (current) => set({ current }),
      reset: () => set({ fiscalYears: [], current: null }),
    }),
    { name: "pragati-fiscal-year", partialize: ({ fiscalYears, current }) => ({ fiscalYears, current }) },
  ),
);

/** The id every GET carries as `fiscal_year_id`. */
export const currentFiscalYearId = (): number | null => useFiscalYearStore.getState().current?.id ?? null;
