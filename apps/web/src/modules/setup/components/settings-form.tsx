import { Button, Group, Paper, Stack, Switch, type SwitchProps, Text, Title } from "@mantine/core";
import type { Dispatch, FormEvent, ReactNode, SetStateAction } from "react";

type SettingsFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Left out for a reader who may not change the settings: there is nothing to save. */
  saveLabel?: string;
  saving: boolean;
  /** What the client holds now, under the form. */
  inEffect: ReactNode;
  children: ReactNode;
};

/** A settings screen's form: its sections, Save on the right for those who may change them, what is in effect. */
export function SettingsForm({ onSubmit, saveLabel, saving, inEffect, children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {children}
        {saveLabel && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        )}
        {inEffect}
      </Stack>
    </form>
  );
}

/** One titled group of settings, with a line of help under its title. */
export function SettingsSection({
  title,
  help,
  children,
}: {
  title: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3}>{title}</Title>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

type FlagSwitchProps<K extends string, V extends Record<K, boolean>> = Omit<
  SwitchProps,
  "checked" | "onChange"
> & {
  flag: K;
  values: V;
  onChange: Dispatch<SetStateAction<V>>;
};

/** One on/off setting among a set of flags: turning it sets that flag alone. */
export function FlagSwitch<K extends string, V extends Record<K, boolean>>({
  flag,
  values,
  onChange,
  ...props
}: FlagSwitchProps<K, V>) {
  return (
    <Switch
      {...props}
      checked={values[flag]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange((current) => ({ ...current, [flag]: checked }));
      }}
    />
  );
}
