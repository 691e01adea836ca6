import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useAuthStore, useCan } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { OfficeSelect } from "../../../ui/office-select";
import { BulkProgressPanel } from "../../progress-bulk";

/**
 * A month's progress of an office's projects by Excel (route `ayojana`): choose the office and month,
 * then the bulk steps the milestones use (download, fill, upload; all rows or none).
 */
export function ProjectBulkProgress() {
  const { t } = useTranslation("progress-bulk");
  const canEnter = useCan("project.progress");
  const canView = useCan("project.view");
  const [opened, setOpened] = useState(false);
  if (!canEnter && !canView) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpened(true)}>
        {t("projects.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("projects.title")} size="xl">
        {/* Mounted only while open, so each opening starts clean. */}
        {opened && <Chooser canEnter={canEnter} />}
      </Modal>
    </>
  );
}

function Chooser({ canEnter }: { canEnter: boolean }) {
  const { t } = useTranslation("progress-bulk");
  const fmt = useFormat();
  const ownOffice = useAuthStore((s) => s.user?.nikaya_id ?? null);
  const reportingMonth = useSetupStore((s) => s.setup?.current_ayojana_reporting_month ?? 0);
  const [nikayaId, setNikayaId] = useState<number | null>(ownOffice);
  const [month, setMonth] = useState(reportingMonth);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <OfficeSelect
          label={t("projects.office")}
          emptyLabel={t("projects.office")}
          value={nikayaId}
          onChange={setNikayaId}
        />
        <Select
          label={t("projects.month")}
          w={{ base: "100%", xs: 180 }}
          data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
          value={String(month)}
          onChange={(next) => next !== null && setMonth(Number(next))}
          allowDeselect={false}
        />
      </Group>
      {nikayaId !== null && (
        // A new office or month starts the steps afresh.
        <BulkProgressPanel
          key={`${nikayaId}-${month}`}
          nikayaId={nikayaId}
          month={month}
          canEnter={canEnter}
          kind="projects"
        />
      )}
    </Stack>
  );
}
