import { Alert, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";

type EntryFormProps = {
  /** The entry's section of the plans namespace: `<section>.form.label` names the form. */
  section: string;
  /** The form's sending (useEntrySubmit): its refusal that belongs to no field, shown above the fields. */
  form: { formError: string | null; pending: boolean };
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A plan entry's form: its refusal on top, its fields, then Cancel and Save. */
export function EntryForm({ section, form, onSubmit, onCancel, children }: EntryFormProps) {
  const { t } = useTranslation("plans");
  const { formError, pending: saving } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t(`${section}.form.label`)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        {children}
        <FormFooter
          onCancel={onCancel}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={saving}
        />
      </Stack>
    </form>
  );
}

type EntryModalProps = {
  /** The entry's section of the plans namespace: its `form.addTitle` or `form.editTitle` is the title. */
  section: string;
  editing: boolean;
  opened: boolean;
  onClose: () => void;
  size?: string;
  children: ReactNode;
};

/** The dialog of a plan entry's form, titled for adding or editing. */
export function EntryModal({ section, editing, opened, onClose, size, children }: EntryModalProps) {
  const { t } = useTranslation("plans");
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size={size}
      title={t(`${section}.form.${editing ? "editTitle" : "addTitle"}`)}
    >
      {children}
    </FormModal>
  );
}
