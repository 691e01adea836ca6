import { Button, Group } from "@mantine/core";
import type { TVisit, VisitAction } from "@pragati/domain/contract";
import { REASON_ACTIONS } from "@pragati/domain/monitoring";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ReasonModal } from "../../../ui/reason-modal";
import { useMoveVisit } from "../queries";

/** The moves the user may make on the visit now; return and cancel ask for their reason. */
export function VisitActions({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const move = useMoveVisit(visit.id);
  const [asking, setAsking] = useState<VisitAction | null>(null);

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
      <ReasonModal
        // A new question starts with an empty reason.
        key={asking ?? "none"}
        opened={asking !== null}
        title={asking ? t(`actions.${asking}`) : ""}
        label={t("fields.reason")}
        submitLabel={t("actions.confirm")}
        cancelLabel={t("actions.dismiss")}
        danger={false}
        pending={move.isPending}
        onClose={() => setAsking(null)}
        onSubmit={(reason) => asking && run(asking, reason)}
      />
    </>
  );
}
