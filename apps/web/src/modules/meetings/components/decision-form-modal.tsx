import { Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import {
  DECISION_STATUSES,
  type DecisionStatus,
  type TDecision,
  type TDecisionLinkOption,
  type TPaged,
  type TProjectRow,
  ZDecisionBody,
} from "@pragati/domain/contract";
import { type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { setupOptionsQuery } from "../../setup";
import {
  DECISION_FIELDS,
  type DecisionField,
  type DecisionValues,
  decisionBody,
  decisionValues,
  reasonMissing,
} from "../meeting-form";
import { decisionLinkQuery, projectLinkQuery, useSaveDecision } from "../queries";
import { useFormWords } from "./use-form-words";

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
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        decision
          ? t("decisions.editTitle", { number: fmt.digits(decision.item_no) })
          : t("decisions.createTitle")
      }
    >
      <DecisionForm key={decision?.id ?? "new"} meetingId={meetingId} decision={decision} onDone={onClose} />
    </FormModal>
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

  const { schemaErrors, errorOf: errorIn, options } = useFormWords<DecisionField>();
  const form = useForm<DecisionValues>({
    initialValues: decisionValues(decision),
    validate: (values) => {
      const errors = schemaErrors(ZDecisionBody, values, decisionBody(values));
      if (reasonMissing(values)) errors.reason ??= t("form.errors.reason");
      return errors;
    },
  });
  const values = form.values;
  const errorOf = (field: DecisionField) => errorIn(form.errors, field);

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

  const linkChange = (field: LinkField) => (id: number | null) => {
    form.setFieldValue(field, id);
    form.clearFieldError(field);
  };
  const linkLabel = (code: string, name: string) => `${fmt.digits(code)} · ${name}`;
  const linkOptions = (rows: TDecisionLinkOption[]) =>
    rows.map((row) => ({
      value: String(row.id),
      label: `${linkLabel(row.code, fmt.name(row.name, row.name_np))} (${fmt.name(row.office.name, row.office.name_np)})`,
    }));

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: decision?.id ?? null, body: decisionBody(valid) },
        saveCallbacks(form, DECISION_FIELDS, t("toasts.decisionSaved"), () => onDone()),
      ),
    () => notifyError(t("common:validation.fix")),
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
        <LinkPicker
          field="project_id"
          current={decision?.project ? { id: decision.project.id, label: decision.project.name } : null}
          value={values.project_id}
          error={errorOf("project_id")}
          onChange={linkChange("project_id")}
          query={(search) => ({
            ...projectLinkQuery(search),
            select: (page: TPaged<TProjectRow>) =>
              page.data.map((p) => ({
                value: String(p.id),
                label: p.code ? `${fmt.digits(p.code)} · ${p.name}` : p.name,
              })),
          })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LinkPicker
            field="milestone_id"
            current={
              decision?.milestone
                ? {
                    id: decision.milestone.id,
                    label: linkLabel(decision.milestone.code, decision.milestone.title),
                  }
                : null
            }
            value={values.milestone_id}
            error={errorOf("milestone_id")}
            onChange={linkChange("milestone_id")}
            query={(search) => ({ ...decisionLinkQuery("milestones", search), select: linkOptions })}
          />
          <LinkPicker
            field="indicator_id"
            current={
              decision?.indicator
                ? {
                    id: decision.indicator.id,
                    label: linkLabel(
                      decision.indicator.code,
                      fmt.name(decision.indicator.name, decision.indicator.name_np),
                    ),
                  }
                : null
            }
            value={values.indicator_id}
            error={errorOf("indicator_id")}
            onChange={linkChange("indicator_id")}
            query={(search) => ({ ...decisionLinkQuery("indicators", search), select: linkOptions })}
          />
        </SimpleGrid>
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}

type LinkField = "project_id" | "milestone_id" | "indicator_id";
type LinkOption = { value: string; label: string };

/**
 * An optional link of a decision (a project, milestone or indicator): those the API accepts for the
 * caller, searched by code or name; the stored link stays choosable when the search does not bring it.
 */
function LinkPicker<T>({
  field,
  current,
  value,
  error,
  onChange,
  query,
}: {
  field: LinkField;
  current: { id: number; label: string } | null;
  value: number | null;
  error: string | undefined;
  onChange: (id: number | null) => void;
  query: (search: string) => UseQueryOptions<T, ApiError, LinkOption[], string[]>;
}) {
  const { t } = useTranslation("meetings");
  const [search, setSearch] = useState(current?.label ?? "");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(query(debounced));
  const options = found.data ?? [];
  const data =
    current && !options.some((option) => option.value === String(current.id))
      ? [{ value: String(current.id), label: current.label }, ...options]
      : options;
  return (
    <Select
      label={t(`labels.${field}`)}
      description={t(`decisions.hints.${field}`)}
      placeholder={t("form.choose")}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t("decisions.linkLoading") : t("form.nothingFound")}
      data={data}
      value={value === null ? null : String(value)}
      error={error}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
