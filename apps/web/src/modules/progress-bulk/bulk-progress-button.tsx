import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { TBulkProgressResult, TSheetProblem } from "@pragati/domain/contract";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError, sheetProblemsOf } from "../../lib/api-client";
import { useFormat } from "../../lib/format";
import { notifyError } from "../../lib/notify";
import { useCan } from "../../state/auth-store";
import { type BulkKind, checkSheetFile, downloadBulkSheet, useUploadBulkProgress } from "./queries";

type BulkProgressButtonProps = { nikayaId: number; month: number };

/**
 * Progress by Excel for the office and month chosen on the pragati screen: download the sheet, fill it,
 * upload it. The API keeps every row or none; a refusal lists each problem by sheet row and column.
 */
export function BulkProgressButton({ nikayaId, month }: BulkProgressButtonProps) {
  const { t } = useTranslation("progress-bulk");
  const canEnter = useCan("progress.create");
  const canView = useCan("progress.view");
  const [opened, setOpened] = useState(false);
  if (!canEnter && !canView) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpened(true)}>
        {t("button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("title")} size="xl">
        {/* Mounted only while open, so each opening starts clean. */}
        {opened && <BulkProgressPanel nikayaId={nikayaId} month={month} canEnter={canEnter} />}
      </Modal>
    </>
  );
}

type BulkProgressPanelProps = BulkProgressButtonProps & { canEnter: boolean; kind?: BulkKind };

/**
 * The download and upload steps for one office and month; `kind` "projects" works on the office's
 * projects (`api/ayojana/bulk`) with the same steps, answers and problem table.
 */
export function BulkProgressPanel({
  nikayaId,
  month,
  canEnter,
  kind = "milestones",
}: BulkProgressPanelProps) {
  const { t } = useTranslation("progress-bulk");
  // The texts that name what the sheet holds; the rest is shared.
  const own = (key: string) => (kind === "projects" ? `projects.${key}` : key);
  const fmt = useFormat();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<TBulkProgressResult | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: TSheetProblem[] } | null>(null);
  const upload = useUploadBulkProgress(kind);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadBulkSheet({ nikayaId, month }, kind);
    } catch (error) {
      if (!isApiError(error) || !error.canceled)
        setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  const send = () => {
    setResult(null);
    setRefusal(null);
    if (!file) {
      setFileError(t("upload.chooseFirst"));
      return;
    }
    const problem = checkSheetFile(file);
    if (problem) {
      setFileError(t(`upload.errors.${problem}`, { name: file.name }));
      return;
    }
    upload.mutate(
      { nikayaId, month, file },
      {
        onSuccess: (saved) => {
          setResult(saved);
          setFile(null);
        },
        onError: (error) => {
          const problems = sheetProblemsOf(error);
          if (problems) setRefusal({ message: error.message, problems });
          else if (isApiError(error) && error.fieldMessage("file"))
            setFileError(error.fieldMessage("file") ?? null);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t(own("intro"), { month: fmt.fiscalMonth(month) })}</Text>

      <Stack gap="xs">
        <Title order={5}>{t("download.step")}</Title>
        <Text size="sm" c="dimmed">
          {t("download.hint")}
        </Text>
        <Group>
          <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={download}>
            {t("download.action")}
          </Button>
        </Group>
        {downloadError && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />} title={t("download.error")}>
            {downloadError}
          </Alert>
        )}
      </Stack>

      {canEnter ? (
        <Stack gap="xs">
          <Title order={5}>{t("upload.step")}</Title>
          <FileInput
            clearable
            label={t("upload.input")}
            placeholder={t("upload.placeholder")}
            description={t("upload.hint", { max: fmt.number(5) })}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconUpload size={16} />} loading={upload.isPending} onClick={send}>
              {t("upload.action")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t(own("viewOnly"))}
        </Text>
      )}

      {result && <UploadResult result={result} savedKey={own("result.saved")} />}
      {refusal && <ProblemTable message={refusal.message} problems={refusal.problems} />}
    </Stack>
  );
}

function UploadResult({ result, savedKey }: { result: TBulkProgressResult; savedKey: string }) {
  const { t } = useTranslation("progress-bulk");
  const fmt = useFormat();
  return (
    <Alert
      color={result.saved > 0 ? "green" : "blue"}
      icon={<IconCircleCheck size={16} />}
      title={result.saved > 0 ? t(savedKey, { n: fmt.number(result.saved) }) : t("result.nothing")}
      data-testid="bulk-progress-result"
    >
      <List size="sm">
        {result.saved > 0 && (
          <List.Item>
            {t("result.split", { created: fmt.number(result.created), updated: fmt.number(result.updated) })}
          </List.Item>
        )}
        {result.skipped > 0 && (
          <List.Item>{t("result.skipped", { n: fmt.number(result.skipped) })}</List.Item>
        )}
        {result.warning_rows.length > 0 && (
          <List.Item>
            {t("result.warnings", { rows: result.warning_rows.map((row) => fmt.digits(row)).join(", ") })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}

function ProblemTable({ message, problems }: { message: string; problems: TSheetProblem[] }) {
  const { t } = useTranslation("progress-bulk");
  const fmt = useFormat();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={16} />}
      title={message}
      data-testid="bulk-progress-problems"
    >
      <Stack gap="xs">
        <Text size="sm">{t("problems.intro")}</Text>
        <ScrollArea.Autosize mah={320}>
          <Table striped withTableBorder aria-label={t("problems.label")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("problems.row")}</Table.Th>
                <Table.Th>{t("problems.column")}</Table.Th>
                <Table.Th>{t("problems.message")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.map((p, i) => (
                // Problems come sorted by row and column and never change while shown.
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may carry the same message twice
                <Table.Tr key={i}>
                  <Table.Td>{fmt.digits(p.row)}</Table.Td>
                  <Table.Td>
                    {p.header ? `${p.column} (${fmt.name(p.header, p.header_np)})` : p.column}
                  </Table.Td>
                  <Table.Td>{fmt.name(p.message, p.message_np)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}
