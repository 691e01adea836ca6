import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type ReasonModalProps = {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  /** The button that closes without sending; the common Cancel unless the screen names it. */
  cancelLabel?: string;
  /** A refusal's submit is red; a move that only needs its reason (return a visit) keeps the default colour. */
  danger?: boolean;
  pending: boolean;
  onClose: () => void;
  /** Called with the trimmed reason; `fail` shows a field error (the API's 422) under the field. */
  onSubmit: (reason: string, fail: (message: string) => void) => void;
};

/** Asks for the reason of a refusal (a rejected claim) or of a move that needs one, required here as by the API. */
export function ReasonModal({
  opened,
  title,
  label,
  submitLabel,
  cancelLabel,
  danger = true,
  pending,
  onClose,
  onSubmit,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = reason.trim();
          if (trimmed === "") return setError(t("common:validation.required", { field: label }));
          onSubmit(trimmed, setError);
        }}
      >
        <Stack gap="md">
          <Textarea
            data-autofocus
            withAsterisk
            label={label}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={8}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancelLabel ?? t("common:actions.cancel")}
            </Button>
            <Button type="submit" color={danger ? "red" : undefined} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
