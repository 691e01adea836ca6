import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { authApi } from "../auth-api";
import { AuthLayout } from "../components/auth-layout";
import { usePasswordResetStore } from "../password-reset-store";
import { useAuthCall } from "../use-auth-call";

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const storedUsername = usePasswordResetStore((s) => s.username);
  const setStoredUsername = usePasswordResetStore((s) => s.setUsername);
  const [username, setUsername] = useState(storedUsername);
  const [error, setError] = useState<string>();

  const request = useAuthCall(authApi.forgotPassword, {
    onSuccess: (_data, name) => {
      setStoredUsername(name);
      notifySuccess(t("forgot.sent"));
      navigate("/otpverification");
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError(t("validation.usernameRequired"));
      return;
    }
    request.run(username.trim());
  };

  return (
    <AuthLayout title={t("forgot.title")} description={t("forgot.description")}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {request.error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {request.error.message}
            </Alert>
          ) : null}
          <TextInput
            label={t("fields.username")}
            autoComplete="username"
            value={username}
            error={error}
            onChange={(e) => {
              setUsername(e.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            {t("forgot.submit")}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t("forgot.backToLogin")}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
