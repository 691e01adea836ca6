import { Alert, Modal, Stack } from "@mantine/core";
import type { TIndicator } from "@pragati/domain/contract";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { Screen } from "../../../ui/page-header";
import { BulkAchievementsButton } from "../components/bulk-achievements";
import { IndicatorForm } from "../components/indicator-form";
import { IndicatorPeriods } from "../components/indicator-periods";
import { IndicatorTable } from "../components/indicator-table";
import { indicatorLockQuery } from "../queries";

/** Route `ministry-suchak`: the ministries' indicators of the header's fiscal year. */
export default function IndicatorsPage() {
  const { t } = useTranslation("indicators");
  const canManage = useCan("indicator.manage");
  const canReport = useCan("indicator.report");
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const lock = useQuery(indicatorLockQuery(fiscalYearId));
  const locked = lock.data?.locked === true;
  // undefined: closed; null: a new indicator; a row: that indicator.
  const [open, setOpen] = useState<TIndicator | null | undefined>(undefined);

  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      actions={canReport && <BulkAchievementsButton />}
      add={canManage && !locked ? { label: t("actions.create"), onClick: () => setOpen(null) } : undefined}
    >
      {locked && (
        <Alert color="yellow" icon={<IconLock size={18} />} title={t("lock.title")}>
          {t("lock.message")}
        </Alert>
      )}
      <IndicatorTable onOpen={(row) => setOpen(row)} />
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        size="xl"
        title={open ? t("form.editTitle", { code: open.code }) : t("form.createTitle")}
      >
        {open !== undefined && (
          <Stack gap="lg">
            <IndicatorForm indicator={open} onClose={() => setOpen(undefined)} />
            {open && <IndicatorPeriods indicator={open} />}
          </Stack>
        )}
      </Modal>
    </Screen>
  );
}
