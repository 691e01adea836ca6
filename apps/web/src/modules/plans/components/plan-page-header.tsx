import { Button, Group, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

type PlanPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** The add button; left out when the caller may not add here. */
  add?: { label: string; onClick: () => void; disabled: boolean };
  /** Other buttons beside the add button. */
  actions?: ReactNode;
};

/** Title, description and the add button of a plan screen. */
export function PlanPageHeader({ title, description, add, actions }: PlanPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" component="div">
            {description}
          </Text>
        )}
      </div>
      <Group gap="sm">
        {actions}
        {add && (
          <Button leftSection={<IconPlus size={16} />} disabled={add.disabled} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Group>
    </Group>
  );
}
