import { Paper, Stack, Text, Title } from "@mantine/core";
import { type PlainColumn, PlainTable } from "./plain-table";

type ClaimListProps<T> = {
  testId: string;
  title: string;
  description: string;
  /** The table's accessible name. */
  label: string;
  columns: PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowTestId?: string;
};

/**
 * The approver's box of claims waiting for a decision (a milestone's completion, a project month's jump):
 * a title, what the claims are, and their table, whose last column holds `ClaimDecision`. The caller shows
 * it only while some wait.
 */
export function ClaimList<T>({ testId, title, description, label, rowTestId, ...table }: ClaimListProps<T>) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <PlainTable
          label={label}
          minWidth={720}
          rowProps={rowTestId ? () => ({ "data-testid": rowTestId }) : undefined}
          {...table}
        />
      </Stack>
    </Paper>
  );
}
