import { Button, Group, Input, PinInput, Stack } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { fromDevanagariDigits } from "@pragati/domain/calendar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { withServerState } from "../../../state/server-state";
import { authApi } from "../auth-api";
import { AuthForm } from "../components/auth-form";
import { AuthLayout } from "../components/auth-layout";
import { BackToLogin } from "../components/back-to-login";
import { MissingStep } from "../components/missing-step";
import { usePasswordResetStore } from "../password-reset-store";
import { useAuthCall } from "../use-auth-call";

const OTP_LENGTH = 6;
// The code may be typed with Devanagari digits too (a Nepali keyboard); it is sent in Latin digits.
const OTP_DIGITS = /^[0-9०-९]+$/;

function OtpVerificationPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const format = useFormat();
  const pinId = useId();
  const username = usePasswordResetStore((s) => s.username);
  const setResetToken = usePasswordResetStore((s) => s.setResetToken);
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string>();

  const verify = useAuthCall(authApi.verifyOtp, {
    onSuccess: ({ reset_token }) => {
      setResetToken(reset_token);
      navigate("/changepassword");
    },
  });
  const resend = useAuthCall(authApi.forgotPassword, {
    onSuccess: () => notifySuccess(t("forgot.sent")),
    onError: (e) => notifyError(e),
  });

  if (!username) return <MissingStep title={t("otp.title")} message={t("otp.missingUser")} />;

  const onSubmit = () => {
    const code = fromDevanagariDigits(otp);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(t("validation.otpLength"));
      return;
    }
    verify.run({ username, otp: code });
  };

  return (
    <AuthLayout title={t("otp.title")} description={t("otp.description", { username })}>
      <AuthForm
        onSubmit={onSubmit}
        error={verify.error?.message}
        submitLabel={t("otp.submit")}
        pending={verify.isPending}
        footer={
          <Group justify="space-between">
            <BackToLogin centered={false} />
            <Button
              variant="subtle"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() => resend.run(username)}
            >
              {t("otp.resend")}
            </Button>
          </Group>
        }
      >
        {/* Own label: inside Input.Wrapper every pin input would get the wrapper's id. */}
        <Stack gap={6}>
          <Input.Label htmlFor={`${pinId}-1`}>{t("fields.otp")}</Input.Label>
          <Group justify="center">
            <PinInput
              id={pinId}
              length={OTP_LENGTH}
              type={OTP_DIGITS}
              oneTimeCode
              inputMode="numeric"
              placeholder=""
              // The first box carries the field's name (typing there fills the rest); the others say which digit.
              getInputProps={(index) => ({
                "aria-label":
                  index === 0 ? t("fields.otp") : `${t("fields.otpDigit")} ${format.digits(index + 1)}`,
              })}
              value={otp}
              error={Boolean(error)}
              onChange={(value) => {
                setOtp(value);
                setError(undefined);
              }}
              autoFocus
            />
          </Group>
          {error ? <Input.Error>{error}</Input.Error> : null}
        </Stack>
      </AuthForm>
    </AuthLayout>
  );
}

// Opens before sign-in and reads server data (the calendar for its digits and dates).
export default withServerState(OtpVerificationPage);
