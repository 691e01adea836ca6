import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { ROLE_DESCRIPTION_MAX, type TRoleRow } from "@pragati/domain/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks } from "../../../lib/schema-form";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";
import { useSaveRole } from "../queries";
import { ROLE_FIELDS, type RoleField, type RoleFormValues, validateRole } from "../role-rules";

type RoleFormModalProps = {
  opened: boolean;
  /** The role to edit; null adds a new one. */
  role: TRoleRow | null;
  onClose: () => void;
};

/** Add or edit a role in a dialog; the form starts afresh each time it opens. */
export function RoleFormModal({ opened, role, onClose }: RoleFormModalProps) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? t("form.editTitle", { name: fmt.name(role.name, role.name_np) }) : t("form.createTitle")}
      centered
    >
      <RoleForm key={role?.id ?? "new"} role={role} onDone={onClose} />
    </FormModal>
  );
}

function RoleForm({ role, onDone }: { role: TRoleRow | null; onDone: () => void }) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  const save = useSaveRole();
  const [values, setValues] = useState<RoleFormValues>({
    name: role?.name ?? "",
    name_np: role?.name_np ?? "",
    slug: role?.slug ?? "",
    description: role?.description ?? "",
    status: role?.status ?? true,
  });
  const { errors, setErrors, clear } = useFieldErrors(ROLE_FIELDS);
  const builtIn = role?.built_in ?? false;
  const isAdmin = role?.slug === "admin";

  const set = <K extends RoleField>(field: K, value: RoleFormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRole({ values, checkSlug: !builtIn, t, digits: (n) => fmt.digits(n) });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      name_np: values.name_np.trim(),
      slug: values.slug.trim(),
      description: values.description.trim(),
      status: values.status,
    };
    save.mutate(
      { id: role?.id ?? null, body },
      saveCallbacks(
        { setErrors },
        ROLE_FIELDS,
        (saved) => t(role ? "form.updated" : "form.created", { name: fmt.name(saved.name, saved.name_np) }),
        () => onDone(),
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("form.name")}
            withAsterisk
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(e) => set("name", e.currentTarget.value)}
          />
          <TextInput
            label={t("form.nameNp")}
            withAsterisk
            value={values.name_np}
            error={errors.name_np}
            onChange={(e) => set("name_np", e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={t("form.slug")}
          withAsterisk
          description={builtIn ? t("form.slugFixed") : t("form.slugHint")}
          disabled={builtIn}
          autoComplete="off"
          value={values.slug}
          error={errors.slug}
          onChange={(e) => set("slug", e.currentTarget.value)}
        />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={2}
          maxLength={ROLE_DESCRIPTION_MAX}
          value={values.description}
          error={errors.description}
          onChange={(e) => set("description", e.currentTarget.value)}
        />
        <Switch
          label={t("form.status")}
          description={isAdmin ? t("form.adminStatus") : undefined}
          disabled={isAdmin}
          checked={values.status}
          error={errors.status}
          onChange={(e) => set("status", e.currentTarget.checked)}
        />
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
