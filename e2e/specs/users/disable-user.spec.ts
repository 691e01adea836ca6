import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { BASE_URL } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { tryLogin } from "../../fixtures/passwords";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { UsersPage } from "../../pages/users-page";

test("admin disables a user in English; the user is signed out and refused at login in Nepali", async ({
  page,
  browser,
}) => {
  const admin = await apiLogin(page.request, "admin");
  const username = `e2e.leaver${Date.now().toString(36)}`;
  const name = "Leaving Officer";
  const password = "Leaving2082";
  const roles = (await (
    await page.request.get("/api/role/all?per_page=30", { headers: authHeader(admin.token) })
  ).json()) as { response: { data: { id: number; slug: string }[] } };
  const created = await page.request.post("/api/user/store", {
    headers: authHeader(admin.token),
    data: {
      name,
      username,
      email: `${username}@example.gov.np`,
      role_id: roles.response.data.find((r) => r.slug === "nikaya")?.id,
      nikaya_id: admin.user.nikaya_id,
      password,
      password_confirmation: password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  // The user is working when the account is disabled.
  const session = await tryLogin(page.request, username, password);
  expect(session).not.toBeNull();

  await loginAs(page, "admin", "en");
  const users = new UsersPage(page, "en");
  await users.goto();
  await users.table.search(username);
  await expect(users.table.row(username)).toContainText("Active");
  await users.rowAction("disable", name);
  await expect(users.confirmDialog).toContainText(tr("en", "users:confirm.disableMessage", { name }));
  await users.confirm();
  await expect(toast(page, tr("en", "users:toasts.disabled", { name }))).toBeVisible();
  await expect(users.table.row(username)).toContainText("Disabled");

  // Their session ended at once ...
  const profile = await page.request.get("/api/profile/get-profile", { headers: authHeader(session ?? "") });
  expect(profile.status()).toBe(401);

  // ... and the login page refuses them, in Nepali.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const userPage = await context.newPage();
  const login = new LoginPage(userPage, "np");
  await login.goto();
  await login.submit(username, password);
  await expect(login.error).toHaveText("प्रयोगकर्ता नाम वा पासवर्ड मिलेन।");
  await expect(userPage).toHaveURL(/\/login$/);
  await context.close();
});
