import { Alert, Button, Group, Select, Stack, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  REPORT_LIMITS,
  REPORT_REASON_STATUSES,
  REPORTED_STATUSES,
  type TDecisionDetail,
  type TDecisionReportBody,
  ZDecisionReportBody,
} from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useSubmitReport } from "../queries";

type ReportValues = {
  status: TDecisionReportBody["status"] | null;
  description: string;
  reason: string;
  implementation_percent: number | null;
};
const FIELDS = ["status", "description", "reason", "implementation_percent"] as const;

/** The reporting office's report for the current period; the secretariat reviews it. */
export function ReportForm({
  decision,
  period,
}: {
  decision: TDecisionDetail;
  period: { index: number; end: string };
}) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const submit = useSubmitReport(decision.id);
  const body = (values: ReportValues) =>
    ({
      ...values,
      description: values.description.trim(),
      reason: values.reason.trim(),
      // The % goes with a partly implemented decision only.
      implementation_percent:
        values.status === "partially_implemented" ? values.implementation_percent : null,
    }) as TDecisionReportBody;

  const form = useForm<ReportValues>({
    initialValues: { status: null, description: "", reason: "", implementation_percent: null },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const fromSchema = schemaValidate(ZDecisionReportBody, (path) => {
        const field = path.split(".")[0] as (typeof FIELDS)[number];
        if (field === "status") return t("reports.errors.status");
        if (field === "implementation_percent") return t("evidence.percentError");
        return values[field].trim()
          ? t("common:validation.tooLong", {
              field: t(`reports.fields.${field}`),
              n: fmt.number(REPORT_LIMITS[field]),
            })
          : t("common:validation.required", { field: t(`reports.fields.${field}`) });
      })(body(values));
      for (const [path, message] of Object.entries(fromSchema))
        errors[path.split(".")[0]] ??= String(message);
      if (values.status && REPORT_REASON_STATUSES.includes(values.status) && !values.reason.trim())
        errors.reason ??= t("reports.errors.reason");
      if (values.status === "partially_implemented" && values.implementation_percent === null)
        errors.implementation_percent ??= t("evidence.percentError");
      return errors;
    },
  });

  const send = form.onSubmit(
    (valid) =>
      submit.mutate(
        body(valid),
        saveCallbacks(form, FIELDS, t("reports.toasts.sent"), () => form.reset()),
      ),
    () => notifyError(t("common:validation.fix")),
  );

  return (
    <form onSubmit={send} noValidate aria-label={t("reports.formTitle")}>
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t("reports.formTitle")}
        </Title>
        <Select
          label={t("reports.labels.status")}
          description={t("reports.periodHint", { n: fmt.number(period.index), date: fmt.bsDate(period.end) })}
          withAsterisk
          placeholder={t("form.choose")}
          data={REPORTED_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          {...form.getInputProps("status")}
          comboboxProps={{ withinPortal: true }}
        />
        {form.values.status === "partially_implemented" && (
          <NumberInput
            label={t("evidence.percent")}
            description={t("evidence.percentHint")}
            withAsterisk
            maxDigits={2}
            {...form.getInputProps("implementation_percent")}
            value={form.values.implementation_percent}
          />
        )}
        {form.values.status === "implemented" && decision.evidence_for_implemented && (
          <Alert color="yellow" variant="light">
            {t("evidence.neededBeforeSend")}
          </Alert>
        )}
        <Textarea
          label={t("reports.labels.description")}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <Textarea
          label={t("reports.labels.reason")}
          description={t("reports.reasonHint")}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            {t("reports.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
