import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import type { TVisit, VisitAction } from "@pragati/domain/contract";
import { REASON_ACTIONS } from "@pragati/domain/monitoring";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useMoveVisit } from "../queries";

/** The moves the user may make on the visit now; return and cancel ask for their reason. */
export function VisitActions({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const move = useMoveVisit(visit.id);
  const [asking, setAsking] = useState<VisitAction | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);

  // The order is issued from the wizard's last step.
  const shown = visit.actions.filter((action) => action !== "issue_order");
  if (shown.length === 0) return null;

  const run = (action: VisitAction, text = "") =>
    move.mutate(
      { action, reason: text },
      {
        onSuccess: () => {
          notifySuccess(t(`toasts.moved.${action}`));
          setAsking(null);
          setReason("");
        },
        onError: notifyError,
      },
    );

  return (
    <>
      <Group gap="sm">
        {shown.map((action) => (
          <Button
            key={action}
            variant={action === "cancel" || action === "return" ? "light" : "filled"}
            color={action === "cancel" ? "red" : action === "return" ? "orange" : undefined}
            onClick={() => (REASON_ACTIONS.includes(action) ? setAsking(action) : run(action))}
            loading={move.isPending && move.variables?.action === action}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`actions.${asking}`) : ""}
      >
        <Stack gap="sm">
          <Textarea
            label={t("fields.reason")}
            withAsterisk
            autosize
            minRows={3}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t("actions.dismiss")}
            </Button>
            <Button
              onClick={() => {
                if (!reason.trim())
                  setReasonError(t("common:validation.required", { field: t("fields.reason") }));
                else if (asking) run(asking, reason.trim());
              }}
            >
              {t("actions.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
