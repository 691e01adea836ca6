import type { TOfficeTreeNode } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useAuthStore, useCan } from "../../state/auth-store";
import { officeTreeQuery } from "../../ui/office-tree/office-tree-query";

type ScopeOffices = {
  offices: TOfficeTreeNode[];
  /** The caller may pick among several offices (the office filter and pickers show). */
  several: boolean;
  /** The user's own office, the default wherever one office is meant. */
  own: { id: number; name: string; name_np: string } | null;
  byId: (id: number | null | undefined) => TOfficeTreeNode | undefined;
};

/** The offices of the caller's scope (`api/nikaya/tree`, which needs `office.view`). */
export function useScopeOffices(): ScopeOffices {
  const canView = useCan("office.view");
  const own = useAuthStore((s) => s.user?.nikaya ?? null);
  const tree = useQuery({ ...officeTreeQuery(), enabled: canView });
  const offices = tree.data ?? [];
  return {
    offices,
    several: offices.length > 1,
    own,
    byId: (id) => offices.find((office) => office.id === id),
  };
}
