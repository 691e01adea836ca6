import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  APPROVAL_REASON_MAX,
  type TApproval,
  type TApprovalReturn,
  ZApprovalReturn,
} from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useApprovalStep } from "../queries";
import { ApprovalModal } from "./approval-modal";

type ReturnModalProps = { approval: TApproval | null; onClose: () => void };

/** Returns an office's month to it with the reason it must correct (required by the API too). */
export function ReturnModal({ approval, onClose }: ReturnModalProps) {
  const { t } = useTranslation("approvals");
  return (
    <ApprovalModal approval={approval} onClose={onClose} title={(names) => t("returnDialog.title", names)}>
      {(shown) => <ReturnForm key={`${shown.office_id}-${shown.month}`} approval={shown} onDone={onClose} />}
    </ApprovalModal>
  );
}

function ReturnForm({ approval, onDone }: { approval: TApproval; onDone: () => void }) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  const step = useApprovalStep();
  const field = t("returnDialog.reason");
  const form = useForm<TApprovalReturn>({
    initialValues: { reason: "" },
    validate: schemaValidate<TApprovalReturn>(ZApprovalReturn, (_, values) =>
      values.reason.trim() === ""
        ? t("common:validation.required", { field })
        : t("common:validation.tooLong", { field, n: fmt.number(APPROVAL_REASON_MAX) }),
    ),
  });

  const submit = form.onSubmit(({ reason }) =>
    step.mutate(
      { action: "return", row: approval, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.return"));
          onDone();
        },
        onError: (error) => {
          const found = apiFieldErrors(error, ["reason"]);
          if (isApiError(error) && error.status === 422 && Object.keys(found).length > 0)
            return form.setErrors(found);
          notifyError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("returnDialog.help")}</Text>
        <Textarea
          {...form.getInputProps("reason")}
          data-autofocus
          withAsterisk
          label={t("returnDialog.reason")}
          autosize
          minRows={3}
          maxRows={8}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" color="orange" loading={step.isPending}>
            {t("returnDialog.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
