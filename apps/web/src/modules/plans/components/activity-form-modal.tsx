import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { TActivity, TBudgetHead, TPolicy } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useSetupStore } from "../../../state/setup-store";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { checkQuantity, checkText, idOrNull, LIMITS, type Problem, QUANTITY_RULES } from "../plan-form";
import { usePlanLock } from "../plan-lock";
import { budgetHeadChoicesQuery } from "../queries";
import { useEntryForm } from "../use-entry-submit";
import { useScopeOffices } from "../use-scope-offices";
import { EntryForm, EntryModal } from "./entry-form";
import { UnitSelect } from "./unit-select";

const FIELDS = [
  "policy_id",
  "budget_head_id",
  "point_no",
  "title",
  "nikaya_id",
  "helper_nikaya_ids",
  "annual_target",
  "unit_id",
] as const;
type Field = (typeof FIELDS)[number];

type Values = {
  budget_head_id: string | null;
  point_no: string;
  title: string;
  nikaya_id: number | null;
  helper_nikaya_ids: number[];
  annual_target: number | null;
  unit_id: string | null;
};

/** Where the activity hangs: a policy (budget head optional) or a budget head (and so its policy). */
export type ActivityParent =
  | { kind: "policy"; policy: TPolicy }
  | { kind: "budgetHead"; head: TBudgetHead }
  /** Editing from a list of every activity: the activity's own policy. */
  | { kind: "own" };

type ActivityFormModalProps = {
  opened: boolean;
  onClose: () => void;
  activity: TActivity | null;
  parent: ActivityParent;
};

/** Add or edit an activity: number, title, implementing and helper offices, annual target and unit. */
export function ActivityFormModal({ opened, onClose, activity, parent }: ActivityFormModalProps) {
  return (
    <EntryModal section="activities" editing={activity !== null} opened={opened} onClose={onClose}>
      <ActivityForm activity={activity} parent={parent} onDone={onClose} />
    </EntryModal>
  );
}

const parentPolicy = (activity: TActivity | null, parent: ActivityParent) => {
  if (parent.kind === "policy")
    return { id: parent.policy.id, pointNo: parent.policy.point_no, name: parent.policy.name };
  if (parent.kind === "budgetHead")
    return { id: parent.head.policy_id, pointNo: parent.head.policy_point_no, name: parent.head.policy_name };
  return activity
    ? { id: activity.policy_id, pointNo: activity.policy_point_no, name: activity.policy_name }
    : null;
};

function ActivityForm({
  activity,
  parent,
  onDone,
}: {
  activity: TActivity | null;
  parent: ActivityParent;
  onDone: () => void;
}) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const scope = useScopeOffices();
  const lock = usePlanLock();
  const helperLimit = useSetupStore((s) => s.setup?.helper_limit ?? null);
  const policy = parentPolicy(activity, parent);
  const fixedHead = parent.kind === "budgetHead" ? parent.head : null;
  const policyOffice =
    parent.kind === "policy"
      ? parent.policy.nikaya_id
      : parent.kind === "budgetHead"
        ? parent.head.nikaya_id
        : null;
  const form = useEntryForm<"activity", Field, Values>("activity", FIELDS, {
    budget_head_id: activity?.budget_head_id
      ? String(activity.budget_head_id)
      : fixedHead
        ? String(fixedHead.id)
        : null,
    point_no: activity?.point_no ?? "",
    title: activity?.title ?? "",
    nikaya_id: activity?.nikaya_id ?? policyOffice ?? scope.own?.id ?? null,
    helper_nikaya_ids: activity?.helpers.map((h) => h.id) ?? [],
    annual_target: activity?.annual_target ?? null,
    unit_id: activity?.unit ? String(activity.unit.id) : null,
  });
  const { values, change } = form;
  const heads = useQuery({
    ...budgetHeadChoicesQuery(policy?.id ?? null),
    enabled: !fixedHead && policy !== null,
  });

  // Helpers outside the caller's tree (help may cross ministries) are still named.
  const helperName = (id: number) => {
    const office = scope.byId(id) ?? activity?.helpers.find((h) => h.id === id);
    return office ? fmt.name(office.name, office.name_np) : fmt.digits(id);
  };

  const check = (): Problem<Field>[] => {
    const problems: Problem<Field>[] = [
      ...checkText("point_no", values.point_no, LIMITS.pointNo),
      ...checkText("title", values.title, LIMITS.text),
      ...checkQuantity("annual_target", values.annual_target),
    ];
    if (values.nikaya_id === null) problems.push({ field: "nikaya_id", key: "officeRequired" });
    else if (lock.blocks([values.nikaya_id, policyOffice]))
      problems.push({ field: "nikaya_id", key: "officeLocked" });
    if (values.nikaya_id !== null && values.helper_nikaya_ids.includes(values.nikaya_id))
      problems.push({ field: "helper_nikaya_ids", key: "helperSelf" });
    if (helperLimit !== null && values.helper_nikaya_ids.length > helperLimit)
      problems.push({ field: "helper_nikaya_ids", key: "helperLimit", values: { n: helperLimit } });
    return problems;
  };

  const submit = () => {
    const passes = form.passes(check());
    if (!passes || policy === null) return;
    form.submit(
      activity?.id ?? null,
      {
        policy_id: policy.id,
        budget_head_id: idOrNull(values.budget_head_id),
        point_no: values.point_no.trim(),
        title: values.title.trim(),
        nikaya_id: values.nikaya_id,
        helper_nikaya_ids: values.helper_nikaya_ids,
        annual_target: values.annual_target,
        unit_id: idOrNull(values.unit_id),
      },
      { saved: t("activities.saved"), onSaved: onDone },
    );
  };

  return (
    <EntryForm section="activities" form={form} onSubmit={submit} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          readOnly
          label={t("fields.policy")}
          value={policy ? `${fmt.digits(policy.pointNo)} ${policy.name}` : ""}
          error={form.errors.policy_id}
        />
        {fixedHead ? (
          <TextInput
            readOnly
            label={t("fields.budgetHead")}
            value={`${fmt.digits(fixedHead.point_no)} ${fixedHead.heading}`}
            error={form.errors.budget_head_id}
          />
        ) : (
          <Select
            label={t("fields.budgetHead")}
            placeholder={t("activities.form.noBudgetHead")}
            searchable
            clearable
            nothingFoundMessage={t("form.nothingFound")}
            data={(heads.data ?? []).map((head) => ({
              value: String(head.id),
              label: `${fmt.digits(head.point_no)} ${head.heading}`,
            }))}
            {...form.field("budget_head_id")}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput withAsterisk label={t("fields.pointNo")} {...form.text("point_no")} />
        <NumberInput {...QUANTITY_RULES} label={t("fields.annualTarget")} {...form.field("annual_target")} />
        <UnitSelect {...form.field("unit_id")} />
      </SimpleGrid>
      <Textarea
        withAsterisk
        label={t("fields.activityTitle")}
        autosize
        minRows={2}
        maxRows={5}
        {...form.text("title")}
      />
      {scope.several ? (
        <OfficeTree
          mode="single"
          withAsterisk
          label={t("fields.implementingOffice")}
          value={values.nikaya_id === null ? [] : [values.nikaya_id]}
          error={form.errors.nikaya_id}
          onChange={(ids) => change("nikaya_id", ids[0] ?? null)}
          height={180}
        />
      ) : (
        <TextInput
          readOnly
          label={t("fields.implementingOffice")}
          value={values.nikaya_id === null ? "" : helperName(values.nikaya_id)}
          error={form.errors.nikaya_id}
        />
      )}
      {scope.offices.length > 0 && (
        <OfficeTree
          mode="multi"
          label={t("fields.helperOffices")}
          description={
            helperLimit === null
              ? undefined
              : t("activities.form.helperHint", {
                  n: fmt.digits(helperLimit),
                  chosen: values.helper_nikaya_ids.map(helperName).join(", ") || "-",
                })
          }
          value={values.helper_nikaya_ids}
          error={form.errors.helper_nikaya_ids}
          onChange={(ids) => change("helper_nikaya_ids", ids)}
          height={180}
        />
      )}
    </EntryForm>
  );
}
