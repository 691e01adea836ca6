import { Anchor, PasswordInput, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { signInStarted } from "../../../lib/sign-in-prefetch";
import { type FromState, useAuthStore } from "../../../state/auth-store";
import { authApi } from "../auth-api";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";
import { useAuthCall } from "../use-auth-call";

type Field = "username" | "password";

export default function LoginPage() {
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useAuthStore((s) => s.signIn);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const login = useAuthCall(authApi.login, {
    onSuccess: (session) => {
      signIn(session);
      const from = (location.state as FromState | null)?.from;
      navigate(from && from !== "/login" ? from : "/", { replace: true });
    },
  });

  // The server's message came in the language of the attempt; a language switch drops it.
  const { reset } = login;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a language change only
  useEffect(() => reset(), [i18n.language, reset]);

  const onSubmit = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!username.trim()) next.username = t("validation.usernameRequired");
    if (!password) next.password = t("validation.passwordRequired");
    setErrors(next);
    if (Object.keys(next).length === 0) login.run({ username: username.trim(), password });
  };

  return (
    <AuthLayout title={t("login.title")} description={t("login.subtitle")}>
      <AuthForm
        onSubmit={onSubmit}
        error={login.error?.message}
        submitLabel={t("login.submit")}
        pending={login.isPending}
        footer={
          <Anchor component={Link} to="/forgotpassword" size="sm" ta="center">
            {t("login.forgot")}
          </Anchor>
        }
      >
        <TextInput
          label={t("fields.username")}
          autoComplete="username"
          value={username}
          error={errors.username}
          onChange={(e) => {
            setUsername(e.currentTarget.value);
            signInStarted();
            setErrors((prev) => ({ ...prev, username: undefined }));
          }}
          data-autofocus
        />
        <PasswordInput
          label={t("fields.password")}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            signInStarted();
            setErrors((prev) => ({ ...prev, password: undefined }));
          }}
        />
      </AuthForm>
    </AuthLayout>
  );
}
