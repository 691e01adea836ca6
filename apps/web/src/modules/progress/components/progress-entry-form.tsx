import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea } from "@mantine/core";
import type { TMilestoneHead, TProgressEntryDetail } from "@pragati/domain/contract";
import {
  defaultEntryStatus,
  displayPercent,
  endMonth,
  PROGRESS_STATUSES,
  type ProgressEntry,
  type ProgressStatus,
} from "@pragati/domain/progress";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { useSetupStore } from "../../../state/setup-store";
import { NumberInput } from "../../../ui/inputs/number-input";
import { setupOptionsQuery } from "../../setup";
import {
  checkEntry,
  ENTRY_FIELDS,
  type EntryField,
  type EntryProblem,
  type EntryValues,
  liveRules,
  scheduleOf,
} from "../entry-form";
import { useStoreProgress } from "../queries";
import { ReasonsField } from "./reasons-field";

type ProgressEntryFormProps = {
  milestone: TMilestoneHead;
  month: number;
  /** Every saved entry of the milestone (the month's own is replaced by what the form holds). */
  entries: readonly ProgressEntry[];
  entry: TProgressEntryDetail | null;
};

const initialValues = (
  entry: TProgressEntryDetail | null,
  milestone: TMilestoneHead,
  month: number,
): EntryValues =>
  entry
    ? {
        status: entry.status,
        achieved: entry.achieved,
        reasons: entry.reasons.map((r) => ({ main_type_id: r.main_type_id, sub_type_id: r.sub_type_id })),
        explanation: entry.explanation,
      }
    : {
        status: defaultEntryStatus(scheduleOf(milestone), month),
        achieved: null,
        reasons: [],
        explanation: "",
      };

/**
 * Enter or correct a month's progress: status, achieved, reasons (required when the target is not
 * met), explanation with a counter; the at-or-above-target warning; the API's 422 under the fields and
 * its 409 (closed window) above the buttons.
 */
export function ProgressEntryForm({ milestone, month, entries, entry }: ProgressEntryFormProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const reasonLimit = useSetupStore((s) => s.setup?.reason_limit ?? 3);
  const descriptionLimit = useSetupStore((s) => s.setup?.description_limit ?? 500);
  const problemTypes = useQuery(setupOptionsQuery("paragati-samasyas-types"));
  const [values, setValues] = useState<EntryValues>(() => initialValues(entry, milestone, month));
  const { errors, setErrors, clear, fromApi } = useFieldErrors(ENTRY_FIELDS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useStoreProgress();

  const schedule = scheduleOf(milestone);
  const rules = liveRules(schedule, entries, month, values);
  const unit = fmt.name(milestone.unit_name, milestone.unit_name_np);

  const change = <K extends EntryField>(key: K, value: EntryValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
    setRefusal(null);
  };

  const problemText = (problem: EntryProblem) =>
    "n" in problem ? t(`errors.${problem.key}`, { n: fmt.number(problem.n) }) : t(`errors.${problem.key}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkEntry(rules, values, { reasons: reasonLimit, description: descriptionLimit });
    const found: FieldErrorMap<EntryField> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    setErrors(found);
    setRefusal(null);
    if (problems.length > 0) return;
    save.mutate(
      {
        milestone_id: milestone.id,
        fiscal_year_id: milestone.fiscal_year_id,
        month,
        status: values.status,
        achieved: values.achieved ?? 0,
        reasons: values.reasons.flatMap((r) =>
          r.main_type_id === null || r.sub_type_id === null
            ? []
            : [{ main_type_id: r.main_type_id, sub_type_id: r.sub_type_id }],
        ),
        explanation: values.explanation.trim(),
      },
      {
        onSuccess: (saved) => notifySuccess(t(saved.warning ? "entry.savedWithWarning" : "entry.saved")),
        onError: (error) => {
          const onFields = fromApi(error);
          if (isApiError(error) && !error.canceled && (!onFields || error.status !== 422))
            setRefusal(error.message);
          notifyError(error);
        },
      },
    );
  };

  const statusHint =
    rules.canComplete || values.status === "completed"
      ? undefined
      : t("entry.completedHint", { month: fmt.fiscalMonth(endMonth(schedule)) });

  return (
    <form onSubmit={submit} noValidate aria-label={t("entry.formLabel")}>
      <Stack gap="md">
        <Radio.Group
          label={t("entry.status")}
          withAsterisk
          value={values.status}
          onChange={(next) => change("status", next as ProgressStatus)}
          description={statusHint}
          error={errors.status}
        >
          <Group gap="lg" mt={6}>
            {PROGRESS_STATUSES.map((status) => (
              <Radio
                key={status}
                value={status}
                label={t(`status.${status}`)}
                disabled={status === "completed" && !rules.canComplete && values.status !== "completed"}
              />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label={t("entry.achieved")}
          withAsterisk
          maxDecimals={4}
          description={t(milestone.cumulative ? "entry.achievedCumulative" : "entry.achievedMonth", {
            month: fmt.fiscalMonth(month),
            unit,
          })}
          value={values.achieved}
          error={errors.achieved}
          onChange={(next) => change("achieved", next)}
        />
        <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" data-testid="entry-progress">
          <Text size="sm">
            {t("entry.soFar", {
              achieved: fmt.number(rules.achievedUpTo),
              target: fmt.number(rules.targetUpTo),
              percent: fmt.percent(displayPercent(rules.percent)),
            })}
          </Text>
        </Paper>
        {rules.warning && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            role="status"
            data-testid="target-warning"
          >
            {t("entry.warning")}
          </Alert>
        )}
        <ReasonsField
          value={values.reasons}
          onChange={(next) => change("reasons", next)}
          options={problemTypes.data ?? []}
          limit={reasonLimit}
          required={rules.reasonsRequired}
          error={errors.reasons}
        />
        <Textarea
          label={t("entry.explanation")}
          autosize
          minRows={3}
          maxRows={8}
          value={values.explanation}
          description={t("entry.counter", {
            used: fmt.number(values.explanation.trim().length),
            max: fmt.number(descriptionLimit),
          })}
          error={errors.explanation}
          onChange={(event) => change("explanation", event.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" data-testid="entry-refusal">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("entry.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
