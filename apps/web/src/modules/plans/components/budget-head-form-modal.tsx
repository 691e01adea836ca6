import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { TBudgetHead, TPolicy } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { NumberInput } from "../../../ui/inputs/number-input";
import { setupOptionsQuery } from "../../setup";
import { checkQuantity, checkText, idOrNull, LIMITS, type Problem, QUANTITY_RULES } from "../plan-form";
import { usePlanLock } from "../plan-lock";
import { policyChoicesQuery } from "../queries";
import { useEntryForm } from "../use-entry-submit";
import { EntryForm, EntryModal } from "./entry-form";

const FIELDS = ["policy_id", "point_no", "heading", "amount", "budget_code_id"] as const;
type Field = (typeof FIELDS)[number];

type Values = {
  policy_id: string | null;
  point_no: string;
  heading: string;
  amount: number | null;
  budget_code_id: string | null;
};

type BudgetHeadFormModalProps = {
  opened: boolean;
  onClose: () => void;
  head: TBudgetHead | null;
  /** The policy the screen is about: the head belongs to it and the picker is not shown. */
  policy: TPolicy | null;
  /** Without a policy: the office whose policies are offered (all of the scope when null). */
  officeId: number | null;
};

/** Add or edit a budget head (policy, point number, heading, amount, budget code). */
export function BudgetHeadFormModal({ opened, onClose, head, policy, officeId }: BudgetHeadFormModalProps) {
  return (
    <EntryModal section="budgetHeads" editing={head !== null} opened={opened} onClose={onClose}>
      <BudgetHeadForm head={head} policy={policy} officeId={officeId} onDone={onClose} />
    </EntryModal>
  );
}

function BudgetHeadForm({
  head,
  policy,
  officeId,
  onDone,
}: Omit<BudgetHeadFormModalProps, "opened" | "onClose"> & { onDone: () => void }) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const lock = usePlanLock();
  const form = useEntryForm<"budgetHead", Field, Values>("budgetHead", FIELDS, {
    policy_id: String(head?.policy_id ?? policy?.id ?? "") || null,
    point_no: head?.point_no ?? "",
    heading: head?.heading ?? "",
    amount: head?.amount ?? null,
    budget_code_id: head?.budget_code ? String(head.budget_code.id) : null,
  });
  const { values } = form;
  const policies = useQuery({ ...policyChoicesQuery(officeId), enabled: policy === null });
  const codes = useQuery(setupOptionsQuery("budget-head"));

  const chosenPolicyOffice =
    policy?.nikaya_id ?? policies.data?.find((p) => String(p.id) === values.policy_id)?.nikaya_id ?? null;

  const submit = () => {
    const problems: Problem<Field>[] = [
      ...checkText("point_no", values.point_no, LIMITS.pointNo),
      ...checkText("heading", values.heading, LIMITS.text),
      ...checkQuantity("amount", values.amount, { required: true, above: true }),
    ];
    if (!values.policy_id) problems.push({ field: "policy_id", key: "policyRequired" });
    else if (lock.blocks([chosenPolicyOffice])) problems.push({ field: "policy_id", key: "officeLocked" });
    const amount = values.amount;
    if (!form.passes(problems) || !values.policy_id || amount === null) return;
    form.submit(
      head?.id ?? null,
      {
        policy_id: Number(values.policy_id),
        point_no: values.point_no.trim(),
        heading: values.heading.trim(),
        amount,
        budget_code_id: idOrNull(values.budget_code_id),
      },
      { saved: t("budgetHeads.saved"), onSaved: onDone },
    );
  };

  return (
    <EntryForm section="budgetHeads" form={form} onSubmit={submit} onCancel={onDone}>
      {policy ? (
        <TextInput
          readOnly
          label={t("fields.policy")}
          value={`${fmt.digits(policy.point_no)} ${policy.name}`}
          error={form.errors.policy_id}
        />
      ) : (
        <Select
          withAsterisk
          label={t("fields.policy")}
          searchable
          nothingFoundMessage={t("form.nothingFound")}
          data={(policies.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${"— ".repeat(p.depth)}${fmt.digits(p.point_no)} ${p.name}`,
          }))}
          {...form.field("policy_id")}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput withAsterisk label={t("fields.pointNo")} {...form.text("point_no")} />
        <NumberInput {...QUANTITY_RULES} withAsterisk label={t("fields.amount")} {...form.field("amount")} />
      </SimpleGrid>
      <Textarea
        withAsterisk
        label={t("fields.heading")}
        autosize
        minRows={2}
        maxRows={5}
        {...form.text("heading")}
      />
      <Select
        label={t("fields.budgetCode")}
        searchable
        clearable
        nothingFoundMessage={t("form.nothingFound")}
        data={(codes.data ?? []).map((option) => ({
          value: String(option.id),
          label: `${option.code ? `${fmt.digits(option.code)} ` : ""}${fmt.name(option.name, option.name_np)}`,
        }))}
        {...form.field("budget_code_id")}
      />
    </EntryForm>
  );
}
