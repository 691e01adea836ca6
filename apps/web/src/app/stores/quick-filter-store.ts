import type { ProgressStatus } from "@pragati/domain/progress";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { PROGRAMS_PATH } from "../route-paths";

/** The route that reads the quick filter; every other route clears it (SPEC.md section 2). */
const QUICK_FILTER_TARGET = `/${PROGRAMS_PATH}`;

export type QuickFilter = {
  nikayaIds: number[];
  typeId: number | null;
  subtypeId: number | null;
  status: ProgressStatus | null;
  /** Fiscal month (Shrawan = 0); null means the current reporting month. */
  month: number | null;
};

type QuickFilterState = {
  filter: QuickFilter | null;
  setFilter: (filter: QuickFilter) => void;
  clear: () => void;
};

/**
 * The filter chosen on `quick-filter` for the programs screen. Kept in the tab's session storage so a
 * reload of /programs keeps it; it never outlives the tab.
 */
export const useQuickFilterStore = create<QuickFilterState>()(
  persist(
    (set) => ({
      filter: null,
      setFilter: (filter) => set({ filter }),
      clear: () => set({ filter: null }),
    }),
    { name: "pragati-quick-filter", storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Clears the quick filter on every route except the programs screen; mounted once by the layout. */
export const useQuickFilterGuard = (): void => {
  const { pathname } = useLocation();
  const clear = useQuickFilterStore((s) => s.clear);
  useEffect(() => {
    if (pathname.replace(/\/+$/, "") !== QUICK_FILTER_TARGET) clear();
  }, [pathname, clear]);
};
