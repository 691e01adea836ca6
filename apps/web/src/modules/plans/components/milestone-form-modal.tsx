import {
  Alert,
  Checkbox,
  Input,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { TActivity, TMilestone } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { FieldErrorMap } from "../../../lib/use-field-errors";
import { NumberInput } from "../../../ui/inputs/number-input";
import { setupOptionsQuery } from "../../setup";
import {
  checkMilestone,
  FISCAL_MONTH_IDS,
  MILESTONE_FIELDS,
  type MilestoneField,
  type MilestoneValues,
  milestoneBody,
  milestoneValues,
  placeServerErrors,
  selectedMonths,
} from "../milestone-form";
import { QUANTITY_RULES } from "../plan-form";
import { usePlanLock } from "../plan-lock";
import { joinMessages } from "../plan-numbers";
import { useEntrySubmit } from "../use-entry-submit";
import { EntryForm, EntryModal } from "./entry-form";
import { useProblemText } from "./problem-text";
import { UnitSelect } from "./unit-select";

type MilestoneFormModalProps = {
  opened: boolean;
  onClose: () => void;
  milestone: TMilestone | null;
  activity: TActivity;
};

/** Add or edit a milestone with its months and a target for each (running totals when cumulative). */
export function MilestoneFormModal({ opened, onClose, milestone, activity }: MilestoneFormModalProps) {
  return (
    <EntryModal section="milestones" editing={milestone !== null} opened={opened} onClose={onClose} size="xl">
      <MilestoneForm milestone={milestone} activity={activity} onDone={onClose} />
    </EntryModal>
  );
}

function MilestoneForm({
  milestone,
  activity,
  onDone,
}: {
  milestone: TMilestone | null;
  activity: TActivity;
  onDone: () => void;
}) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const problemText = useProblemText();
  const lock = usePlanLock();
  const [values, setValues] = useState<MilestoneValues>(() => milestoneValues(milestone));
  const form = useEntrySubmit("milestone", MILESTONE_FIELDS);
  const types = useQuery(setupOptionsQuery("milestone-types"));
  const typeOptions = (parentId: number | null) =>
    (types.data ?? [])
      .filter((option) => option.parent_id === parentId)
      .map((option) => ({ value: String(option.id), label: fmt.name(option.name, option.name_np) }));

  const change = <K extends keyof MilestoneValues>(
    key: K,
    value: MilestoneValues[K],
    clears: MilestoneField[],
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    for (const field of clears) form.clear(field);
  };

  const changeMonth = (month: number, patch: Partial<MilestoneValues["months"][number]>) => {
    setValues((current) => ({
      ...current,
      months: current.months.map((m, index) => (index === month ? { ...m, ...patch } : m)),
    }));
    for (const field of ["months", `month.${month}`, `target.${month}`] as MilestoneField[])
      form.clear(field);
  };

  const submit = () => {
    const problems = checkMilestone(values);
    const found: Record<string, string[]> = {};
    for (const problem of problems)
      found[problem.field] = [...(found[problem.field] ?? []), problemText(problem)];
    form.setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, messages]) => [field, joinMessages(messages)]),
      ) as FieldErrorMap<MilestoneField>,
    );
    if (problems.length > 0) return;
    const sent = selectedMonths(values).map((m) => m.month);
    form.submit(milestone?.id ?? null, milestoneBody(activity.id, values), {
      saved: t("milestones.saved"),
      onSaved: onDone,
      placeFieldErrors: (error) => {
        const placed = placeServerErrors(sent, (field) => error.fieldMessage(field));
        form.setErrors(placed);
        return Object.keys(placed).length > 0;
      },
    });
  };

  // A running check the user sees while typing: the sum (or the last running total) against the target.
  const chosen = selectedMonths(values);
  const known = chosen.flatMap((m) => (m.target === null || Number.isNaN(m.target) ? [] : [m.target]));
  const summary =
    known.length === 0
      ? null
      : values.cumulative
        ? t("milestones.form.lastRunning", { n: fmt.digits(known[known.length - 1]) })
        : t("milestones.form.sumSoFar", { n: fmt.digits(known.reduce((a, b) => a + b, 0)) });

  return (
    <EntryForm section="milestones" form={form} onSubmit={submit} onCancel={onDone}>
      {lock.blocks([activity.nikaya_id]) && (
        <Alert color="orange" variant="light" role="alert">
          {t("lock.readOnly")}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          withAsterisk
          label={t("fields.code")}
          value={values.code}
          error={form.errors.code}
          onChange={(event) => change("code", event.currentTarget.value, ["code"])}
        />
        <Select
          withAsterisk
          label={t("fields.type")}
          searchable
          nothingFoundMessage={t("form.nothingFound")}
          data={typeOptions(null)}
          value={values.type_id}
          error={form.errors.type_id}
          onChange={(value) => {
            change("type_id", value, ["type_id", "subtype_id"]);
            // A subtype belongs to its type.
            change("subtype_id", null, []);
          }}
        />
        <Select
          label={t("fields.subtype")}
          searchable
          clearable
          disabled={!values.type_id}
          nothingFoundMessage={t("form.nothingFound")}
          data={values.type_id ? typeOptions(Number(values.type_id)) : []}
          value={values.subtype_id}
          error={form.errors.subtype_id}
          onChange={(value) => change("subtype_id", value, ["subtype_id"])}
        />
      </SimpleGrid>
      <Textarea
        withAsterisk
        label={t("fields.milestoneTitle")}
        autosize
        minRows={2}
        maxRows={5}
        value={values.title}
        error={form.errors.title}
        onChange={(event) => change("title", event.currentTarget.value, ["title"])}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          {...QUANTITY_RULES}
          label={t("fields.baseline")}
          value={values.baseline}
          error={form.errors.baseline}
          onChange={(value) => change("baseline", value, ["baseline"])}
        />
        <NumberInput
          {...QUANTITY_RULES}
          withAsterisk
          label={t("fields.annualTarget")}
          value={values.annual_target}
          error={form.errors.annual_target}
          onChange={(value) => change("annual_target", value, ["annual_target", "months"])}
        />
        <UnitSelect
          value={values.unit_id}
          error={form.errors.unit_id}
          onChange={(value) => change("unit_id", value, ["unit_id"])}
        />
      </SimpleGrid>
      <TextInput
        label={t("fields.kriya")}
        value={values.kriya}
        error={form.errors.kriya}
        onChange={(event) => change("kriya", event.currentTarget.value, ["kriya"])}
      />
      <Switch
        label={t("fields.cumulative")}
        description={t(values.cumulative ? "milestones.form.cumulativeHint" : "milestones.form.perMonthHint")}
        checked={values.cumulative}
        onChange={(event) => change("cumulative", event.currentTarget.checked, ["months"])}
      />
      <Input.Wrapper
        label={t("fields.months")}
        withAsterisk
        error={form.errors.months}
        description={summary}
        data-testid="milestone-months"
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} mt={6} spacing="xs" verticalSpacing="xs">
          {FISCAL_MONTH_IDS.map((month) => {
            const name = fmt.fiscalMonth(month);
            const row = values.months[month];
            return (
              <Paper key={month} withBorder p="xs" radius="sm">
                <Stack gap={4}>
                  <Checkbox
                    label={name}
                    checked={row.selected}
                    error={form.errors[`month.${month}` as MilestoneField]}
                    onChange={(event) => changeMonth(month, { selected: event.currentTarget.checked })}
                  />
                  <NumberInput
                    {...QUANTITY_RULES}
                    size="xs"
                    aria-label={t("milestones.form.targetOf", { month: name })}
                    placeholder={t("milestones.form.target")}
                    disabled={!row.selected}
                    value={row.target}
                    error={form.errors[`target.${month}` as MilestoneField]}
                    onChange={(target) => changeMonth(month, { target })}
                  />
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Input.Wrapper>
      <Text size="xs" c="dimmed">
        {t("milestones.form.monthsHint")}
      </Text>
    </EntryForm>
  );
}
