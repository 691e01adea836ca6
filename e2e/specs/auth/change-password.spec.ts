import { expect, test } from "../../fixtures/account-lock";
import { loginAs } from "../../fixtures/auth";
import { DEMO_PASSWORD } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { restoreDemoPassword, tryLogin } from "../../fixtures/passwords";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";

// No user-creation API yet: the journey borrows `reviewer` (no other spec changes it) under its lock.
const USERNAME = "reviewer";
const NEW_PASSWORD = "Changed@1357";
let current = DEMO_PASSWORD;

test.afterEach(async ({ request }) => {
  await restoreDemoPassword(request, USERNAME, current);
  current = DEMO_PASSWORD;
});

test("a user changes the password from the user menu after fixing the server's field errors", async ({
  page,
  lockAccount,
}) => {
  await lockAccount(USERNAME);
  await loginAs(page, USERNAME, "np");
  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectSignedIn("Kamala Rai");
  const modal = await shell.openChangePassword();

  // Wrong current password, a new one breaking two rules (and not a common password, which is a third
  // rule with its own message), a confirmation that does not match.
  await modal.fill({ old_password: "Wrong@12345", password: "qzxjv", password_confirmation: "other" });
  await modal.submit();
  await expect(toast(page, "दिइएको विवरण मान्य छैन।")).toBeVisible();
  await modal.expectError("old_password", "हालको पासवर्ड मिलेन");
  await modal.expectError(
    "password",
    "पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ, पासवर्डमा कम्तीमा एउटा अक्षर र एउटा अंक हुनुपर्छ",
  );
  await modal.expectError("password_confirmation", "पासवर्ड पुष्टि मेल खाएन");

  // Typing in a field clears its own error only.
  await modal.field("old_password").fill(DEMO_PASSWORD);
  await modal.expectError("old_password", null);
  await modal.expectError("password_confirmation", "पासवर्ड पुष्टि मेल खाएन");
  await modal.field("password").fill(NEW_PASSWORD);
  await modal.expectError("password", null);
  await modal.field("password_confirmation").fill(NEW_PASSWORD);
  await modal.expectError("password_confirmation", null);

  await modal.submit();
  current = NEW_PASSWORD;
  await expect(toast(page, tr("np", "shell:changePassword.success"))).toBeVisible();
  await expect(modal.root).toBeHidden();
  // This device stays signed in; the new password is the one the server accepts.
  const profile = page.waitForResponse((res) => res.url().includes("/api/profile/get-profile"));
  await shell.refreshButton.click();
  expect((await profile).status()).toBe(200);
  await shell.expectSignedIn("Kamala Rai");
  expect(await tryLogin(page.request, USERNAME, NEW_PASSWORD)).not.toBeNull();
});
