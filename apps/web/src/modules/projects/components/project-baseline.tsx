import { Button, Group, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TProjectBaselineBody,
  type TProjectSummary,
  ZProjectBaselineBody,
} from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { FormFooter } from "../../../ui/form-footer";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useAddProjectBaseline } from "../queries";

type Baseline = NonNullable<TProjectSummary["baseline"]>;
type Values = {
  annual_budget: number | null;
  set_on: string;
  approved_by: string;
  reason: string;
  planned_physical: (number | null)[];
  planned_financial: (number | null)[];
};

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

const bodyOf = (values: Values, fiscalYearId: number): TProjectBaselineBody => ({
  fiscal_year_id: fiscalYearId,
  annual_budget: values.annual_budget ?? 0,
  set_on: dateText(values.set_on),
  approved_by: values.approved_by.trim(),
  reason: values.reason.trim(),
  planned_physical: values.planned_physical.map((v) => v ?? 0),
  planned_financial: values.planned_financial.map((v) => v ?? 0),
});

/**
 * The year's baseline: the version in force and the original (date, reason, approver, the year's
 * budget as planned) and, with `project.manage`, the form that sets the plan or changes it (a new
 * version; the original stays).
 */
export function ProjectBaseline({
  projectId,
  fiscalYearId,
  baseline,
}: {
  projectId: number;
  fiscalYearId: number;
  baseline: TProjectSummary["baseline"];
}) {
  const { t } = useTranslation("projects");
  const canManage = useCan("project.manage");
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" data-testid="baseline">
      {baseline === null ? (
        <Text size="sm" c="dimmed">
          {t("baseline.none")}
        </Text>
      ) : (
        <Versions baseline={baseline} />
      )}
      {canManage &&
        (open ? (
          <BaselineForm
            projectId={projectId}
            fiscalYearId={fiscalYearId}
            baseline={baseline}
            onDone={() => setOpen(false)}
          />
        ) : (
          <Group data-print-hide>
            <Button variant="light" onClick={() => setOpen(true)}>
              {t(baseline === null ? "baseline.set" : "baseline.change")}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}

function Versions({ baseline }: { baseline: Baseline }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const rows = baseline.in_force.version === 1 ? [baseline.in_force] : [baseline.in_force, baseline.original];
  return (
    <Table withTableBorder aria-label={t("baseline.title")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("baseline.version")}</Table.Th>
          <Table.Th>{t("baseline.setOn")}</Table.Th>
          <Table.Th ta="right">{t("baseline.annualBudget")}</Table.Th>
          <Table.Th>{t("baseline.approvedBy")}</Table.Th>
          <Table.Th>{t("baseline.reason")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              {t(i === 0 ? "baseline.inForce" : "baseline.original", { version: fmt.number(row.version) })}
            </Table.Td>
            <Table.Td>{fmt.bsDate(row.set_on)}</Table.Td>
            <Table.Td ta="right">{fmt.number(row.annual_budget)}</Table.Td>
            <Table.Td>{row.approved_by}</Table.Td>
            <Table.Td>{row.reason || "-"}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BaselineForm({
  projectId,
  fiscalYearId,
  baseline,
  onDone,
}: {
  projectId: number;
  fiscalYearId: number;
  baseline: TProjectSummary["baseline"];
  onDone: () => void;
}) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const add = useAddProjectBaseline(projectId);
  const current = baseline?.in_force;
  const form = useForm<Values>({
    initialValues: {
      annual_budget: current?.annual_budget ?? null,
      set_on: "",
      approved_by: "",
      reason: "",
      planned_physical: current?.planned_physical ?? MONTHS.map(() => null),
      planned_financial: current?.planned_financial ?? MONTHS.map(() => null),
    },
    validate: (values) => {
      const errors = schemaValidate<TProjectBaselineBody>(ZProjectBaselineBody, (field) =>
        t(`baseline.errors.${field}`, { defaultValue: t("baseline.errors.fix") }),
      )(bodyOf(values, fiscalYearId));
      if (readBsDate(values.set_on, calendar) === "invalid") errors.set_on = t("baseline.errors.set_on");
      if (baseline !== null && values.reason.trim() === "") errors.reason = t("baseline.errors.reason");
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(bodyOf(values, fiscalYearId), {
      onSuccess: () => {
        notifySuccess(t("baseline.saved"));
        onDone();
      },
      onError: (error) => {
        form.setErrors(
          apiFieldErrors(error, [
            "annual_budget",
            "set_on",
            "approved_by",
            "reason",
            "planned_physical",
            "planned_financial",
          ]),
        );
        notifyError(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} aria-label={t(baseline === null ? "baseline.set" : "baseline.change")} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t("baseline.annualBudget")}
            withAsterisk
            maxDecimals={2}
            maxDigits={10}
            value={form.values.annual_budget}
            error={form.errors.annual_budget}
            onChange={(value) => form.setFieldValue("annual_budget", value)}
          />
          <BsDateInput
            label={t("baseline.setOn")}
            withAsterisk
            placeholder={fmt.bsDate("2082-04-01")}
            value={form.values.set_on}
            error={form.errors.set_on}
            onChange={(typed) => form.setFieldValue("set_on", typed)}
          />
          <TextInput label={t("baseline.approvedBy")} withAsterisk {...form.getInputProps("approved_by")} />
          <Textarea
            label={t("baseline.reason")}
            withAsterisk={baseline !== null}
            autosize
            minRows={1}
            {...form.getInputProps("reason")}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t("baseline.monthsHint")}
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder aria-label={t("baseline.monthsLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("summary.curve.month")}</Table.Th>
                <Table.Th>{t("baseline.plannedPhysical")}</Table.Th>
                <Table.Th>{t("baseline.plannedFinancial")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MONTHS.map((month) => (
                <Table.Tr key={month}>
                  <Table.Td>{fmt.fiscalMonth(month)}</Table.Td>
                  {(["planned_physical", "planned_financial"] as const).map((key) => (
                    <Table.Td key={key}>
                      <NumberInput
                        aria-label={`${t(key === "planned_physical" ? "baseline.plannedPhysical" : "baseline.plannedFinancial")} ${fmt.fiscalMonth(month)}`}
                        maxDecimals={2}
                        maxDigits={3}
                        value={form.values[key][month]}
                        onChange={(value) => form.setFieldValue(`${key}.${month}`, value)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {(["planned_physical", "planned_financial"] as const).map(
          (key) =>
            form.errors[key] && (
              <Text key={key} size="sm" c="red.8" role="alert">
                {form.errors[key]}
              </Text>
            ),
        )}
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("baseline.cancel")}
          saveLabel={t("baseline.save")}
          saving={add.isPending}
        />
      </Stack>
    </form>
  );
}
