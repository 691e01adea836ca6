import { Button, Group, Stack, Stepper } from "@mantine/core";
import type { TVisit } from "@pragati/domain/contract";
import { WIZARD_STEPS } from "@pragati/domain/monitoring";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../../lib/notify";
import { MemberForm, TeamList } from "./members-step";
import { OrderStep } from "./order-step";
import { ProfileStep } from "./profile-step";

/**
 * The sub-profile wizard (SPEC.md section 3): profile, members, order. It never advances past an
 * incomplete step ("Please complete the step first"); the validity of each step is the API's.
 */
export function VisitWizard({ visit, onCreated }: { visit: TVisit | null; onCreated: (id: number) => void }) {
  const { t } = useTranslation("monitoring");
  const valid = (index: number) => visit?.steps[WIZARD_STEPS[index]] === true;
  // A draft opens at its first incomplete step.
  const [active, setActive] = useState(() => {
    const first = WIZARD_STEPS.findIndex((_, i) => !valid(i));
    return first === -1 ? WIZARD_STEPS.length - 1 : first;
  });

  const goTo = (index: number) => {
    const blocked = WIZARD_STEPS.slice(0, index).findIndex((_, i) => !valid(i));
    if (blocked !== -1) {
      notifyError(t("wizard.completeStep"));
      setActive(blocked);
      return;
    }
    setActive(index);
  };

  return (
    <Stepper active={active} onStepClick={goTo} size="sm">
      <Stepper.Step label={t("wizard.steps.profile")}>
        <ProfileStep
          key={visit?.id ?? "new"}
          visit={visit}
          onSaved={(saved) => {
            if (!visit) onCreated(saved.id);
            setActive(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label={t("wizard.steps.members")}>
        {visit && (
          <Stack gap="md">
            <TeamList visit={visit} editable />
            <MemberForm visit={visit} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setActive(0)}>
                {t("wizard.back")}
              </Button>
              <Button onClick={() => goTo(2)}>{t("wizard.next")}</Button>
            </Group>
          </Stack>
        )}
      </Stepper.Step>
      <Stepper.Step label={t("wizard.steps.order")}>
        {visit && (
          <Stack gap="md">
            <OrderStep key={visit.id} visit={visit} />
            <Group>
              <Button variant="default" onClick={() => setActive(1)}>
                {t("wizard.back")}
              </Button>
            </Group>
          </Stack>
        )}
      </Stepper.Step>
    </Stepper>
  );
}
