import { Button, Group, Modal, PasswordInput, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../lib/notify";
import { useFieldErrors } from "../lib/use-field-errors";
import { authApi } from "../modules/auth";

const FIELDS = ["old_password", "password", "password_confirmation"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { old_password: "", password: "", password_confirmation: "" };

type ChangePasswordModalProps = { opened: boolean; onClose: () => void };

/**
 * Change password (SPEC.md section 5): the server's field errors under each field joined by ', ',
 * cleared when the user types there; the general message as an error toast.
 */
export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation("shell");
  const [values, setValues] = useState(EMPTY);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const change = useMutation({
    mutationFn: authApi.changePassword,
    onSuccess: () => {
      notifySuccess(t("changePassword.success"));
      close();
    },
    onError: (error) => {
      fromApi(error);
      notifyError(error);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (!values[field]) missing[field] = t("changePassword.required");
    setErrors(missing);
    if (Object.keys(missing).length === 0) change.mutate(values);
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <PasswordInput
      data-autofocus={name === "old_password" || undefined}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((prev) => ({ ...prev, [name]: value }));
        clear(name);
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={close} title={t("changePassword.title")} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {field("old_password", t("changePassword.oldPassword"), "current-password")}
          {field("password", t("changePassword.password"), "new-password")}
          {field("password_confirmation", t("changePassword.passwordConfirmation"), "new-password")}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("common:actions.cancel")}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t("changePassword.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
