import { Fieldset, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { ALL_OFFICE_ROLES, isRoleSlug } from "@pragati/domain/access";
import type { TOffice } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { FormFooter } from "../../../ui/form-footer";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { RecordDrawer } from "../../../ui/record-drawer";
import { useGuardedClose } from "../../../ui/unsaved-guard";
import { setupOptionsQuery } from "../../setup";
import {
  checkOfficeValues,
  emptyOfficeValues,
  OFFICE_FIELDS,
  type OfficeChoiceField,
  type OfficeField,
  type OfficeFormValues,
  type OfficeTextField,
  officeBody,
  officeValues,
} from "../office-form-values";
import { districtsQuery, localLevelsQuery, officeQuery, provincesQuery, useSaveOffice } from "../queries";

type OfficeFormDrawerProps = {
  opened: boolean;
  /** The office to edit; null creates one. */
  officeId: number | null;
  onClose: () => void;
  onSaved?: (office: TOffice) => void;
};

/** Create or edit an office: every field of the office record in sections, in a drawer. */
export function OfficeFormDrawer({ opened, officeId, onClose, onSaved }: OfficeFormDrawerProps) {
  const { t } = useTranslation("offices");
  const office = useQuery({ ...officeQuery(officeId ?? 0), enabled: opened && officeId !== null });
  const editing = officeId !== null;

  return (
    <RecordDrawer
      opened={opened}
      onClose={onClose}
      title={editing ? t("form.editTitle") : t("form.createTitle")}
      record={office}
      isNew={!editing}
      create={() => <OfficeForm key="new" office={null} onClose={onClose} onSaved={onSaved} />}
    >
      {(data) => <OfficeForm key={data.id} office={data} onClose={onClose} onSaved={onSaved} />}
    </RecordDrawer>
  );
}

type OfficeFormProps = { office: TOffice | null; onClose: () => void; onSaved?: (office: TOffice) => void };

function OfficeForm({ office, onClose, onSaved }: OfficeFormProps) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const calendar = useCalendar();
  const save = useSaveOffice();
  const slug = useAuthStore((s) => roleSlugOf(s.role));
  // Only roles that see every office may make a top-level office (the API says the same).
  const allOffices = slug !== null && isRoleSlug(slug) && ALL_OFFICE_ROLES.includes(slug);
  const [initial] = useState<OfficeFormValues>(() =>
    office ? officeValues(office, fmt.digits) : emptyOfficeValues(),
  );
  const [values, setValues] = useState<OfficeFormValues>(initial);
  const close = useGuardedClose(JSON.stringify(values) !== JSON.stringify(initial), onClose);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(OFFICE_FIELDS);

  const tree = useQuery(officeTreeQuery());
  const categories = useQuery(setupOptionsQuery("nikaya-category"));
  const provinces = useQuery(provincesQuery());
  const districts = useQuery(districtsQuery(values.province_id ? Number(values.province_id) : null));
  const localLevels = useQuery(localLevelsQuery(values.district_id ? Number(values.district_id) : null));

  const set = (patch: Partial<OfficeFormValues>) => {
    setValues((prev) => ({ ...prev, ...patch }));
    for (const field of Object.keys(patch) as OfficeField[]) clear(field);
  };

  const problemText = (problem: string) => t(`form.errors.${problem}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkOfficeValues(values, {
      calendar,
      parentRequired: !allOffices && office?.parent_id !== null,
    });
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, problemText(problem)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notifyError(t("common:validation.fix"));
      return;
    }
    save.mutate(
      { id: office?.id ?? null, body: officeBody(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(office ? "form.updated" : "form.created"));
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          fromApi(error);
          notifyError(error);
        },
      },
    );
  };

  const text = (field: OfficeTextField, options: { required?: boolean; placeholder?: string } = {}) => (
    <TextInput
      label={t(`fields.${field}`)}
      withAsterisk={options.required}
      placeholder={options.placeholder}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
    />
  );

  const phone = (field: OfficeTextField) => text(field, { placeholder: t("form.phonePlaceholder") });

  const date = (field: OfficeTextField) => (
    <BsDateInput
      label={t(`fields.${field}`)}
      description={t("form.bsDateHint")}
      placeholder={fmt.bsDate("2082-04-01")}
      value={values[field]}
      error={errors[field]}
      onChange={(text) => set({ [field]: text })}
    />
  );

  const choice = (
    field: OfficeChoiceField,
    data: { value: string; label: string }[],
    options: {
      required?: boolean;
      disabled?: boolean;
      onPick?: (value: string) => Partial<OfficeFormValues>;
    } = {},
  ) => (
    <Select
      label={t(`fields.${field}`)}
      withAsterisk={options.required}
      placeholder={t("form.choose")}
      searchable
      clearable={!options.required}
      nothingFoundMessage={t("form.nothingFound")}
      disabled={options.disabled}
      data={data}
      value={values[field] || null}
      error={errors[field]}
      onChange={(value) => set({ [field]: value ?? "", ...options.onPick?.(value ?? "") })}
      comboboxProps={{ withinPortal: true }}
    />
  );

  const named = (rows: { id: number; name: string; name_np: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));

  const categoryOptions = named(categories.data);
  // An inactive category still shows on the office that has it.
  if (office?.category_id && !categoryOptions.some((o) => o.value === String(office.category_id)))
    categoryOptions.push({
      value: String(office.category_id),
      label: fmt.name(office.category_name, office.category_name_np),
    });
  const wards = localLevels.data?.find((l) => String(l.id) === values.local_level_id)?.wards ?? 0;
  // The parent of the caller's own top office lies outside their tree: its name comes with the office.
  const parentNode = tree.data?.find((node) => node.id === values.parent_id);
  const parentName = parentNode
    ? fmt.name(parentNode.name, parentNode.name_np)
    : office && values.parent_id === office.parent_id
      ? fmt.name(office.parent_name, office.parent_name_np)
      : "";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend={t("form.sections.identity")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text("name", { required: true })}
            {text("name_np", { required: true })}
            {text("code")}
            {text("ministry_code")}
            {choice("category_id", categoryOptions, { required: true })}
            <Switch
              mt={{ sm: 30 }}
              label={t("fields.status")}
              checked={values.status}
              onChange={(event) => set({ status: event.currentTarget.checked })}
            />
            {text("head_name")}
            {text("head_position")}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("form.sections.parent")}>
          <OfficeTree
            mode="single"
            label={t("fields.parent_id")}
            withAsterisk={!allOffices}
            description={
              values.parent_id === null ? t("form.noParent") : t("form.parentChosen", { name: parentName })
            }
            value={values.parent_id === null ? [] : [values.parent_id]}
            onChange={(ids) => set({ parent_id: ids[0] ?? null })}
            disabledSubtreeOf={office?.id}
            error={errors.parent_id}
          />
        </Fieldset>

        <Fieldset legend={t("form.sections.location")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {choice("province_id", named(provinces.data), {
              onPick: () => ({ district_id: "", local_level_id: "", ward: "" }),
            })}
            {choice("district_id", named(districts.data), {
              disabled: !values.province_id,
              onPick: () => ({ local_level_id: "", ward: "" }),
            })}
            {choice("local_level_id", named(localLevels.data), {
              disabled: !values.district_id,
              onPick: () => ({ ward: "" }),
            })}
            {choice(
              "ward",
              Array.from({ length: wards }, (_, i) => ({ value: String(i + 1), label: fmt.digits(i + 1) })),
              { disabled: !values.local_level_id },
            )}
          </SimpleGrid>
          <Stack mt="sm">{text("address")}</Stack>
        </Fieldset>

        <Fieldset legend={t("form.sections.officeContacts")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {phone("phone")}
            {text("email")}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("form.sections.officeHead")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {phone("office_head_phone")}
            {text("office_head_email")}
            {date("office_head_appointed_at")}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("form.sections.secretary")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text("secretary_name")}
            {phone("secretary_phone")}
            {text("secretary_email")}
            {date("secretary_appointed_at")}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t("form.sections.planningHead")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text("planning_head_name")}
            {phone("planning_head_phone")}
            {text("planning_head_email")}
            {date("planning_head_appointed_at")}
          </SimpleGrid>
        </Fieldset>

        <Textarea
          label={t("fields.remarks")}
          autosize
          minRows={2}
          value={values.remarks}
          error={errors.remarks}
          onChange={(event) => set({ remarks: event.currentTarget.value })}
        />

        <FormFooter
          onCancel={close}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
