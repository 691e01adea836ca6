import { Text } from "@mantine/core";
import type { TAdoptionBudgetHead } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { PlainTable } from "../../../ui/plain-table";
import type { Blueprint } from "../adoption-choice";
import { AdoptedBadge } from "./adopted-badge";
import { ChooseButton } from "./choose-button";

type BudgetStepProps = {
  heads: TAdoptionBudgetHead[];
  chosen: Blueprint["budget"];
  onChoose: (head: TAdoptionBudgetHead | null) => void;
};

/** Step 2: the budget blueprint, a budget head of the chosen policy or none (activities directly under it). */
export function BudgetStep({ heads, chosen, onChoose }: BudgetStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const isChosen = (head: TAdoptionBudgetHead | null) =>
    chosen !== null && (chosen.data?.id ?? null) === (head?.id ?? null);
  const labelOf = (head: TAdoptionBudgetHead | null) => (head ? head.heading : t("budget.none"));
  return (
    <PlainTable<TAdoptionBudgetHead | null>
      highlightOnHover
      withTableBorder
      label={t("budget.table")}
      minWidth={640}
      rows={[null, ...heads]}
      rowKey={(head) => head?.id ?? "none"}
      rowProps={(head) => ({ bg: isChosen(head) ? "var(--mantine-primary-color-light)" : undefined })}
      columns={[
        { title: t("columns.point"), render: (head) => (head ? fmt.digits(head.point_no) : "-") },
        {
          title: t("columns.heading"),
          render: (head) => (
            <>
              <Text size="sm">{labelOf(head)}</Text>
              {!head && (
                <Text size="xs" c="dimmed">
                  {t("budget.noneDescription")}
                </Text>
              )}
            </>
          ),
        },
        {
          title: t("columns.amount"),
          align: "right",
          render: (head) => (head ? fmt.number(head.amount) : "-"),
        },
        {
          title: t("columns.status"),
          render: (head) =>
            head && <AdoptedBadge state={head.adopted_id === null ? "notAdopted" : "adopted"} />,
        },
        {
          render: (head) => (
            <ChooseButton
              chosen={isChosen(head)}
              locked={chosen !== null}
              label={t("budget.chooseLabel", { name: labelOf(head) })}
              onChoose={() => onChoose(head)}
            />
          ),
        },
      ]}
    />
  );
}
