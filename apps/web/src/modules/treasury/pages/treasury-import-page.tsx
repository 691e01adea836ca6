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
import { TREASURY_FILE } from "@pragati/domain/contract";
import {
  TREASURY_LAYOUTS,
  TREASURY_UNITS,
  type TreasuryReportNumber,
  type TreasuryUnit,
} from "@pragati/domain/treasury";
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { confirmAction } from "../../../ui/confirm-dialog";
import { ErrorState } from "../../../ui/error-state";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { PageLoader } from "../../../ui/page-loader";
import { TREASURY_CODES_PATH } from "../paths";
import {
  checkFile,
  type ImportInput,
  problemsOf,
  snapshotsQuery,
  type TreasuryProblemRow,
  useImportTreasury,
} from "../queries";

type Errors = Partial<Record<"file" | "as_of" | "fiscal_year_id", string>>;

/**
 * Treasury imports (admin): a file of one report number for the header's budget year and an as-of date,
 * accepted whole or refused with each problem's row and column; the snapshots imported so far below.
 */
export default function TreasuryImportPage() {
  const { t } = useTranslation("treasury");
  const fmt = useFormat();
  const year = useFiscalYearStore((s) => s.current);
  const canImport = useCan("treasury.import");
  const [report, setReport] = useState<TreasuryReportNumber>("2066");
  const [unit, setUnit] = useState<TreasuryUnit>("lakh");
  const [asOf, setAsOf] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problems, setProblems] = useState<{ message: string; rows: TreasuryProblemRow[] } | null>(null);
  const upload = useImportTreasury();
  const snapshots = useQuery(snapshotsQuery(year?.id ?? null));

  const send = (replace: boolean) => {
    setProblems(null);
    if (!file) return setErrors({ file: t("errors.chooseFile") });
    const check = checkFile(file);
    if (check) return setErrors({ file: t(`errors.${check}`, { name: file.name, max: fmt.number(20) }) });
    if (!year) return setErrors({ fiscal_year_id: t("errors.chooseYear") });
    setErrors({});
    const input: ImportInput = {
      report_number: report,
      fiscal_year_id: year.id,
      as_of: asOf,
      unit,
      file,
      replace,
    };
    upload.mutate(input, {
      onSuccess: (snapshot) => {
        notifySuccess(
          t("imported", { rows: fmt.number(snapshot.row_count), date: fmt.bsDate(snapshot.as_of) }),
        );
        setFile(null);
      },
      onError: (error) => {
        const rows = problemsOf(error);
        if (rows) return setProblems({ message: error.message, rows });
        if (isApiError(error) && error.status === 409)
          return confirmAction({
            title: t("replace.title"),
            message: error.message,
            danger: false,
            onConfirm: () => send(true),
          });
        if (isApiError(error) && error.status === 422)
          return setErrors({
            file: error.fieldMessage("file"),
            as_of: error.fieldMessage("as_of"),
            fiscal_year_id: error.fieldMessage("fiscal_year_id"),
          });
        notifyError(error);
      },
    });
  };

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
                onChange={(value) => value && setReport(value as TreasuryReportNumber)}
              />
              <BsDateInput
                label={t("fields.asOf")}
                value={asOf}
                onChange={setAsOf}
                error={errors.as_of}
                required
              />
              <Select
                label={t("fields.unit")}
                data={TREASURY_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                value={unit}
                allowDeselect={false}
                onChange={(value) => value && setUnit(value as TreasuryUnit)}
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
                setErrors({});
              }}
            />
            <Group justify="flex-end">
              <Button
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
                onClick={() => send(false)}
              >
                {t("actions.import")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {problems && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={16} />}
          title={problems.message}
          data-testid="treasury-problems"
        >
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("problems.row")}</Table.Th>
                <Table.Th>{t("problems.column")}</Table.Th>
                <Table.Th>{t("problems.problem")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {problems.rows.map((p) => (
                <Table.Tr key={`${p.row}-${p.column}-${p.message}`}>
                  <Table.Td>{fmt.digits(p.row)}</Table.Td>
                  <Table.Td>{p.column ?? "-"}</Table.Td>
                  <Table.Td>{fmt.locale === "np" ? p.message_np : p.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Alert>
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
