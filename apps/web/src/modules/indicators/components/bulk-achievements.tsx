import { Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { INDICATOR_BULK_FILE, type TSheetProblem } from "@pragati/domain/contract";
import { IconDownload, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError, sheetProblemsOf } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSetupStore } from "../../../state/setup-store";
import { SheetProblems } from "../../../ui/sheet-problems";
import { checkBulkFile, downloadAchievementTemplate, useBulkAchievements } from "../queries";

/**
 * Bulk entry of the suchak reporting month's achievements from one .xlsx or .csv (code, achieved,
 * comment): saved whole, or refused whole with each problem's row and column.
 */
export function BulkAchievementsButton() {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  const month = useSetupStore((s) => s.setup?.current_suchak_reporting_month ?? null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ message: string; rows: TSheetProblem[] } | null>(null);
  const upload = useBulkAchievements();
  const maxMb = INDICATOR_BULK_FILE.maxBytes / 1024 / 1024;
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAchievementTemplate(month ?? 0);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    setOpen(false);
    setFile(null);
    setError(null);
    setProblems(null);
  };
  const send = () => {
    setProblems(null);
    if (!file) return setError(t("bulk.chooseFile"));
    const check = checkBulkFile(file);
    if (check) return setError(t(`bulk.${check}`, { name: file.name, max: fmt.number(maxMb) }));
    setError(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(t("bulk.saved", { saved: fmt.number(result.saved) }));
        close();
      },
      onError: (failure) => {
        const rows = sheetProblemsOf(failure);
        if (rows) return setProblems({ message: failure.message, rows });
        if (isApiError(failure) && failure.status === 422)
          return setError(failure.fieldMessage("file") ?? failure.message);
        notifyError(failure);
      },
    });
  };

  return (
    <>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpen(true)}>
        {t("bulk.open")}
      </Button>
      <Modal opened={open} onClose={close} size="lg" title={t("bulk.title")}>
        <Stack gap="sm">
          <Text size="sm">{t("bulk.intro", { month: month === null ? "" : fmt.fiscalMonth(month) })}</Text>
          <Group justify="space-between" wrap="nowrap" align="center">
            <Text size="sm" c="dimmed">
              {t("bulk.templateHint")}
            </Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={download}
            >
              {t("bulk.template")}
            </Button>
          </Group>
          <FileInput
            label={t("bulk.file")}
            placeholder={t("bulk.choose")}
            description={t("bulk.hint", { max: fmt.number(maxMb) })}
            accept=".xlsx,.csv"
            value={file}
            error={error}
            onChange={setFile}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconUpload size={16} />} loading={upload.isPending} onClick={send}>
              {t("bulk.upload")}
            </Button>
          </Group>
          {problems && (
            <SheetProblems refusal={problems} testId="bulk-problems" tableLabel={t("bulk.problems")} />
          )}
        </Stack>
      </Modal>
    </>
  );
}
