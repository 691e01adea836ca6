import { useAuthStore } from "./auth-store";
import { useFiscalYearStore } from "./fiscal-year-store";
import { useQuickFilterStore } from "./quick-filter-store";
import { useSetupStore } from "./setup-store";
import { useUiStore } from "./ui-store";

/** Log-out: every store back to its initial state, and local storage emptied (SPEC.md section 4). */
export const resetAllStores = (): void => {
  useAuthStore.getState().reset();
  useSetupStore.getState().reset();
  useFiscalYearStore.getState().reset();
  useUiStore.getState().reset();
  useQuickFilterStore.getState().clear();
  localStorage.clear();
};
