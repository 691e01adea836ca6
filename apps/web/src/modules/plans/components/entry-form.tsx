import { Alert, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "../../../ui/form-footer";

type EntryFormProps = {
  /** The form's accessible name. */
  label: string;
  /** The refusal that belongs to no field, shown above the fields. */
  formError: string | null;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** A plan entry's form: its refusal on top, its fields, then Cancel and Save. */
export function EntryForm({ label, formError, saving, onSubmit, onCancel, children }: EntryFormProps) {
  const { t } = useTranslation("plans");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
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
