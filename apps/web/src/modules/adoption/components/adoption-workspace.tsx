import { Alert, Button, Group, Stack, Stepper, Text } from "@mantine/core";
import type { TAdoptionResult, TAdoptionSource } from "@pragati/domain/contract";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import {
  type AdoptionChoice,
  adoptionBody,
  blueprintActivities,
  EMPTY_CHOICE,
  setBudgetBlueprint,
  setPolicyBlueprint,
} from "../adoption-choice";
import { useAdopt } from "../queries";
import { ActivitiesStep } from "./activities-step";
import { BudgetStep } from "./budget-step";
import { ConfirmStep } from "./confirm-step";
import { PolicyStep } from "./policy-step";
import { ResultStep } from "./result-step";

const STEPS = ["policy", "budget", "activities", "confirm", "result"] as const;
/** Field errors of the choice the API may answer with (422), shown above the confirmation. */
const CHOICE_FIELDS = [
  "items",
  "policy_ids",
  "budget_head_ids",
  "activity_ids",
  "milestone_ids",
  "fiscal_year_id",
];

type AdoptionWorkspaceProps = {
  source: TAdoptionSource;
  /** Adoption is off or the plan is locked: the plan can be read, not adopted. */
  readOnly: boolean;
};

/**
 * The adoption workspace (SPEC.md section 3): policy blueprint, budget blueprint, activities with
 * their milestones, confirmation with remarks, result. The blueprint is set once per type until reset.
 */
export function AdoptionWorkspace({ source, readOnly }: AdoptionWorkspaceProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState<AdoptionChoice>(EMPTY_CHOICE);
  const [result, setResult] = useState<TAdoptionResult | null>(null);
  const [failure, setFailure] = useState<{ choice?: string; remarks?: string }>({});
  const adopt = useAdopt();
  const policy = choice.blueprint.policy?.data ?? null;
  const { adoptable, other } = blueprintActivities(source, choice.blueprint);

  const reset = () => {
    setChoice(EMPTY_CHOICE);
    setResult(null);
    setFailure({});
    setStep(0);
  };

  const submit = () => {
    setFailure({});
    adopt.mutate(adoptionBody(source, choice), {
      onSuccess: (done) => {
        setResult(done);
        setStep(4);
        notifySuccess(t("toasts.adopted", { target: fmt.fiscalYear(source.fiscal_year.start_year) }));
      },
      onError: (error) => {
        if (isApiError(error)) {
          const choiceError = CHOICE_FIELDS.map((field) => error.fieldMessage(field)).filter(Boolean);
          setFailure({
            choice:
              choiceError.length > 0
                ? choiceError.join(", ")
                : error.status === 422
                  ? undefined
                  : error.message,
            remarks: error.fieldMessage("remarks"),
          });
        }
        notifyError(error);
      },
    });
  };

  const blueprintLine = policy && (
    <Alert variant="light" color="blue" data-testid="adoption-blueprint">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm">
            {t("blueprint.policy", { point: fmt.digits(policy.point_no), name: policy.name })}
          </Text>
          {choice.blueprint.budget && (
            <Text size="sm">
              {t("blueprint.budget", {
                name: choice.blueprint.budget.data
                  ? `${fmt.digits(choice.blueprint.budget.data.point_no)} ${choice.blueprint.budget.data.heading}`
                  : t("budget.none"),
              })}
            </Text>
          )}
        </Stack>
        {step < 4 && (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={reset}>
            {t("actions.reset")}
          </Button>
        )}
      </Group>
    </Alert>
  );

  const canGo = [policy !== null, choice.blueprint.budget !== null, true, !readOnly && !adopt.isPending];

  return (
    <Stack gap="md">
      {blueprintLine}
      <Stepper active={step} onStepClick={(next) => next < step && step < 4 && setStep(next)} size="sm">
        {STEPS.map((key) => (
          <Stepper.Step key={key} label={t(`steps.${key}`)} description={t(`steps.${key}Hint`)} />
        ))}
      </Stepper>
      {step === 0 && (
        <PolicyStep
          policies={source.policies}
          chosen={policy}
          onChoose={(p) => setChoice((c) => setPolicyBlueprint(c, p))}
        />
      )}
      {step === 1 && (
        <BudgetStep
          heads={source.budget_heads.filter((b) => b.policy_id === policy?.id)}
          chosen={choice.blueprint.budget}
          onChoose={(head) => setChoice((c) => setBudgetBlueprint(c, head))}
        />
      )}
      {step === 2 && (
        <ActivitiesStep adoptable={adoptable} other={other} choice={choice} onChange={setChoice} />
      )}
      {step === 3 && (
        <ConfirmStep
          source={source}
          choice={choice}
          error={failure.choice}
          remarksError={failure.remarks}
          onRemarks={(remarks) => {
            setChoice((c) => ({ ...c, remarks }));
            setFailure((f) => ({ ...f, remarks: undefined }));
          }}
        />
      )}
      {step === 4 && result && <ResultStep source={source} result={result} onAgain={reset} />}
      {step < 4 && (
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0} onClick={() => setStep(step - 1)}>
            {t("actions.back")}
          </Button>
          {step < 3 ? (
            <Button disabled={!canGo[step]} onClick={() => setStep(step + 1)}>
              {t("actions.next")}
            </Button>
          ) : (
            <Button disabled={!canGo[3]} loading={adopt.isPending} onClick={submit}>
              {t("actions.adopt")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
