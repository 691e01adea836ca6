import { PasswordInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { withServerState } from "../../../state/server-state";
import { authApi } from "../auth-api";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";
import { BackToLogin } from "../components/back-to-login";
import { MissingStep } from "../components/missing-step";
import { usePasswordResetStore } from "../password-reset-store";
import { validateNewPassword } from "../password-rules";
import { useAuthCall } from "../use-auth-call";

const FIELDS = ["password", "password_confirmation", "reset_token"] as const;

/** Route /changepassword: the last step of forgot password, with the token from OTP verification. */
function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const format = useFormat();
  const navigate = useNavigate();
  const resetToken = usePasswordResetStore((s) => s.resetToken);
  const clearReset = usePasswordResetStore((s) => s.clear);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);

  const reset = useAuthCall(authApi.resetPassword, {
    onSuccess: () => {
      clearReset();
      notifySuccess(t("reset.success"));
      navigate("/login", { replace: true });
    },
    onError: (error) => fromApi(error),
  });

  if (!resetToken) return <MissingStep title={t("reset.title")} message={t("reset.missingToken")} />;

  const onSubmit = () => {
    const next = validateNewPassword({ password, confirmation, t, digits: format.digits });
    setErrors(next);
    if (Object.keys(next).length === 0)
      reset.run({ reset_token: resetToken, password, password_confirmation: confirmation });
  };

  const generalError = reset.error !== null && !errors.password && !errors.password_confirmation;

  return (
    <AuthLayout title={t("reset.title")}>
      <AuthForm
        onSubmit={onSubmit}
        error={generalError || errors.reset_token ? (errors.reset_token ?? reset.error?.message) : null}
        submitLabel={t("reset.submit")}
        pending={reset.isPending}
        footer={<BackToLogin />}
      >
        <PasswordInput
          label={t("fields.newPassword")}
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            clear("password");
          }}
          data-autofocus
        />
        <PasswordInput
          label={t("fields.passwordConfirmation")}
          autoComplete="new-password"
          value={confirmation}
          error={errors.password_confirmation}
          onChange={(e) => {
            setConfirmation(e.currentTarget.value);
            clear("password_confirmation");
          }}
        />
      </AuthForm>
    </AuthLayout>
  );
}

// Opens before sign-in and reads server data (the calendar for its digits and dates).
export default withServerState(ResetPasswordPage);
