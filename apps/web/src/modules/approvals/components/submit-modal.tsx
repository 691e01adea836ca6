import { Button, Group, Stack, Text } from "@mantine/core";
import type { TApproval, TDataQualityWarning } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { QueryView } from "../../../ui/query-view";
import { monthChecksQuery, useApprovalStep } from "../queries";
import { ApprovalModal } from "./approval-modal";
import { QualityWarnings, warningKey } from "./quality-warnings";

type SubmitModalProps = { approval: TApproval | null; onClose: () => void };

/**
 * Submits an office's month: its data-quality warnings are read first; without any the submission is
 * confirmed, with some each needs the submitter's explanation (the API refuses a submission missing one).
 */
export function SubmitModal({ approval, onClose }: SubmitModalProps) {
  const { t } = useTranslation("approvals");
  return (
    <ApprovalModal
      approval={approval}
      onClose={onClose}
      size="lg"
      title={({ month }) => t("confirm.submit.title", { month })}
    >
      {(shown) => (
        <SubmitChecks
          key={`${shown.stream}-${shown.office_id}-${shown.month}`}
          approval={shown}
          onDone={onClose}
        />
      )}
    </ApprovalModal>
  );
}

function SubmitChecks({ approval, onDone }: { approval: TApproval; onDone: () => void }) {
  const checks = useQuery(monthChecksQuery(approval));
  return (
    <QueryView query={checks}>
      {({ warnings }) => (
        <SubmitForm
          approval={approval}
          warnings={warnings}
          onDone={onDone}
          onRefused={() => void checks.refetch()}
        />
      )}
    </QueryView>
  );
}

function SubmitForm({
  approval,
  warnings,
  onDone,
  onRefused,
}: {
  approval: TApproval;
  warnings: TDataQualityWarning[];
  onDone: () => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  const step = useApprovalStep();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(warnings.map((w) => [warningKey(w), w.explanation ?? ""])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = () => {
    const missing = warnings.filter((w) => (values[warningKey(w)] ?? "").trim() === "");
    if (missing.length > 0)
      return setErrors(
        Object.fromEntries(
          missing.map((w) => [
            warningKey(w),
            t("common:validation.required", { field: t("quality.explanation") }),
          ]),
        ),
      );
    step.mutate(
      {
        action: "submit",
        row: approval,
        explanations: warnings.map((w) => ({
          check: w.check,
          record_id: w.record_id,
          text: values[warningKey(w)].trim(),
        })),
      },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.submit"));
          onDone();
        },
        onError: (error) => {
          notifyError(error);
          onRefused();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t("confirm.submit.message", { office: fmt.name(approval.office_name, approval.office_name_np) })}
      </Text>
      {warnings.length > 0 && (
        <>
          <Text size="sm" fw={600} c="orange.8">
            {t("quality.found", { count: warnings.length, n: fmt.number(warnings.length) })}
          </Text>
          <Text size="sm">{t("quality.help")}</Text>
          <QualityWarnings
            warnings={warnings}
            explaining={{
              values,
              errors,
              onChange: (key, text) => {
                setValues((before) => ({ ...before, [key]: text }));
                setErrors((before) => ({ ...before, [key]: undefined }));
              },
            }}
          />
        </>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t("common:actions.cancel")}
        </Button>
        <Button onClick={submit} loading={step.isPending}>
          {warnings.length > 0 ? t("quality.submit") : t("actions.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
