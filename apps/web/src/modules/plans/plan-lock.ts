import type { TPlanLocks } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { roleSlugOf, useAuthStore } from "../../state/auth-store";
import { currentFiscalYearId } from "../../state/fiscal-year-store";
import { useSetupStore } from "../../state/setup-store";
import { planLocksQuery } from "./queries";

type PlanLock = {
  isAdmin: boolean;
  /** The setup block's action-plan lock. */
  global: boolean;
  lockedOffices: TPlanLocks["locked_offices"];
  isOfficeLocked: (officeId: number) => boolean;
  /** True when the caller may not add, edit or delete an entry of these offices (admin never is). */
  blocks: (officeIds: readonly (number | null | undefined)[]) => boolean;
};

/**
 * The action-plan locks of the header's fiscal year as the screens apply them (PRODUCT.md section 3): the
 * global lock or the lock of an office the entry belongs to stops everyone but admin. The API refuses the
 * same writes with 409.
 */
export function usePlanLock(): PlanLock {
  const isAdmin = useAuthStore((s) => roleSlugOf(s.role) === "admin");
  // The setup block holds the current fiscal year's global lock; the screens show the header's year.
  const setupLocked = useSetupStore(
    (s) =>
      (s.setup?.lock_status.action_plan_lock ?? false) &&
      s.setup?.current_fiscal_year_id_by_current_date === currentFiscalYearId(),
  );
  const locks = useQuery(planLocksQuery());
  return useMemo(() => {
    const lockedOffices = locks.data?.locked_offices ?? [];
    const lockedIds = new Set(lockedOffices.map((office) => office.id));
    // The locks call is the fresher source; the setup block covers the moment before it answers.
    const global = locks.data ? locks.data.action_plan_lock : setupLocked;
    return {
      isAdmin,
      global,
      lockedOffices,
      isOfficeLocked: (officeId) => lockedIds.has(officeId),
      blocks: (officeIds) => !isAdmin && (global || officeIds.some((id) => id != null && lockedIds.has(id))),
    };
  }, [isAdmin, setupLocked, locks.data]);
}
