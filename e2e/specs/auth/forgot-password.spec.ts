import { expect, test } from "../../fixtures/account-lock";
import { DEMO_PASSWORD } from "../../fixtures/env";
import { devanagari, tr } from "../../fixtures/i18n";
import { restoreDemoPassword } from "../../fixtures/passwords";
import { otpCount, readOtp } from "../../fixtures/server-log";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { ForgotPasswordPage, OtpVerificationPage, ResetPasswordPage } from "../../pages/password-reset-pages";

// No user-creation API yet: the journey borrows `reviewer` (no other spec changes it) under its lock.
const USERNAME = "reviewer";
const NEW_PASSWORD = "Reset@2468";
let current = DEMO_PASSWORD;

test.afterEach(async ({ request }) => {
  await restoreDemoPassword(request, USERNAME, current);
  current = DEMO_PASSWORD;
});

test("a user resets a forgotten password with the OTP and logs in with the new one", async ({
  page,
  lockAccount,
}) => {
  await lockAccount(USERNAME);
  const login = new LoginPage(page, "np");
  await login.goto();
  await login.openForgotPassword();

  const forgot = new ForgotPasswordPage(page, "np");
  await forgot.expectShown();
  const before = otpCount(USERNAME);
  await forgot.requestOtp(USERNAME);
  await expect(toast(page, tr("np", "auth:forgot.sent"))).toBeVisible();
  const otpPage = new OtpVerificationPage(page, "np");
  await otpPage.expectShown(USERNAME);
  // Typed on a Nepali keyboard: the code in Devanagari digits is accepted.
  await otpPage.verify(devanagari(await readOtp(USERNAME, 5_000, before)));

  const reset = new ResetPasswordPage(page, "np");
  await reset.expectShown();
  // Too short: refused in the form, before the server sees it.
  let sent = false;
  page.on("request", (req) => {
    if (req.url().includes("/api/reset-password")) sent = true;
  });
  await reset.submit("Ab1@");
  await expect(reset.password).toHaveAccessibleDescription("पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ");
  await expect(reset.confirmation).not.toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);
  // Typing clears the error; a valid password goes through.
  await reset.password.fill(NEW_PASSWORD);
  await expect(reset.password).not.toHaveAttribute("aria-invalid", "true");
  await reset.submit(NEW_PASSWORD);
  current = NEW_PASSWORD;
  await expect(toast(page, tr("np", "auth:reset.success"))).toBeVisible();
  await login.expectShown();

  // The old password no longer works; the new one does.
  await login.submit(USERNAME, DEMO_PASSWORD);
  await expect(login.error).toHaveText("प्रयोगकर्ता नाम वा पासवर्ड मिलेन।");
  await login.submit(USERNAME, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await new AppShell(page, "np").expectSignedIn("Kamala Rai");
});
