import { Button, Group, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The add button; left out when the caller may not add here. */
  add?: { label: string; onClick: () => void; disabled?: boolean; icon?: ReactNode };
  /** Other buttons, before the add button. */
  actions?: ReactNode;
};

/** The one screen heading: title, a line of description and the screen's buttons on the right. */
export function PageHeader({ title, description, add, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" component={typeof description === "string" ? "p" : "div"}>
            {description}
          </Text>
        )}
      </div>
      {(actions || add) && (
        <Group gap="sm">
          {actions}
          {add && (
            <Button
              leftSection={add.icon ?? <IconPlus size={16} />}
              disabled={add.disabled}
              onClick={add.onClick}
            >
              {add.label}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
