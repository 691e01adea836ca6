import { Alert, Select, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { formatBs } from "@pragati/domain/calendar";
import type { TPolicy } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { setupOptionsQuery } from "../../setup";
import { checkQuantity, checkText, idOrNull, LIMITS, type Problem, QUANTITY_RULES } from "../plan-form";
import { usePlanLock } from "../plan-lock";
import { policyChoicesQuery } from "../queries";
import { useEntryForm } from "../use-entry-submit";
import { useScopeOffices } from "../use-scope-offices";
import { EntryForm, EntryModal } from "./entry-form";

const FIELDS = [
  "fiscal_year_id",
  "nikaya_id",
  "parent_id",
  "point_no",
  "name",
  "start_from",
  "end_at",
  "budget",
  "reporting_type_id",
  "status",
] as const;
type Field = (typeof FIELDS)[number];

type Values = {
  nikaya_id: number | null;
  parent_id: string | null;
  point_no: string;
  name: string;
  start_from: string;
  end_at: string;
  budget: number | null;
  reporting_type_id: string | null;
  status: boolean;
};

type PolicyFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The point to edit; a new one when null. */
  policy: TPolicy | null;
  /** The office a new point starts with (the list's office filter, or the user's own office). */
  defaultOfficeId: number | null;
};

/** Add or edit a policy or program point (office, parent point, number, name, dates, budget, type, status). */
export function PolicyFormModal({ opened, onClose, policy, defaultOfficeId }: PolicyFormModalProps) {
  return (
    <EntryModal section="policies" editing={policy !== null} opened={opened} onClose={onClose}>
      <PolicyForm policy={policy} defaultOfficeId={defaultOfficeId} onDone={onClose} />
    </EntryModal>
  );
}

function PolicyForm({
  policy,
  defaultOfficeId,
  onDone,
}: {
  policy: TPolicy | null;
  defaultOfficeId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const calendar = useCalendar();
  const scope = useScopeOffices();
  const lock = usePlanLock();
  const currentYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const form = useEntryForm<"policy", Field, Values>("policy", FIELDS, () => ({
    nikaya_id: policy?.nikaya_id ?? defaultOfficeId ?? scope.own?.id ?? null,
    parent_id: policy?.parent_id ? String(policy.parent_id) : null,
    point_no: policy?.point_no ?? "",
    name: policy?.name ?? "",
    start_from: policy?.start_from ? formatBs(policy.start_from, fmt.locale) : "",
    end_at: policy?.end_at ? formatBs(policy.end_at, fmt.locale) : "",
    budget: policy?.budget ?? null,
    reporting_type_id: policy?.reporting_type ? String(policy.reporting_type.id) : null,
    status: policy?.status ?? true,
  }));
  const { values, change } = form;
  const reportingTypes = useQuery(setupOptionsQuery("nitikaryakram"));
  const parents = useQuery({ ...policyChoicesQuery(values.nikaya_id), enabled: values.nikaya_id !== null });

  // A point cannot sit under itself or its own sub points: those follow it in tree order, deeper.
  const parentOptions = (() => {
    const rows = parents.data ?? [];
    const self = policy ? rows.findIndex((row) => row.id === policy.id) : -1;
    let end = self + 1;
    while (self >= 0 && end < rows.length && rows[end].depth > rows[self].depth) end++;
    return rows
      .filter((_, index) => self < 0 || index < self || index >= end)
      .map((row) => ({
        value: String(row.id),
        label: `${"— ".repeat(row.depth)}${fmt.digits(row.point_no)} ${row.name}`,
      }));
  })();

  const check = (): Problem<Field>[] => {
    const problems: Problem<Field>[] = [
      ...checkText("point_no", values.point_no, LIMITS.pointNo),
      ...checkText("name", values.name, LIMITS.text),
      ...checkQuantity("budget", values.budget),
    ];
    if (values.nikaya_id === null) problems.push({ field: "nikaya_id", key: "officeRequired" });
    else if (lock.blocks([values.nikaya_id])) problems.push({ field: "nikaya_id", key: "officeLocked" });
    if (!values.reporting_type_id)
      problems.push({ field: "reporting_type_id", key: "reportingTypeRequired" });
    const start = readBsDate(values.start_from, calendar);
    const end = readBsDate(values.end_at, calendar);
    if (start === "invalid") problems.push({ field: "start_from", key: "date" });
    if (end === "invalid") problems.push({ field: "end_at", key: "date" });
    if (start && end && start !== "invalid" && end !== "invalid" && end < start)
      problems.push({ field: "end_at", key: "dateOrder" });
    const fiscalYearId = policy?.fiscal_year_id ?? currentYearId;
    if (fiscalYearId === null) problems.push({ field: "fiscal_year_id", key: "fiscalYearRequired" });
    return problems;
  };

  const submit = () => {
    const passes = form.passes(check());
    const fiscalYearId = policy?.fiscal_year_id ?? currentYearId;
    if (!passes || values.nikaya_id === null || !values.reporting_type_id || fiscalYearId === null) return;
    const date = (text: string) => {
      const value = readBsDate(text, calendar);
      return value === "invalid" ? null : value;
    };
    form.submit(
      policy?.id ?? null,
      {
        fiscal_year_id: fiscalYearId,
        nikaya_id: values.nikaya_id,
        parent_id: idOrNull(values.parent_id),
        point_no: values.point_no.trim(),
        name: values.name.trim(),
        start_from: date(values.start_from),
        end_at: date(values.end_at),
        budget: values.budget,
        reporting_type_id: Number(values.reporting_type_id),
        status: values.status,
      },
      { saved: t("policies.saved"), onSaved: onDone },
    );
  };

  const own = scope.own;
  return (
    <EntryForm section="policies" form={form} onSubmit={submit} onCancel={onDone}>
      {form.errors.fiscal_year_id && (
        <Alert color="red" variant="light" role="alert">
          {form.errors.fiscal_year_id}
        </Alert>
      )}
      {scope.several ? (
        <OfficeTree
          mode="single"
          withAsterisk
          label={t("fields.office")}
          value={values.nikaya_id === null ? [] : [values.nikaya_id]}
          error={form.errors.nikaya_id}
          onChange={(ids) => {
            change("nikaya_id", ids[0] ?? null);
            // The parent must be a point of the same office.
            change("parent_id", null);
          }}
          height={200}
        />
      ) : (
        <TextInput
          readOnly
          label={t("fields.office")}
          value={own ? fmt.name(own.name, own.name_np) : ""}
          error={form.errors.nikaya_id}
        />
      )}
      <Select
        label={t("fields.parent")}
        description={t("policies.form.parentHint")}
        placeholder={t("policies.form.noParent")}
        searchable
        clearable
        nothingFoundMessage={t("form.nothingFound")}
        data={parentOptions}
        {...form.field("parent_id")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput withAsterisk label={t("fields.pointNo")} {...form.text("point_no")} />
        <Select
          withAsterisk
          label={t("fields.reportingType")}
          searchable
          nothingFoundMessage={t("form.nothingFound")}
          data={(reportingTypes.data ?? [])
            .filter((option) => option.parent_id === null)
            .map((option) => ({ value: String(option.id), label: fmt.name(option.name, option.name_np) }))}
          {...form.field("reporting_type_id")}
        />
      </SimpleGrid>
      <Textarea
        withAsterisk
        label={t("fields.policyName")}
        autosize
        minRows={2}
        maxRows={6}
        {...form.text("name")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <BsDateInput
          label={t("fields.startFrom")}
          placeholder={t("form.datePlaceholder")}
          value={values.start_from}
          error={form.errors.start_from}
          onChange={(text) => change("start_from", text)}
        />
        <BsDateInput
          label={t("fields.endAt")}
          placeholder={t("form.datePlaceholder")}
          value={values.end_at}
          error={form.errors.end_at}
          onChange={(text) => change("end_at", text)}
        />
        <NumberInput {...QUANTITY_RULES} label={t("fields.budget")} {...form.field("budget")} />
      </SimpleGrid>
      <Switch
        label={t("fields.active")}
        checked={values.status}
        onChange={(event) => change("status", event.currentTarget.checked)}
      />
    </EntryForm>
  );
}
