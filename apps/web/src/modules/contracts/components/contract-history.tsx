import { Stack } from "@mantine/core";
import type { TContract } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ChangeEntryForm, ChangeHistorySection, TimeExtensionSection } from "../../../ui/change-history";
import { useAddExtension, useAddVariation } from "../queries";

/**
 * Variations and extensions of time as entered, the original amount and planned completion above them;
 * an awarded or running contract takes more (with `contract.manage`).
 */
export function ContractHistory({ contract, readOnly }: { contract: TContract; readOnly: boolean }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const open = !readOnly && (contract.status === "awarded" || contract.status === "active");
  const addVariation = useAddVariation(contract.id);
  const addExtension = useAddExtension(contract.id);
  const number = { label: t("history.number"), cell: (row: { number: number }) => fmt.digits(row.number) };
  const reason = { label: t("history.reason"), cell: (row: { reason: string }) => row.reason };

  return (
    <Stack gap="lg">
      <ChangeHistorySection
        legend={t("history.variations")}
        start={t("history.originalAmount", { amount: fmt.number(contract.contract_amount) })}
        noneText={t("history.none")}
        rows={contract.variations}
        columns={[
          number,
          { label: t("history.date"), cell: (row) => fmt.bsDate(row.varied_on) },
          { label: t("history.newAmount"), cell: (row) => fmt.number(row.new_amount) },
          reason,
        ]}
        form={
          open && (
            <ChangeEntryForm
              label={t("history.addVariation")}
              fields={[
                { name: "varied_on", label: t("history.variedOn"), kind: "date" },
                { name: "new_amount", label: t("history.newAmount"), kind: "amount" },
                { name: "reason", label: t("history.reason"), kind: "text" },
              ]}
              successText={t("toasts.variationAdded")}
              mutation={addVariation}
            />
          )
        }
      />
      <TimeExtensionSection
        start={t("history.originalEnd", { date: fmt.bsDate(contract.planned.completion) })}
        rows={contract.extensions}
        lead={[number]}
        mutation={open && addExtension}
      />
    </Stack>
  );
}
