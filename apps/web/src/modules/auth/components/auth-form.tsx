import { Alert, Button, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";

type AuthFormProps = {
  onSubmit: () => void;
  /** The refusal of the last attempt, above the fields. */
  error: ReactNode;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
  /** The links under the submit button. */
  footer: ReactNode;
};

/** The form of a public auth screen: the refusal, its fields, one full-width submit button, then its links. */
export function AuthForm({ onSubmit, error, submitLabel, pending, children, footer }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" loading={pending} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
