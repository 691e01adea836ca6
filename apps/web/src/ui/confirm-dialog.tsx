import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { i18n } from "../lib/i18n";
import { notifyError, notifySuccess } from "../lib/notify";

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

/**
 * Asks, then runs the mutation: the success toast says it is done (and `onDone` follows), a refusal
 * shows the server's message, already in the user's language.
 */
export const confirmMutation = <V,>({
  mutation,
  variables,
  done,
  onDone,
  ...dialog
}: Omit<Parameters<typeof confirmAction>[0], "onConfirm"> & {
  mutation: {
    mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  };
  variables: V;
  done: string;
  onDone?: () => void;
}) =>
  confirmAction({
    ...dialog,
    onConfirm: () =>
      mutation.mutate(variables, {
        onSuccess: () => {
          notifySuccess(done);
          onDone?.();
        },
        onError: notifyError,
      }),
  });

/**
 * Asks to delete one record in its module's words (`deleteDialog.title`, `deleteDialog.message` with
 * `words`, `toasts.deleted` once done), then deletes it by id.
 */
export const confirmDelete = ({
  t,
  mutation,
  id,
  words,
  onDone,
}: {
  t: (key: string, options?: Record<string, unknown>) => string;
  mutation: Parameters<typeof confirmMutation<number>>[0]["mutation"];
  id: number;
  words: Record<string, unknown>;
  onDone?: () => void;
}) =>
  confirmMutation({
    title: t("deleteDialog.title"),
    message: t("deleteDialog.message", words),
    mutation,
    variables: id,
    done: t("toasts.deleted"),
    onDone,
  });
