import { Box, Text } from "@mantine/core";
import type { TAdoptionPolicy } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { PlainTable } from "../../../ui/plain-table";
import { AdoptedBadge } from "./adopted-badge";
import { ChooseButton } from "./choose-button";

type PolicyStepProps = {
  policies: TAdoptionPolicy[];
  chosen: TAdoptionPolicy | null;
  onChoose: (policy: TAdoptionPolicy) => void;
};

/** Step 1: the policy blueprint, one point of last year's plan (in tree order); chosen once until reset. */
export function PolicyStep({ policies, chosen, onChoose }: PolicyStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const isChosen = (policy: TAdoptionPolicy) => chosen?.id === policy.id;
  return (
    <PlainTable
      highlightOnHover
      withTableBorder
      label={t("policy.table")}
      minWidth={640}
      rows={policies}
      rowKey={(policy) => policy.id}
      rowProps={(policy) => ({ bg: isChosen(policy) ? "var(--mantine-primary-color-light)" : undefined })}
      columns={[
        { title: t("columns.point"), render: (policy) => fmt.digits(policy.point_no) },
        {
          title: t("columns.name"),
          render: (policy) => (
            <Box pl={policy.depth * 20}>
              <Text size="sm">{policy.name}</Text>
            </Box>
          ),
        },
        { title: t("columns.budget"), align: "right", render: (policy) => fmt.number(policy.budget) },
        {
          title: t("columns.status"),
          render: (policy) => <AdoptedBadge state={policy.adopted_id === null ? "notAdopted" : "adopted"} />,
        },
        {
          render: (policy) => (
            <ChooseButton
              chosen={isChosen(policy)}
              locked={chosen !== null}
              label={t("policy.chooseLabel", { point: fmt.digits(policy.point_no), name: policy.name })}
              onChoose={() => onChoose(policy)}
            />
          ),
        },
      ]}
    />
  );
}
