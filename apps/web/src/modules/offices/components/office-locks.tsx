import { Badge, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { OFFICE_LOCKS, type OfficeLock, type TOffice } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useCan } from "../../../state/auth-store";
import { FiscalYearSelect } from "../../../ui/fiscal-year-select";
import { useUpdateLocks } from "../queries";

/** The five locks of an office: switches for whoever may lock (admin), badges for everyone else. */
export function OfficeLocks({ office }: { office: TOffice }) {
  const { t } = useTranslation("offices");
  const canLock = useCan("lock.manage");
  const update = useUpdateLocks();

  const toggle = (lock: OfficeLock, locked: boolean) =>
    update.mutate(
      { id: office.id, body: { fiscal_year_id: office.lock_fiscal_year_id, [lock]: locked } },
      {
        onSuccess: () =>
          notifySuccess(t(locked ? "locks.locked" : "locks.unlocked", { lock: t(`locks.names.${lock}`) })),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(canLock ? "locks.help" : "locks.readOnly")}
        </Text>
        <FiscalYearSelect label={t("locks.year")} />
        <Text size="sm" c="dimmed">
          {t("locks.yearHelp")}
        </Text>
        {OFFICE_LOCKS.map((lock) => (
          <Group key={lock} justify="space-between" wrap="nowrap">
            {canLock ? (
              <Switch
                label={t(`locks.names.${lock}`)}
                checked={office[lock]}
                disabled={update.isPending}
                onChange={(event) => toggle(lock, event.currentTarget.checked)}
              />
            ) : (
              <Text size="sm">{t(`locks.names.${lock}`)}</Text>
            )}
            <Badge color={office[lock] ? "red" : "green"} variant="light" data-testid={`lock-state-${lock}`}>
              {t(office[lock] ? "locks.stateLocked" : "locks.stateUnlocked")}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
