import { Badge, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { EXPLANATION_MAX, type TDataQualityWarning } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

/** A warning's key among the explanations a submission sends. */
export const warningKey = (warning: Pick<TDataQualityWarning, "check" | "record_id">) =>
  `${warning.check}:${warning.record_id}`;

type QualityWarningsProps = {
  warnings: TDataQualityWarning[];
  /** Given: a text box per warning (the submission); absent: the kept explanations, read-only. */
  explaining?: {
    values: Record<string, string>;
    errors: Record<string, string | undefined>;
    onChange: (key: string, text: string) => void;
  };
};

/**
 * The data-quality warnings of an office's month: the record, the check and the figures it compares,
 * with a text box for the submitter's explanation or the explanation kept with the month.
 */
export function QualityWarnings({ warnings, explaining }: QualityWarningsProps) {
  // The checks' and records' names are the report catalogue's, in the `reports` namespace.
  const { t } = useTranslation(["approvals", "reports"]);
  const fmt = useFormat();
  return (
    <Stack gap="sm" data-testid="quality-warnings">
      {warnings.map((warning) => {
        const key = warningKey(warning);
        const name = fmt.name(warning.record_name, warning.record_name_np);
        return (
          <Paper key={key} withBorder p="sm" data-testid="quality-warning">
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Badge color="orange" variant="light">
                  {t(`reports:qualityChecks.${warning.check}`)}
                </Badge>
                <Text size="sm" fw={600}>
                  {t(`reports:qualityRecords.${warning.record_kind}`)}:{" "}
                  {warning.record_code ? `${warning.record_code} ` : ""}
                  {name}
                </Text>
              </Group>
              <Text size="sm">
                {t(`quality.figures.${warning.check}`, {
                  value: fmt.number(warning.value),
                  compared: fmt.number(warning.compared_with),
                  gap: fmt.number(warning.gap === null ? null : Math.abs(warning.gap)),
                  limit: fmt.number(warning.limit),
                })}
              </Text>
              {explaining ? (
                <Textarea
                  label={t("quality.explanation")}
                  aria-label={t("quality.explainLabel", { name })}
                  withAsterisk
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={EXPLANATION_MAX}
                  value={explaining.values[key] ?? ""}
                  error={explaining.errors[key]}
                  onChange={(event) => explaining.onChange(key, event.currentTarget.value)}
                />
              ) : warning.explanation === null ? (
                <Text size="sm" c="red">
                  {t("quality.notExplained")}
                </Text>
              ) : (
                <Stack gap={0}>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }} data-testid="quality-explanation">
                    {warning.explanation}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("quality.explainedBy", {
                      name: warning.explained_by ?? "-",
                      at: fmt.dateTime(warning.explained_at),
                    })}
                  </Text>
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
