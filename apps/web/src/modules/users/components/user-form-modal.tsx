import { PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import type { TUserRow } from "@pragati/domain/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks } from "../../../lib/schema-form";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useAuthStore } from "../../../state/auth-store";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { validateNewPassword } from "../../auth";
import { useSaveUser } from "../queries";
import {
  officeRequiredFor,
  USER_FIELDS,
  type UserField,
  type UserFormValues,
  validateUser,
} from "../user-rules";

type UserFormModalProps = {
  opened: boolean;
  /** The user to edit; null adds a new one. */
  user: TUserRow | null;
  onClose: () => void;
};

/** Add or edit a user in a dialog; the form starts afresh each time it opens. */
export function UserFormModal({ opened, user, onClose }: UserFormModalProps) {
  const { t } = useTranslation("users");
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={user ? t("form.editTitle", { name: user.name }) : t("form.createTitle")}
      centered
    >
      <UserForm key={user?.id ?? "new"} user={user} onDone={onClose} />
    </FormModal>
  );
}

const initialValues = (user: TUserRow | null): UserFormValues => ({
  name: user?.name ?? "",
  username: user?.username ?? "",
  email: user?.email ?? "",
  mobile: user?.mobile ?? "",
  role_id: user ? String(user.role_id) : null,
  nikaya_id: user?.nikaya_id ?? null,
  status: user?.status ?? true,
  password: "",
  password_confirmation: "",
});

function UserForm({ user, onDone }: { user: TUserRow | null; onDone: () => void }) {
  const { t } = useTranslation("users");
  const { t: tAuth } = useTranslation("auth");
  const fmt = useFormat();
  const roleLists = useAuthStore((s) => s.roleLists);
  const save = useSaveUser();
  const [values, setValues] = useState(() => initialValues(user));
  const { errors, setErrors, clear } = useFieldErrors(USER_FIELDS);

  // Active roles come with the profile; a disabled role the user still holds is offered too.
  const roles =
    user && !roleLists.some((r) => r.id === user.role_id)
      ? [
          ...roleLists,
          { id: user.role_id, name: user.role_name, name_np: user.role_name_np, slug: user.role_slug },
        ]
      : roleLists;
  const roleSlug = roles.find((r) => String(r.id) === values.role_id)?.slug;
  const officeRequired = officeRequiredFor(roleSlug);

  const set = <K extends UserField>(field: K, value: UserFormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUser({ values, roleSlug, t, digits: (n) => fmt.digits(n) });
    if (!user)
      Object.assign(
        found,
        validateNewPassword({
          password: values.password,
          confirmation: values.password_confirmation,
          t: tAuth,
          digits: (n) => fmt.digits(n),
        }),
      );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      username: values.username.trim(),
      email: values.email.trim() || null,
      mobile: values.mobile.trim() || null,
      role_id: Number(values.role_id),
      nikaya_id: values.nikaya_id,
      status: values.status,
    };
    save.mutate(
      user
        ? { id: user.id, body }
        : {
            id: null,
            body: { ...body, password: values.password, password_confirmation: values.password_confirmation },
          },
      saveCallbacks(
        { setErrors },
        USER_FIELDS,
        (saved) => t(user ? "form.updated" : "form.created", { name: saved.name }),
        () => onDone(),
      ),
    );
  };

  const text = (field: "name" | "username" | "email" | "mobile", label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {text("name", t("form.name"), { withAsterisk: true, "data-autofocus": true })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text("username", t("form.username"), {
            withAsterisk: true,
            description: t("form.usernameHint"),
            autoComplete: "off",
          })}
          {text("email", t("form.email"), { type: "email" })}
          {text("mobile", t("form.mobile"), { description: t("form.mobileHint"), inputMode: "tel" })}
          <Select
            label={t("form.role")}
            withAsterisk
            allowDeselect={false}
            data={roles.map((r) => ({ value: String(r.id), label: fmt.name(r.name, r.name_np) }))}
            value={values.role_id}
            error={errors.role_id}
            onChange={(value) => {
              set("role_id", value);
              clear("nikaya_id");
            }}
          />
        </SimpleGrid>
        <OfficeTree
          mode="single"
          label={t("form.office")}
          withAsterisk={officeRequired}
          description={roleSlug && !officeRequired ? t("form.officeOptional") : undefined}
          value={values.nikaya_id === null ? [] : [values.nikaya_id]}
          error={errors.nikaya_id}
          onChange={(ids) => set("nikaya_id", ids[0] ?? null)}
          height={240}
        />
        {user ? (
          <Switch
            label={t("form.status")}
            checked={values.status}
            error={errors.status}
            onChange={(e) => set("status", e.currentTarget.checked)}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput
              label={t("form.password")}
              withAsterisk
              autoComplete="new-password"
              value={values.password}
              error={errors.password}
              onChange={(e) => set("password", e.currentTarget.value)}
            />
            <PasswordInput
              label={t("form.passwordConfirmation")}
              withAsterisk
              autoComplete="new-password"
              value={values.password_confirmation}
              error={errors.password_confirmation}
              onChange={(e) => set("password_confirmation", e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("form.cancel")}
          saveLabel={t("form.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
