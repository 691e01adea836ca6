import { Alert, Badge, Group, List, Stack, Text, Textarea } from "@mantine/core";
import type { TAdoptionSource } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { type AdoptionChoice, adoptionPreview } from "../adoption-choice";

type ConfirmStepProps = {
  source: TAdoptionSource;
  choice: AdoptionChoice;
  onRemarks: (remarks: string) => void;
  /** The server's refusal (field errors of the choice), in the current language. */
  error?: string;
  remarksError?: string;
};

const REMARKS_MAX = 1000;

/** Step 4: what will be copied (new) and what is kept from an earlier adoption, with remarks. */
export function ConfirmStep({ source, choice, onRemarks, error, remarksError }: ConfirmStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const preview = adoptionPreview(source, choice);
  const mark = (adoptedId: number | null) => (
    <Badge size="xs" variant="light" color={adoptedId === null ? "blue" : "gray"}>
      {t(adoptedId === null ? "confirm.new" : "confirm.kept")}
    </Badge>
  );
  const item = (key: string | number, text: string, adoptedId: number | null) => (
    <List.Item key={key}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{text}</Text>
        {mark(adoptedId)}
      </Group>
    </List.Item>
  );

  return (
    <Stack gap="md" data-testid="adoption-confirm">
      <Text size="sm">
        {t("confirm.summary", {
          office: fmt.name(source.nikaya.name, source.nikaya.name_np),
          source: source.source_fiscal_year ? fmt.fiscalYear(source.source_fiscal_year.start_year) : "-",
          target: fmt.fiscalYear(source.fiscal_year.start_year),
        })}
      </Text>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <List spacing={4} size="sm">
        {preview.parents.map((p) =>
          item(`parent-${p.id}`, `${t("confirm.parent")}: ${fmt.digits(p.point_no)} ${p.name}`, p.adopted_id),
        )}
        {preview.policy &&
          item(
            "policy",
            `${t("confirm.policy")}: ${fmt.digits(preview.policy.point_no)} ${preview.policy.name}`,
            preview.policy.adopted_id,
          )}
        {preview.budgetHead &&
          item(
            "head",
            `${t("confirm.budgetHead")}: ${fmt.digits(preview.budgetHead.point_no)} ${preview.budgetHead.heading}`,
            preview.budgetHead.adopted_id,
          )}
        {preview.activities.map((a) =>
          item(`a-${a.id}`, `${t("confirm.activity")}: ${fmt.digits(a.point_no)} ${a.title}`, a.adopted_id),
        )}
        {preview.milestones.map((m) =>
          item(`m-${m.id}`, `${t("confirm.milestone")}: ${fmt.digits(m.code)} ${m.title}`, m.adopted_id),
        )}
      </List>
      <Text size="sm" fw={500} data-testid="adoption-new-count">
        {preview.newCount === 0
          ? t("confirm.nothingNew")
          : t("confirm.newCount", { n: fmt.number(preview.newCount) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t("confirm.noProgress")}
      </Text>
      <Textarea
        label={t("confirm.remarks")}
        description={t("confirm.remarksHint", { n: fmt.number(REMARKS_MAX) })}
        autosize
        minRows={2}
        maxLength={REMARKS_MAX}
        value={choice.remarks}
        error={remarksError}
        onChange={(event) => onRemarks(event.currentTarget.value)}
      />
    </Stack>
  );
}
