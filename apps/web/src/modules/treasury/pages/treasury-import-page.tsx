import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { TREASURY_FILE, type TSheetProblem, type TTreasuryPreview } from "@pragati/domain/contract";
import {
  TREASURY_LAYOUTS,
  TREASURY_UNITS,
  type TreasuryReportNumber,
  type TreasuryUnit,
} from "@pragati/domain/treasury";
import { IconAlertTriangle, IconEye, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError, sheetProblemsOf } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { confirmAction } from "../../../ui/confirm-dialog";
import { ErrorState } from "../../../ui/error-state";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { PageLoader } from "../../../ui/page-loader";
import { SheetProblems } from "../../../ui/sheet-problems";
import { TREASURY_CODES_PATH } from "../paths";
import {
  checkFile,
  type PreviewInput,
  snapshotsQuery,
  useImportTreasury,
  usePreviewTreasury,
} from "../queries";

type Errors = Partial<Record<"file" | "as_of" | "fiscal_year_id" | "unit", string>>;

/** The unit select's value for "as the file's title states". */
const FROM_FILE = "file";

/**
 * Treasury imports (admin): a file of one report number for the header's budget year and an as-of date,
 * previewed first (the report, unit and year read, its first rows and totals as they will be stored),
 * then imported on confirmation, accepted whole or refused with each problem's row and column; the
 * snapshots imported so far below.
 */
export default function TreasuryImportPage() {
  const { t } = useTranslation("treasury");
  const fmt = useFormat();
  const year = useFiscalYearStore((s) => s.current);
  const canImport = useCan("treasury.import");
  const [report, setReport] = useState<TreasuryReportNumber>("2066");
  const [unit, setUnit] = useState<TreasuryUnit | typeof FROM_FILE>(FROM_FILE);
  const [asOf, setAsOf] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problems, setProblems] = useState<{ message: string; rows: TSheetProblem[] } | null>(null);
  const [preview, setPreview] = useState<{ input: PreviewInput; data: TTreasuryPreview } | null>(null);
  const check = usePreviewTreasury();
  const upload = useImportTreasury();
  const snapshots = useQuery(snapshotsQuery(year?.id ?? null));

  /** A refused file's problems, a field's message, or a toast for any other failure. */
  const showError = (error: Error) => {
    const rows = sheetProblemsOf(error);
    if (rows) return setProblems({ message: error.message, rows });
    if (isApiError(error) && error.status === 422)
      return setErrors({
        file: error.fieldMessage("file"),
        as_of: error.fieldMessage("as_of"),
        fiscal_year_id: error.fieldMessage("fiscal_year_id"),
        unit: error.fieldMessage("unit"),
      });
    notifyError(error);
  };

  /** A changed setting or file makes the preview stale. */
  const changed = () => {
    setPreview(null);
    setProblems(null);
    setErrors({});
  };

  const showPreview = () => {
    changed();
    if (!file) return setErrors({ file: t("errors.chooseFile") });
    const problem = checkFile(file);
    if (problem) return setErrors({ file: t(`errors.${problem}`, { name: file.name, max: fmt.number(20) }) });
    if (!year) return setErrors({ fiscal_year_id: t("errors.chooseYear") });
    const input: PreviewInput = {
      report_number: report,
      fiscal_year_id: year.id,
      as_of: asOf,
      unit: unit === FROM_FILE ? undefined : unit,
      file,
    };
    check.mutate(input, { onSuccess: (data) => setPreview({ input, data }), onError: showError });
  };

  const send = (input: PreviewInput, replace: boolean) =>
    upload.mutate(
      { ...input, replace },
      {
        onSuccess: (snapshot) => {
          notifySuccess(
            t("imported", { rows: fmt.number(snapshot.row_count), date: fmt.bsDate(snapshot.as_of) }),
          );
          setPreview(null);
          setFile(null);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            return confirmAction({
              title: t("replace.title"),
              message: error.message,
              danger: false,
              onConfirm: () => send(input, true),
            });
          setPreview(null);
          showError(error);
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t("title")}
        </Title>
        {canImport && (
          <Anchor component={Link} to={`/${TREASURY_CODES_PATH}`}>
            {t("codes.link")}
          </Anchor>
        )}
      </Group>
      {canImport && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("intro", {
                year: year?.title_np && fmt.locale === "np" ? year.title_np : (year?.title ?? ""),
              })}
            </Text>
            {errors.fiscal_year_id && (
              <Text c="red" size="sm">
                {errors.fiscal_year_id}
              </Text>
            )}
            <Group grow align="flex-start">
              <Select
                label={t("fields.report")}
                data={TREASURY_LAYOUTS.map((l) => ({
                  value: l.number,
                  label: `${fmt.digits(l.number)} · ${fmt.locale === "np" ? l.title.np : l.title.en}`,
                }))}
                value={report}
                allowDeselect={false}
                onChange={(value) => {
                  if (value) setReport(value as TreasuryReportNumber);
                  changed();
                }}
              />
              <BsDateInput
                label={t("fields.asOf")}
                value={asOf}
                onChange={(value) => {
                  setAsOf(value);
                  changed();
                }}
                error={errors.as_of}
                required
              />
              <Select
                label={t("fields.unit")}
                description={t("fields.unitHint")}
                data={[
                  { value: FROM_FILE, label: t("fields.unitFromFile") },
                  ...TREASURY_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) })),
                ]}
                value={unit}
                allowDeselect={false}
                error={errors.unit}
                onChange={(value) => {
                  if (value) setUnit(value as TreasuryUnit | typeof FROM_FILE);
                  changed();
                }}
              />
            </Group>
            <FileInput
              clearable
              label={t("fields.file")}
              placeholder={t("fields.filePlaceholder")}
              description={t("fields.fileHint", { max: fmt.number(TREASURY_FILE.maxBytes / 1024 / 1024) })}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} />}
              value={file}
              error={errors.file}
              onChange={(chosen) => {
                setFile(chosen);
                changed();
              }}
            />
            <Group justify="flex-end">
              <Button leftSection={<IconEye size={16} />} loading={check.isPending} onClick={showPreview}>
                {t("actions.preview")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {preview && (
        <PreviewPanel
          preview={preview.data}
          importing={upload.isPending}
          onCancel={() => setPreview(null)}
          onConfirm={() => send(preview.input, false)}
        />
      )}

      {problems && (
        <SheetProblems refusal={problems} testId="treasury-problems" icon={<IconAlertTriangle size={16} />} />
      )}

      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t("snapshots.title")}
        </Title>
        {snapshots.isPending ? (
          <PageLoader />
        ) : snapshots.isError ? (
          <ErrorState
            title={t("snapshots.error")}
            message={snapshots.error.message}
            onRetry={() => void snapshots.refetch()}
          />
        ) : snapshots.data.length === 0 ? (
          <Text c="dimmed">{t("snapshots.empty")}</Text>
        ) : (
          <Table striped withTableBorder data-testid="treasury-snapshots">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("snapshots.report")}</Table.Th>
                <Table.Th>{t("snapshots.asOf")}</Table.Th>
                <Table.Th>{t("snapshots.file")}</Table.Th>
                <Table.Th>{t("snapshots.rows")}</Table.Th>
                <Table.Th>{t("snapshots.budget")}</Table.Th>
                <Table.Th>{t("snapshots.expense")}</Table.Th>
                <Table.Th>{t("snapshots.by")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {snapshots.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{fmt.digits(s.report_number)}</Table.Td>
                  <Table.Td>{fmt.bsDate(s.as_of)}</Table.Td>
                  <Table.Td>{s.file_name}</Table.Td>
                  <Table.Td>{fmt.number(s.row_count)}</Table.Td>
                  <Table.Td>{fmt.number(s.totals.total_budget)}</Table.Td>
                  <Table.Td>{fmt.number(s.totals.total_expense)}</Table.Td>
                  <Table.Td>{s.imported_by ?? "-"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}

/** What the import will store: the report, unit and year read (with the cells stating them), first rows, totals. */
function PreviewPanel(props: {
  preview: TTreasuryPreview;
  importing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation("treasury");
  const { t: tc } = useTranslation("common");
  const fmt = useFormat();
  const p = props.preview;
  const np = fmt.locale === "np";
  const fact = (label: string, value: string, note: string) => (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}{" "}
      <Text span c="dimmed">
        ({note})
      </Text>
    </Text>
  );
  return (
    <Paper withBorder p="md" data-testid="treasury-preview">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("preview.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("preview.hint")}
        </Text>
        {fact(
          t("preview.report"),
          `${fmt.digits(p.report_number)} · ${np ? p.report_title_np : p.report_title}`,
          fmt.bsDate(p.as_of),
        )}
        {fact(
          t("preview.unit"),
          t(`units.${p.unit}`),
          p.unit_cell ? t("preview.statedIn", { cell: p.unit_cell }) : t("preview.unitChosen"),
        )}
        {fact(
          t("preview.year"),
          np ? p.fiscal_year_title_np : p.fiscal_year_title,
          p.fiscal_year_cell
            ? t("preview.statedIn", { cell: p.fiscal_year_cell })
            : t("preview.yearNotStated"),
        )}
        {p.replaces && (
          <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
            {t("preview.replaces")}
          </Alert>
        )}
        {p.rows.length === 0 ? (
          <Text c="dimmed">{t("preview.empty")}</Text>
        ) : (
          <>
            <Text size="sm">
              {t("preview.rows", { total: fmt.number(p.row_count), shown: fmt.number(p.rows.length) })}
            </Text>
            <Table striped withTableBorder data-testid="treasury-preview-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("preview.line")}</Table.Th>
                  <Table.Th>{t("preview.description")}</Table.Th>
                  <Table.Th ta="right">{t("preview.budget")}</Table.Th>
                  <Table.Th ta="right">{t("preview.expense")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{fmt.digits(row.line)}</Table.Td>
                    <Table.Td>{fmt.digits(row.description)}</Table.Td>
                    <Table.Td ta="right">
                      {row.total_budget === null ? "-" : fmt.number(row.total_budget)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {row.total_expense === null ? "-" : fmt.number(row.total_expense)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="treasury-preview-totals">
                  <Table.Th colSpan={2}>{t("preview.totals")}</Table.Th>
                  <Table.Th ta="right">{fmt.number(p.totals.total_budget)}</Table.Th>
                  <Table.Th ta="right">{fmt.number(p.totals.total_expense)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.importing}>
            {tc("actions.cancel")}
          </Button>
          <Button leftSection={<IconUpload size={16} />} loading={props.importing} onClick={props.onConfirm}>
            {t("actions.import")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
