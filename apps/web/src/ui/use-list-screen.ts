import { useTranslation } from "react-i18next";
import { useCan } from "../state/auth-store";
import { type RecordTarget, useRecordTarget } from "./use-record-target";

/**
 * A module's list screen of records opened in a drawer: its header (the namespace's `page.title` and
 * `page.description`, and `actions.create` for those holding the manage permission) and the drawer's target.
 */
export function useListScreen(namespace: string, managePermission: string) {
  const { t } = useTranslation(namespace);
  const canManage = useCan(managePermission);
  const target: RecordTarget = useRecordTarget();
  const header = {
    title: t("page.title"),
    description: t("page.description"),
    add: canManage ? { label: t("actions.create"), onClick: target.create } : undefined,
  };
  return { canManage, target, header };
}
