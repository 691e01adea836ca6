import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../state/auth-store";

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /**
   * The add button; left out when the caller may not add here: either the caller leaves it out, or it
   * names the `permission` the caller must hold.
   */
  add?: { label: string; onClick: () => void; disabled?: boolean; icon?: ReactNode; permission?: string };
  /** Other buttons, before the add button. */
  actions?: ReactNode;
};

/** The one screen heading: title, a line of description and the screen's buttons on the right. */
export function PageHeader({ title, description, add: offered, actions }: PageHeaderProps) {
  const allowed = useCan(offered?.permission ?? "");
  const add = offered && (offered.permission === undefined || allowed) ? offered : undefined;
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

type ScreenProps = Omit<PageHeaderProps, "title" | "description"> & {
  children: ReactNode;
} & (
    | Pick<PageHeaderProps, "title" | "description">
    /** The header's words: `<section>.title` and `<section>.description` of the namespace. */
    | { words: [namespace: string, section: string] }
  );

/** A screen: its header, then its body, one gap apart. */
export function Screen({ children, ...props }: ScreenProps) {
  const { t } = useTranslation("words" in props ? props.words[0] : undefined);
  const { title, description } =
    "words" in props
      ? { title: t(`${props.words[1]}.title`), description: t(`${props.words[1]}.description`) }
      : props;
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} add={props.add} actions={props.actions} />
      {children}
    </Stack>
  );
}
