import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { BASE_URL } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { PermissionsPage, RolesPage } from "../../pages/roles-page";

// A role of its own, so the change never reaches the demo accounts other journeys rely on.
test("admin grants a role the activity log and its menu link in Nepali; the role's user sees it in English, then loses it again", async ({
  page,
  browser,
}) => {
  // Two sessions through four screens and back: more than one ordinary journey's time.
  test.slow();
  const stamp = Date.now().toString(36);
  const role = { name: `Clerk ${stamp}`, name_np: `लिपिक ${stamp}`, slug: `clerk-${stamp}` };
  const username = `e2e.clerk${stamp}`;
  const password = "Clerk2082ab";
  const admin = await apiLogin(page.request, "admin");
  const createdRole = await page.request.post("/api/role/store", {
    headers: authHeader(admin.token),
    data: role,
  });
  expect(createdRole.status(), await createdRole.text()).toBe(200);
  const createdUser = await page.request.post("/api/user/store", {
    headers: authHeader(admin.token),
    data: {
      name: "Clerk User",
      username,
      role_id: ((await createdRole.json()) as { response: { id: number } }).response.id,
      nikaya_id: admin.user.nikaya_id,
      password,
      password_confirmation: password,
    },
  });
  expect(createdUser.status(), await createdUser.text()).toBe(200);

  // The role's user, in English: no Administration group in the sidebar yet.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const userPage = await context.newPage();
  const login = new LoginPage(userPage, "en");
  await login.goto("?lang=en");
  await login.submit(username, password);
  const userShell = new AppShell(userPage, "en");
  await userShell.expectSignedIn("Clerk User");
  await expect(userShell.sidebarGroup("Administration")).toHaveCount(0);

  // Admin, in Nepali: the permission ...
  await loginAs(page, "admin", "np");
  const permissions = new PermissionsPage(page, "np");
  await permissions.goto();
  const cell = permissions.cell("गतिविधि लग हेर्ने", role.name_np);
  await expect(cell).not.toBeChecked();
  await cell.check();
  await permissions.save();
  await expect(toast(page, tr("np", "roles:matrix.saved", { roles: role.name_np }))).toBeVisible();
  // ... and the menu link.
  const roles = new RolesPage(page, "np");
  await roles.goto();
  await roles.table.search(role.slug);
  let menu = await roles.openMenu(role.name_np);
  await menu.screen("गतिविधि लग").check();
  await menu.save();
  await expect(toast(page, tr("np", "roles:menu.saved", { name: role.name_np }))).toBeVisible();

  // The user's next page load shows the new link, and the screen opens with its data.
  await userPage.reload();
  await userShell.sidebarGroup("Administration").click();
  await userShell.sidebarLink("Activity log").click();
  await expect(userPage).toHaveURL(/\/activity-logs$/);
  await expect(userPage.getByRole("heading", { name: "Activity log" })).toBeVisible();
  await expect(userPage.getByTestId("table-error")).toHaveCount(0);

  // Revert both, and the user loses them again.
  await permissions.goto();
  await permissions.cell("गतिविधि लग हेर्ने", role.name_np).uncheck();
  await permissions.save();
  await expect(toast(page, tr("np", "roles:matrix.saved", { roles: role.name_np }))).toBeVisible();
  await roles.goto();
  await roles.table.search(role.slug);
  menu = await roles.openMenu(role.name_np);
  await menu.screen("गतिविधि लग").uncheck();
  await menu.save();

  await userPage.goto("/activity-logs");
  await expect(userPage).toHaveURL(/\/unauthorized$/);
  await userPage.goto("/");
  await expect(userShell.sidebarGroup("Administration")).toHaveCount(0);
  await context.close();
});
