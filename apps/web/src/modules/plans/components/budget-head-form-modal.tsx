import { Alert, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { TBudgetHead, TPolicy } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import type { FieldErrorMap } from "../../../lib/use-field-errors";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";
import { NumberInput } from "../../../ui/inputs/number-input";
import { setupOptionsQuery } from "../../setup";
import { checkQuantity, checkText, idOrNull, LIMITS, type Problem, QUANTITY_RULES } from "../plan-form";
import { usePlanLock } from "../plan-lock";
import { policyChoicesQuery } from "../queries";
import { useEntrySubmit } from "../use-entry-submit";
import { useProblemText } from "./problem-text";

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
  const { t } = useTranslation("plans");
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(head ? "budgetHeads.form.editTitle" : "budgetHeads.form.addTitle")}
    >
      <BudgetHeadForm head={head} policy={policy} officeId={officeId} onDone={onClose} />
    </FormModal>
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
  const problemText = useProblemText();
  const lock = usePlanLock();
  const [values, setValues] = useState<Values>({
    policy_id: String(head?.policy_id ?? policy?.id ?? "") || null,
    point_no: head?.point_no ?? "",
    heading: head?.heading ?? "",
    amount: head?.amount ?? null,
    budget_code_id: head?.budget_code ? String(head.budget_code.id) : null,
  });
  const form = useEntrySubmit("budgetHead", FIELDS);
  const policies = useQuery({ ...policyChoicesQuery(officeId), enabled: policy === null });
  const codes = useQuery(setupOptionsQuery("budget-head"));

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

  const chosenPolicyOffice =
    policy?.nikaya_id ?? policies.data?.find((p) => String(p.id) === values.policy_id)?.nikaya_id ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Problem<Field>[] = [
      ...checkText("point_no", values.point_no, LIMITS.pointNo),
      ...checkText("heading", values.heading, LIMITS.text),
      ...checkQuantity("amount", values.amount, { required: true, above: true }),
    ];
    if (!values.policy_id) problems.push({ field: "policy_id", key: "policyRequired" });
    else if (lock.blocks([chosenPolicyOffice])) problems.push({ field: "policy_id", key: "officeLocked" });
    const found: FieldErrorMap<Field> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    form.setErrors(found);
    const amount = values.amount;
    if (problems.length > 0 || !values.policy_id || amount === null) return;
    form.submit(
      head?.id ?? null,
      {
        policy_id: Number(values.policy_id),
        point_no: values.point_no.trim(),
        heading: values.heading.trim(),
        amount,
        budget_code_id: idOrNull(values.budget_code_id),
      },
      {
        onSaved: () => {
          notifySuccess(t("budgetHeads.saved"));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("budgetHeads.form.label")}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
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
            value={values.policy_id}
            error={form.errors.policy_id}
            onChange={(value) => change("policy_id", value)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            withAsterisk
            label={t("fields.pointNo")}
            value={values.point_no}
            error={form.errors.point_no}
            onChange={(event) => change("point_no", event.currentTarget.value)}
          />
          <NumberInput
            {...QUANTITY_RULES}
            withAsterisk
            label={t("fields.amount")}
            value={values.amount}
            error={form.errors.amount}
            onChange={(value) => change("amount", value)}
          />
        </SimpleGrid>
        <Textarea
          withAsterisk
          label={t("fields.heading")}
          autosize
          minRows={2}
          maxRows={5}
          value={values.heading}
          error={form.errors.heading}
          onChange={(event) => change("heading", event.currentTarget.value)}
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
          value={values.budget_code_id}
          error={form.errors.budget_code_id}
          onChange={(value) => change("budget_code_id", value)}
        />
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={form.pending}
        />
      </Stack>
    </form>
  );
}
