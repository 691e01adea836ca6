import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import {
  DECISION_STATUSES,
  type DecisionStatus,
  type TDecision,
  ZDecisionBody,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { setupOptionsQuery } from "../../setup";
import {
  DECISION_FIELDS,
  type DecisionField,
  type DecisionValues,
  decisionBody,
  decisionValues,
  type FormProblem,
  reasonMissing,
  schemaProblem,
} from "../meeting-form";
import { projectLinkQuery, useSaveDecision } from "../queries";

type DecisionFormModalProps = {
  meetingId: number;
  /** The decision to edit; null adds one. */
  decision: TDecision | null;
  opened: boolean;
  onClose: () => void;
};

export function DecisionFormModal({ meetingId, decision, opened, onClose }: DecisionFormModalProps) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        decision
          ? t("decisions.editTitle", { number: fmt.digits(decision.item_no) })
          : t("decisions.createTitle")
      }
    >
      {opened && (
        <DecisionForm
          key={decision?.id ?? "new"}
          meetingId={meetingId}
          decision={decision}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function DecisionForm({
  meetingId,
  decision,
  onDone,
}: {
  meetingId: number;
  decision: TDecision | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const save = useSaveDecision(meetingId);
  const durations = useQuery(setupOptionsQuery("reporting-duration"));
  const areas = useQuery(setupOptionsQuery("subjectareatype"));

  const problemText = (field: DecisionField, problem: FormProblem) =>
    problem.key === "tooLong"
      ? t("form.errors.tooLong", { field: t(`fields.${field}`), n: fmt.number(problem.n) })
      : t(`form.errors.${problem.key}`, { field: t(`fields.${field}`) });

  const form = useForm<DecisionValues>({
    initialValues: decisionValues(decision),
    validate: (values) => {
      const errors: Record<string, string> = {};
      const fromSchema = schemaValidate(ZDecisionBody, (path) => {
        const field = path.split(".")[0] as DecisionField;
        const text = values[field];
        return problemText(field, schemaProblem(field, typeof text === "string" ? text : null));
      })(decisionBody(values, decision));
      for (const [path, message] of Object.entries(fromSchema))
        errors[path.split(".")[0]] ??= String(message);
      if (reasonMissing(values)) errors.reason ??= t("form.errors.reason");
      return errors;
    },
  });
  const values = form.values;
  const errorOf = (field: DecisionField) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };
  const options = (
    rows: { id: number; name: string; name_np: string; parent_id: number | null }[] | undefined,
  ) =>
    (rows ?? [])
      .filter((row) => row.parent_id === null)
      .map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));

  const choice = (
    field: "subject_area_id" | "reporting_duration_id",
    data: { value: string; label: string }[],
    required: boolean,
  ) => (
    <Select
      label={t(`labels.${field}`)}
      withAsterisk={required}
      clearable={!required}
      placeholder={t("form.choose")}
      searchable
      nothingFoundMessage={t("form.nothingFound")}
      data={data}
      value={values[field] === null ? null : String(values[field])}
      error={errorOf(field)}
      onChange={(picked) => {
        form.setFieldValue(field, picked ? Number(picked) : null);
        form.clearFieldError(field);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );

  const office = (
    field: "implementing_office_id" | "reporting_office_id",
    required: boolean,
    hint?: string,
  ) => (
    <OfficeTree
      mode="single"
      withAsterisk={required}
      label={t(`labels.${field}`)}
      description={hint}
      height={160}
      value={values[field] === null ? [] : [values[field] as number]}
      error={errorOf(field)}
      onChange={(ids) => {
        form.setFieldValue(field, ids[0] ?? null);
        form.clearFieldError(field);
      }}
    />
  );

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: decision?.id ?? null, body: decisionBody(valid, decision) },
        {
          onSuccess: () => {
            notifySuccess(t("toasts.decisionSaved"));
            onDone();
          },
          onError: (error) => {
            form.setErrors(apiFieldErrors(error, DECISION_FIELDS));
            notifyError(error);
          },
        },
      ),
    () => notifyError(t("form.errors.fix")),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          data-autofocus
          label={t("labels.description")}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("description")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {choice("reporting_duration_id", options(durations.data), true)}
          {choice("subject_area_id", options(areas.data), false)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {office("implementing_office_id", true)}
          {office("reporting_office_id", false, t("decisions.reportingHint"))}
        </SimpleGrid>
        <OfficeTree
          mode="multi"
          label={t("labels.supporting_office_ids")}
          height={160}
          value={values.supporting_office_ids}
          error={errorOf("supporting_office_ids")}
          onChange={(ids) => {
            form.setFieldValue("supporting_office_ids", ids);
            form.clearFieldError("supporting_office_ids");
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("labels.status")}
            withAsterisk
            data={DECISION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={values.status}
            error={errorOf("status")}
            onChange={(picked) => {
              if (picked) form.setFieldValue("status", picked as DecisionStatus);
              form.clearFieldError("status");
            }}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("labels.reason")}
            description={t("decisions.reasonHint")}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("reason")}
          />
        </SimpleGrid>
        <ProjectLink
          current={decision?.project ?? null}
          value={values.project_id}
          error={errorOf("project_id")}
          onChange={(id) => {
            form.setFieldValue("project_id", id);
            form.clearFieldError("project_id");
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("actions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The optional project a decision concerns: the projects in the caller's scope, searched by name or code. */
function ProjectLink({
  current,
  value,
  error,
  onChange,
}: {
  current: { id: number; name: string } | null;
  value: number | null;
  error: string | undefined;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const [search, setSearch] = useState(current?.name ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const projects = useQuery(projectLinkQuery(debounced));
  const found = (projects.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.code ? `${fmt.digits(p.code)} · ${p.name}` : p.name,
  }));
  // The stored link stays choosable even when the search does not bring it.
  const data =
    current && !found.some((option) => option.value === String(current.id))
      ? [{ value: String(current.id), label: current.name }, ...found]
      : found;
  return (
    <Select
      label={t("labels.project_id")}
      description={t("decisions.projectHint")}
      placeholder={t("form.choose")}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={projects.isFetching ? t("decisions.projectLoading") : t("form.nothingFound")}
      data={data}
      value={value === null ? null : String(value)}
      error={error}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
