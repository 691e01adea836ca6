import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

type FormFooterProps = {
  onCancel: () => void;
  cancelLabel: string;
  /** Left out on a read-only form: there is nothing to save. */
  saveLabel?: string;
  saving: boolean;
  /** Buttons beside Cancel (e.g. Delete); with them Cancel sits on the left and Save on the right. */
  extra?: ReactNode;
  /** Cancel on the left and Save on the right even without extra buttons. */
  spread?: boolean;
};

/** The Delete beside Cancel of a stored record's form (the caller confirms before deleting). */
export function FooterDelete({
  label,
  deleting,
  onClick,
}: {
  label: string;
  deleting: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="light" color="red" loading={deleting} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Cancel and Save under a form; Save submits the form and spins while the request runs. */
export function FormFooter({ onCancel, cancelLabel, saveLabel, saving, extra, spread }: FormFooterProps) {
  return (
    <Group justify={spread || extra !== undefined ? "space-between" : "flex-end"} gap="sm">
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {extra}
      </Group>
      {saveLabel && (
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      )}
    </Group>
  );
}
