import type { Locale } from "@pragati/domain/calendar";
import { create } from "zustand";
import { persist } from "zustand/middleware";

export const DEFAULT_LOCALE: Locale = "np";
export const isLocale = (value: unknown): value is Locale => value === "np" || value === "en";

type UiState = {
  locale: Locale;
  /** Desktop sidebar open; mobile uses its own drawer state. */
  sidebarOpen: boolean;
  /** Menu links open in a new tab (the header's next-page redirection switch). */
  redirectNewTab: boolean;
  setLocale: (locale: Locale) => void;
  toggleSidebar: () => void;
  setRedirectNewTab: (value: boolean) => void;
  reset: () => void;
};

const initial = { locale: DEFAULT_LOCALE, sidebarOpen: true, redirectNewTab: false };

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      ...initial,
      setLocale: (locale) => set({ locale }),
      toggleSidebar: () => set((s) => ({ sidebarOpen: !s.sidebarOpen })),
      setRedirectNewTab: (redirectNewTab) => set({ redirectNewTab }),
      reset: () => set(initial),
    }),
    {
      name: "pragati-ui",
      partialize: ({ locale, sidebarOpen, redirectNewTab }) => ({ locale, sidebarOpen, redirectNewTab }),
    },
  ),
);
