import { Alert, Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "./auth-layout";

/** A later step of forgot password opened without the earlier one: says so and leads back to its start. */
export function MissingStep({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation("auth");
  return (
    <AuthLayout title={title}>
      <Alert color="yellow" variant="light">
        {message}
      </Alert>
      <Button component={Link} to="/forgotpassword">
        {t("otp.requestOtp")}
      </Button>
    </AuthLayout>
  );
}
