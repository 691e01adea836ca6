import { Group, Modal, Select, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { saveCallbacks } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { headCandidatesQuery, projectChoicesQuery, usePostProjectHead } from "../queries";

type Values = { project_id: string | null; user_id: string | null; posted_on: string; terminated_on: string };

const FIELDS = ["project_id", "user_id", "posted_on", "terminated_on"];

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

/** Posts a head (a user of the project-head role) to a project from a date, optionally to a last day. */
export function PostHeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const projects = useQuery({ ...projectChoicesQuery(debounced), enabled: opened });
  const heads = useQuery({ ...headCandidatesQuery(), enabled: opened });
  const post = usePostProjectHead();
  const form = useForm<Values>({
    initialValues: { project_id: null, user_id: null, posted_on: "", terminated_on: "" },
    validate: {
      project_id: (value) =>
        value ? null : t("common:validation.choose", { field: t("heads.columns.project") }),
      user_id: (value) => (value ? null : t("common:validation.choose", { field: t("heads.columns.head") })),
      posted_on: (value) =>
        !value.trim() || readBsDate(value, calendar) === "invalid"
          ? t("common:validation.date", { field: t("heads.columns.postedOn") })
          : null,
      terminated_on: (value) =>
        value.trim() && readBsDate(value, calendar) === "invalid"
          ? t("common:validation.date", { field: t("heads.columns.terminatedOn") })
          : null,
    },
  });
  const close = () => {
    form.reset();
    setSearch("");
    onClose();
  };
  const submit = form.onSubmit((values) =>
    post.mutate(
      {
        project_id: Number(values.project_id),
        user_id: Number(values.user_id),
        posted_on: dateText(values.posted_on),
        terminated_on: values.terminated_on.trim() ? dateText(values.terminated_on) : null,
      },
      saveCallbacks(form, FIELDS, t("heads.posted"), () => close()),
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t("heads.post")} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t("heads.columns.project")}
            withAsterisk
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            nothingFoundMessage={projects.isFetching ? t("heads.loading") : t("heads.noProjects")}
            data={(projects.data?.data ?? []).map((p) => ({
              value: String(p.id),
              label: p.code ? `${fmt.digits(p.code)} · ${p.name}` : p.name,
            }))}
            {...form.getInputProps("project_id")}
          />
          <Select
            label={t("heads.columns.head")}
            withAsterisk
            searchable
            nothingFoundMessage={heads.isFetching ? t("heads.loading") : t("heads.noHeads")}
            data={(heads.data ?? []).map((u) => ({
              value: String(u.id),
              label: u.nikaya ? `${u.name} (${fmt.name(u.nikaya.name, u.nikaya.name_np)})` : u.name,
            }))}
            {...form.getInputProps("user_id")}
          />
          <Group grow align="flex-start">
            <BsDateInput
              label={t("heads.columns.postedOn")}
              withAsterisk
              placeholder={fmt.bsDate("2082-04-01")}
              value={form.values.posted_on}
              error={form.errors.posted_on}
              onChange={(typed) => form.setFieldValue("posted_on", typed)}
            />
            <BsDateInput
              label={t("heads.columns.terminatedOn")}
              description={t("heads.terminatedHint")}
              placeholder={fmt.bsDate("2083-03-31")}
              value={form.values.terminated_on}
              error={form.errors.terminated_on}
              onChange={(typed) => form.setFieldValue("terminated_on", typed)}
            />
          </Group>
          <FormFooter
            onCancel={close}
            cancelLabel={t("heads.cancel")}
            saveLabel={t("heads.save")}
            saving={post.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
