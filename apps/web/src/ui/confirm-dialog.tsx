import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { i18n } from "../lib/i18n";

/**
 * The one confirmation dialog (SPEC.md section 8: "The delete dialog asks for confirmation with Confirm
 * and Cancel"), used before every delete, withdrawal or other irreversible action.
 */
export const confirmAction = (options: {
  title: string;
  message: string;
  onConfirm: () => void;
  /** Red confirm button; true by default, as most confirmations are deletes. */
  danger?: boolean;
  /** Button words where Confirm and Cancel would not say what happens. */
  confirmLabel?: string;
  cancelLabel?: string;
}) =>
  modals.openConfirmModal({
    title: options.title,
    centered: true,
    children: <Text size="sm">{options.message}</Text>,
    labels: {
      confirm: options.confirmLabel ?? i18n.t("common:actions.confirm"),
      cancel: options.cancelLabel ?? i18n.t("common:actions.cancel"),
    },
    confirmProps: { color: options.danger === false ? undefined : "red" },
    onConfirm: options.onConfirm,
  });
