import { Alert, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { usePlanLock } from "../plan-lock";

type PlanLockBannerProps = {
  /** The offices the screen is about; without them every locked office of the scope is named. */
  officeIds?: readonly number[];
};

/** Says clearly when the action plan cannot be changed, and why (global or office lock). */
export function PlanLockBanner({ officeIds }: PlanLockBannerProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const lock = usePlanLock();
  const offices = lock.lockedOffices.filter((office) => !officeIds || officeIds.includes(office.id));
  if (!lock.global && offices.length === 0) return null;
  const names = offices.map((office) => fmt.name(office.name, office.name_np)).join(", ");
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconLock size={20} />}
      title={lock.global ? t("lock.global") : t("lock.offices", { offices: names })}
      data-testid="plan-lock-banner"
    >
      <Text size="sm">{t(lock.isAdmin ? "lock.adminMayEdit" : "lock.readOnly")}</Text>
    </Alert>
  );
}
