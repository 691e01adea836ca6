import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT, AppShell } from "../../pages/app-shell";
import { LoginPage } from "../../pages/login-page";
import { DashboardPage } from "../../pages/status-pages";

test("the language is Nepali by default, switches, persists, and follows ?lang=", async ({ page }) => {
  const np = new LoginPage(page, "np");
  const en = new LoginPage(page, "en");
  await np.goto();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByText(tr("np", "auth:login.subtitle"))).toBeVisible();

  await new AppShell(page, "np").switchLanguage();
  await expect(en.heading).toBeVisible();
  await expect(page.getByText("Enter your username and password")).toBeVisible();
  await expect(en.username).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The choice is stored: a reload keeps English.
  await page.reload();
  await expect(en.heading).toBeVisible();

  // ?lang=np switches back (and is remembered too).
  await np.goto("?lang=np");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await page.goto("/login");
  await np.expectShown();

  // After logging in, ?lang=en on a private page switches that page to English.
  await np.submit("sachib", DEMO_PASSWORD);
  await new DashboardPage(page, "np").expectShown();
  await page.goto("/?lang=en");
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible({
    timeout: APP_LOAD_TIMEOUT,
  });
  const shell = new AppShell(page, "en");
  await expect(shell.sidebarGroup("Action plan")).toBeVisible();
  await expect(shell.header.getByText("Sachib", { exact: true })).toBeVisible();
});
