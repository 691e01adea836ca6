import type { ProgressStatus } from "@pragati/domain/progress";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

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

/**
 * Clears the quick filter on every route except `targetPath`, the screen that reads it (SPEC.md section
 * 2); mounted once by the layout.
 */
export const useQuickFilterGuard = (targetPath: string): void => {
  const { pathname } = useLocation();
  const clear = useQuickFilterStore((s) => s.clear);
  useEffect(() => {
    if (pathname.replace(/\/+$/, "") !== targetPath) clear();
  }, [pathname, targetPath, clear]);
};
