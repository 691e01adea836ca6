import { TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notifySuccess } from "../../../lib/notify";
import { authApi } from "../auth-api";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";
import { BackToLogin } from "../components/back-to-login";
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

  const onSubmit = () => {
    if (!username.trim()) {
      setError(t("validation.usernameRequired"));
      return;
    }
    request.run(username.trim());
  };

  return (
    <AuthLayout title={t("forgot.title")} description={t("forgot.description")}>
      <AuthForm
        onSubmit={onSubmit}
        error={request.error?.message}
        submitLabel={t("forgot.submit")}
        pending={request.isPending}
        footer={<BackToLogin />}
      >
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
      </AuthForm>
    </AuthLayout>
  );
}
