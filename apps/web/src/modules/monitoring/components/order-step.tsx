import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TVisit, type TVisitOrderBody, ZVisitOrderBody } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { saveCallbacks } from "../../../lib/schema-form";
import { useMoveVisit, useSaveOrder } from "../queries";

type OrderValues = Required<TVisitOrderBody>;
const FIELDS = Object.keys(ZVisitOrderBody.shape) as (keyof OrderValues)[];

/** Step 3: the order number and the approving official; the order is issued once every step is complete. */
export function OrderStep({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const save = useSaveOrder(visit.id);
  const move = useMoveVisit(visit.id);
  const form = useForm<OrderValues>({
    initialValues: {
      order_number: visit.order_number,
      approver_name: visit.approver_name,
      approver_designation: visit.approver_designation,
      approver_office: visit.approver_office,
    },
  });

  const saveOrder = () => {
    // SPEC.md section 8: the order is saved only from a complete form.
    if (!ZVisitOrderBody.safeParse(form.values).success) {
      form.setErrors(
        Object.fromEntries(
          FIELDS.filter((f) => form.values[f].trim() === "").map((f) => [
            f,
            t("common:validation.required", { field: t(`fields.${f}`) }),
          ]),
        ),
      );
      notifyError(t("wizard.completeForm"));
      return;
    }
    save.mutate(form.values, saveCallbacks(form, FIELDS, t("toasts.orderSaved")));
  };

  const issue = () => {
    if (!(visit.steps.profile && visit.steps.members && visit.steps.order)) {
      notifyError(t("wizard.completeForm"));
      return;
    }
    move.mutate(
      { action: "issue_order" },
      { onSuccess: () => notifySuccess(t("toasts.orderIssued")), onError: notifyError },
    );
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput key={field} label={t(`fields.${field}`)} withAsterisk {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="light" onClick={saveOrder} loading={save.isPending}>
          {t("wizard.saveOrder")}
        </Button>
        <Button onClick={issue} loading={move.isPending}>
          {t("actions.issue_order")}
        </Button>
      </Group>
    </Stack>
  );
}
