import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TProjectProgress,
  type TProjectProgressBody,
  type TProjectProgressMonth,
  ZProjectProgressBody,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { NumberInput } from "../../../ui/inputs/number-input";
import { PageLoader } from "../../../ui/page-loader";
import { MonthApprovalNotice, useMonthClosed } from "../../approvals";
import { setupOptionsQuery } from "../../setup";
import { projectProgressQuery, useSaveProjectProgress } from "../queries";

const PLAIN = { border: 0, padding: 0, margin: 0 };
const NUMBER_FIELDS = [
  "physical_target",
  "physical_achieved",
  "financial_target",
  "budget",
  "expense",
] as const;
const FIELDS = [...NUMBER_FIELDS, "month", "problem_type_id", "problem_sub_type_id", "problems", "remarks"];

type MonthValues = {
  month: number;
  physical_target: number | null;
  physical_achieved: number | null;
  financial_target: number | null;
  budget: number | null;
  expense: number | null;
  problem_type_id: number | null;
  problem_sub_type_id: number | null;
  problems: string;
  remarks: string;
};

const valuesOf = (month: number, row: TProjectProgressMonth | undefined): MonthValues => ({
  month,
  physical_target: row?.physical_target ?? null,
  physical_achieved: row?.physical_achieved ?? null,
  financial_target: row?.financial_target ?? null,
  budget: row?.budget ?? null,
  expense: row?.expense ?? null,
  problem_type_id: row?.problem_type?.id ?? null,
  problem_sub_type_id: row?.problem_sub_type?.id ?? null,
  problems: row?.problems ?? "",
  remarks: row?.remarks ?? "",
});

/** A project's months of the chosen fiscal year, with the form to enter one (route `ayojana`, progress step). */
export function ProjectProgress({ projectId, officeId }: { projectId: number; officeId: number }) {
  const { t } = useTranslation("projects");
  const yearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const progress = useQuery(projectProgressQuery(projectId, yearId));
  if (progress.isPending) return <PageLoader />;
  if (progress.isError)
    return <ErrorState message={progress.error.message} onRetry={() => void progress.refetch()} />;
  const entered = progress.data.months.filter((m) => m.entered);
  return (
    <Stack gap="md">
      {entered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("progress.none")}
        </Text>
      ) : (
        <ProgressTable months={entered} />
      )}
      <ProgressEntry
        key={progress.data.fiscal_year_id}
        projectId={projectId}
        officeId={officeId}
        progress={progress.data}
      />
    </Stack>
  );
}

function ProgressTable({ months }: { months: TProjectProgressMonth[] }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label={t("progress.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("progress.month")}</Table.Th>
            <Table.Th>{t("progress.physical")}</Table.Th>
            <Table.Th>{t("progress.cumulativePhysical")}</Table.Th>
            <Table.Th>{t("progress.budgetExpense")}</Table.Th>
            <Table.Th>{t("progress.financial")}</Table.Th>
            <Table.Th>{t("progress.budgetPercent")}</Table.Th>
            <Table.Th>{t("progress.problems")}</Table.Th>
            <Table.Th>{t("jump.state")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{fmt.fiscalMonth(m.month)}</Table.Td>
              <Table.Td>
                {fmt.percent(m.physical_achieved)} / {fmt.percent(m.physical_target)}
              </Table.Td>
              <Table.Td>
                {fmt.percent(m.cumulative_physical_achieved)} / {fmt.percent(m.cumulative_physical_target)}
              </Table.Td>
              <Table.Td>
                {fmt.number(m.expense)} / {fmt.number(m.budget)}
              </Table.Td>
              <Table.Td>{m.financial_progress === null ? "-" : fmt.percent(m.financial_progress)}</Table.Td>
              <Table.Td>{m.budget_percent === null ? "-" : fmt.percent(m.budget_percent)}</Table.Td>
              <Table.Td>
                {m.problem_type ? fmt.name(m.problem_type.name, m.problem_type.name_np) : ""}
                {m.problems ? ` — ${m.problems}` : ""}
              </Table.Td>
              <Table.Td>
                <JumpState month={m} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A month's jump claim (docs/product-rules.md "Evidence before completion"): waiting, accepted or rejected. */
function JumpState({ month }: { month: TProjectProgressMonth }) {
  const { t } = useTranslation("projects");
  if (month.jump_state === null) return null;
  const color = { claimed: "blue", accepted: "green", rejected: "red" }[month.jump_state];
  return (
    <Tooltip label={t("jump.claimedHint")} disabled={month.jump_state !== "claimed"} multiline w={320}>
      <Text size="sm" c={color} data-testid="jump-state" data-state={month.jump_state}>
        {t(`jump.${month.jump_state}`, { reason: month.jump_reason ?? "" })}
      </Text>
    </Tooltip>
  );
}

function ProgressEntry({
  projectId,
  officeId,
  progress,
}: {
  projectId: number;
  /** The profiling office, whose project month the approval chain may have frozen. */
  officeId: number;
  progress: TProjectProgress;
}) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const canEnter = useCan("project.progress");
  const save = useSaveProjectProgress(projectId);
  const problemTypes = useQuery(setupOptionsQuery("ayojana-samasya-types"));
  const form = useForm<MonthValues>({
    initialValues: valuesOf(progress.reporting_month, progress.months[progress.reporting_month]),
    validate: schemaValidate<MonthValues>(ZProjectProgressBody, (path) => {
      const field = path.split(".")[0];
      if ((NUMBER_FIELDS as readonly string[]).includes(field))
        return t(
          field === "budget" || field === "expense" ? "progress.errors.lakh" : "progress.errors.percent",
        );
      return t("progress.errors.choose");
    }),
  });
  // A submitted or approved month is read-only here, as the API refuses its save (409).
  const closed = useMonthClosed({ stream: "project", month: form.values.month, officeId });
  if (!canEnter) return null;
  if (!progress.entry_allowed)
    return (
      <Alert color="yellow" title={t("progress.closedTitle")}>
        {t("progress.closed", {
          from: fmt.bsDate(progress.window.from),
          to: fmt.bsDate(progress.window.to),
        })}
      </Alert>
    );

  const values = form.values;
  const options = (rows: { id: number; name: string; name_np: string }[]) =>
    rows.map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));
  const types = (problemTypes.data ?? []).filter((item) => item.parent_id === null);
  const subTypes = (problemTypes.data ?? []).filter(
    (item) => item.parent_id !== null && item.parent_id === values.problem_type_id,
  );
  const number = (field: (typeof NUMBER_FIELDS)[number]) => (
    <NumberInput
      label={t(`progress.fields.${field}`)}
      withAsterisk
      maxDecimals={2}
      maxDigits={field === "budget" || field === "expense" ? 10 : 3}
      value={values[field]}
      error={form.errors[field]}
      onChange={(value) => form.setFieldValue(field, value)}
    />
  );

  const submit = form.onSubmit((valid) =>
    save.mutate(
      { ...(valid as unknown as TProjectProgressBody), fiscal_year_id: progress.fiscal_year_id },
      saveCallbacks(form, FIELDS, t("toasts.progressSaved")),
    ),
  );

  return (
    // Not a <form>: it sits inside the profile form, and a nested form would submit that one too.
    <fieldset aria-label={t("progress.entryLabel")} style={PLAIN}>
      <Stack gap="sm">
        <MonthApprovalNotice stream="project" month={values.month} officeId={officeId} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t("progress.month")}
            withAsterisk
            data={progress.months.map((m) => ({ value: String(m.month), label: fmt.fiscalMonth(m.month) }))}
            value={String(values.month)}
            allowDeselect={false}
            onChange={(picked) => {
              const month = Number(picked ?? progress.reporting_month);
              form.setValues(valuesOf(month, progress.months[month]));
              form.clearErrors();
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {number("physical_target")}
          {number("physical_achieved")}
          {number("financial_target")}
          {number("budget")}
          {number("expense")}
          <Select
            label={t("progress.fields.problem_type_id")}
            placeholder={t("form.choose")}
            clearable
            data={options(types)}
            value={values.problem_type_id === null ? null : String(values.problem_type_id)}
            error={form.errors.problem_type_id}
            onChange={(picked) =>
              form.setValues({ problem_type_id: picked ? Number(picked) : null, problem_sub_type_id: null })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t("progress.fields.problem_sub_type_id")}
            placeholder={t("form.choose")}
            clearable
            disabled={values.problem_type_id === null}
            data={options(subTypes)}
            value={values.problem_sub_type_id === null ? null : String(values.problem_sub_type_id)}
            error={form.errors.problem_sub_type_id}
            onChange={(picked) => form.setFieldValue("problem_sub_type_id", picked ? Number(picked) : null)}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea
          label={t("progress.fields.problems")}
          autosize
          minRows={2}
          {...form.getInputProps("problems")}
        />
        <Textarea
          label={t("progress.fields.remarks")}
          autosize
          minRows={2}
          {...form.getInputProps("remarks")}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={save.isPending}
            disabled={closed !== false}
            onClick={() => submit()}
          >
            {t("progress.save")}
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}
