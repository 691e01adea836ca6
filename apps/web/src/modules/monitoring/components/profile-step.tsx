import {
  Button,
  Checkbox,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { TRANSPORT_MEDIA, type TVisit, type TVisitBody, ZVisitBody } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { roleSlugOf, useAuthStore } from "../../../state/auth-store";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeSelect } from "../../../ui/office-select";
import { officeProjectsQuery, useSaveVisit } from "../queries";

type ProfileValues = {
  nikaya_id: number | null;
  target_nikaya_id: number | null;
  project_id: number | null;
  title: string;
  subject: string;
  from_date: string;
  to_date: string;
  transport: (typeof TRANSPORT_MEDIA)[number] | null;
  expense: number | null;
  country: string;
  ward: string;
  location: string;
  code: string;
  orphan: boolean;
};
const FIELDS = Object.keys(ZVisitBody.shape);

const valuesOf = (visit: TVisit | null): ProfileValues => ({
  nikaya_id: visit?.nikaya.id ?? null,
  target_nikaya_id: visit?.target_nikaya.id ?? null,
  project_id: visit?.project?.id ?? null,
  title: visit?.title ?? "",
  subject: visit?.subject ?? "",
  from_date: visit?.from_date ?? "",
  to_date: visit?.to_date ?? "",
  transport: visit?.transport ?? null,
  expense: visit?.expense ?? null,
  country: visit?.country ?? "नेपाल",
  ward: visit?.ward ?? "",
  location: visit?.location ?? "",
  code: visit?.code ?? "",
  orphan: visit?.orphan ?? false,
});

const bodyOf = (values: ProfileValues) =>
  ({ ...values, target_nikaya_id: values.target_nikaya_id ?? 0 }) as TVisitBody;

/** Step 1: the visit's profile. The monitored office comes first; its projects are offered after it. */
export function ProfileStep({ visit, onSaved }: { visit: TVisit | null; onSaved: (visit: TVisit) => void }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const isAdmin = useAuthStore((s) => roleSlugOf(s.role) === "admin");
  const save = useSaveVisit();
  const [projectSearch, setProjectSearch] = useState("");

  const form = useForm<ProfileValues>({
    initialValues: valuesOf(visit),
    validate: (values) =>
      schemaValidate(ZVisitBody, (path) =>
        t("common:validation.required", { field: t(`fields.${path.split(".")[0]}`) }),
      )(values.target_nikaya_id === null ? { ...values, target_nikaya_id: undefined } : values),
  });
  const values = form.values;
  const projects = useQuery(officeProjectsQuery(values.target_nikaya_id, projectSearch));
  const errorOf = (field: keyof ProfileValues) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: visit?.id ?? null, body: bodyOf(valid) },
        saveCallbacks(form, FIELDS, t(visit ? "toasts.updated" : "toasts.created"), (saved) =>
          onSaved(saved),
        ),
      ),
    () => notifyError(t("wizard.completeStep")),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {isAdmin && (
          <OfficeSelect
            label={t("fields.nikaya_id")}
            emptyLabel={t("form.ownOffice")}
            description={t("form.adminOfficeHint")}
            value={values.nikaya_id}
            onChange={(id) => form.setFieldValue("nikaya_id", id)}
            clearable
          />
        )}
        <OfficeSelect
          label={t("fields.target_nikaya_id")}
          emptyLabel={t("form.chooseOffice")}
          value={values.target_nikaya_id}
          onChange={(id) => {
            form.setFieldValue("target_nikaya_id", id);
            form.setFieldValue("project_id", null);
            form.clearFieldError("target_nikaya_id");
            form.clearFieldError("project_id");
          }}
        />
        {errorOf("target_nikaya_id") && <Input.Error role="alert">{errorOf("target_nikaya_id")}</Input.Error>}
        <Select
          label={t("fields.project_id")}
          placeholder={t("form.chooseProject")}
          searchable
          clearable
          onSearchChange={setProjectSearch}
          nothingFoundMessage={t("form.nothingFound")}
          data={(projects.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={values.project_id === null ? null : String(values.project_id)}
          error={errorOf("project_id")}
          readOnly={values.target_nikaya_id === null}
          // SPEC.md section 8: the office is chosen before its projects.
          onClick={() => {
            if (values.target_nikaya_id === null) form.setFieldError("project_id", t("wizard.selectNikaya"));
          }}
          onChange={(picked) => form.setFieldValue("project_id", picked ? Number(picked) : null)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t("fields.title")} withAsterisk {...form.getInputProps("title")} />
        <Textarea
          label={t("fields.subject")}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps("subject")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(["from_date", "to_date"] as const).map((field) => (
            <BsDateInput
              key={field}
              label={t(`fields.${field}`)}
              withAsterisk
              placeholder={fmt.bsDate("2082-04-01")}
              value={values[field]}
              error={errorOf(field)}
              onChange={(typed) => {
                form.setFieldValue(field, typed);
                form.clearFieldError(field);
              }}
            />
          ))}
          <Select
            label={t("fields.transport")}
            clearable
            data={TRANSPORT_MEDIA.map((value) => ({ value, label: t(`transport.${value}`) }))}
            value={values.transport}
            onChange={(picked) => form.setFieldValue("transport", picked as ProfileValues["transport"])}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={t("fields.expense")}
            value={values.expense}
            error={errorOf("expense")}
            onChange={(value) => form.setFieldValue("expense", value)}
          />
          <TextInput label={t("fields.country")} {...form.getInputProps("country")} />
          <TextInput label={t("fields.ward")} {...form.getInputProps("ward")} />
          <TextInput label={t("fields.location")} {...form.getInputProps("location")} />
          <TextInput label={t("fields.code")} {...form.getInputProps("code")} />
        </SimpleGrid>
        <Checkbox label={t("fields.orphan")} {...form.getInputProps("orphan", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("wizard.saveAndNext")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
