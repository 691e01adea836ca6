import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { UsersPage } from "../../pages/users-page";

test("admin creates an office user in Nepali, sees them in English, and the new user signs in", async ({
  page,
}) => {
  const username = `e2e.staff${Date.now().toString(36)}`;
  const name = "सीता कुमारी पौडेल";
  const password = "Pragati2082";
  await loginAs(page, "admin", "np");
  const users = new UsersPage(page, "np");
  await users.goto();

  // The form checks before sending, in Nepali.
  const form = await users.openCreate();
  await form.save();
  await form.expectError("name", tr("np", "users:validation.nameRequired"));
  await form.expectError("username", tr("np", "users:validation.usernameRequired"));
  await form.expectError("password", tr("np", "auth:validation.passwordRequired"));

  // A username already taken is refused by the server, under the field.
  await form.fill({
    name,
    username: "OFFICE",
    email: `${username}@example.gov.np`,
    mobile: "९८४१२३४५६७",
    role: "निकाय",
    office: "अर्थ मन्त्रालय",
    password,
    passwordConfirmation: password,
  });
  await form.save();
  await form.expectError("username", "यो प्रयोगकर्ता नाम पहिले नै प्रयोगमा छ");
  await expect(form.root).toBeVisible();

  await form.fill({ username });
  await form.save();
  await expect(toast(page, tr("np", "users:form.created", { name }))).toBeVisible();
  await expect(form.root).toBeHidden();

  await users.table.search(username);
  const row = users.table.row(username);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText("९८४१२३४५६७");
  await expect(row).toContainText("अर्थ मन्त्रालय");
  await expect(row).toContainText(tr("np", "users:status.active"));

  // The same row in English: role and office take the English names.
  const shell = new AppShell(page, "np");
  await shell.switchLanguage();
  const english = new UsersPage(page, "en");
  const enRow = english.table.row(username);
  await expect(enRow).toContainText("Ministry of Finance");
  await expect(enRow).toContainText("Office");
  await expect(enRow).toContainText("9841234567");
  await expect(enRow).toContainText("Active");

  // Log out and sign in as the new user (the login page is in Nepali again after log-out).
  await new AppShell(page, "en").logout();
  const login = new LoginPage(page, "np");
  await login.expectShown();
  await login.submit(username.toUpperCase(), password);
  await new AppShell(page, "np").expectSignedIn(name);
});
