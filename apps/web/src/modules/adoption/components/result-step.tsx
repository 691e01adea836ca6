import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TAdoptionResult, TAdoptionSource } from "@pragati/domain/contract";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { PLANS_POLICY_PATH } from "../../plans";

type ResultStepProps = {
  source: TAdoptionSource;
  result: TAdoptionResult;
  onAgain: () => void;
};

const KINDS = ["policies", "budget_heads", "activities", "milestones"] as const;

/** Step 5: how many items were copied and how many earlier copies were kept, per kind. */
export function ResultStep({ source, result, onAgain }: ResultStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const target = fmt.fiscalYear(source.fiscal_year.start_year);
  return (
    <Stack gap="md" data-testid="adoption-result">
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title={t("result.title", { target })}
      >
        <Text size="sm">{t("result.description")}</Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {KINDS.map((kind) => {
          const created = result[kind].filter((item) => item.created).length;
          const kept = result[kind].length - created;
          return (
            <Stack key={kind} gap={2} data-testid={`adoption-result-${kind}`}>
              <Text size="sm" fw={600}>
                {t(`result.kinds.${kind}`)}
              </Text>
              <Text size="sm">{t("result.created", { n: fmt.number(created) })}</Text>
              <Text size="xs" c="dimmed">
                {t("result.kept", { n: fmt.number(kept) })}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Group>
        <Button component={Link} to={`/${PLANS_POLICY_PATH}`}>
          {t("result.openPlan", { target })}
        </Button>
        <Button variant="light" onClick={onAgain}>
          {t("result.again")}
        </Button>
      </Group>
    </Stack>
  );
}
