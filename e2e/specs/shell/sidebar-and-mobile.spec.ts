import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT, AppShell } from "../../pages/app-shell";
import { DashboardPage } from "../../pages/status-pages";

const PLANS_NP = "कार्ययोजना";
const POLICIES_NP = "नीति तथा कार्यक्रम";
const ADMINISTRATION_NP = "प्रशासन";

test("office staff see their role's menu; a submenu collapses and expands", async ({ page }) => {
  await loginAs(page, "office", "np");
  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  const plans = shell.sidebarGroup(PLANS_NP);
  await expect(plans).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(shell.sidebarGroup(ADMINISTRATION_NP)).toHaveCount(0);
  await expect(shell.sidebarLink("ड्यासबोर्ड")).toBeVisible();

  await expect(plans).toHaveAttribute("aria-expanded", "false");
  await expect(shell.sidebarLink(POLICIES_NP)).toBeHidden();
  await plans.click();
  await expect(plans).toHaveAttribute("aria-expanded", "true");
  await expect(shell.sidebarLink(POLICIES_NP)).toBeVisible();
  await plans.click();
  await expect(plans).toHaveAttribute("aria-expanded", "false");
  await expect(shell.sidebarLink(POLICIES_NP)).toBeHidden();

  // In English the same menu.
  await shell.switchLanguage();
  await expect(shell.sidebarGroup("Action plan")).toBeVisible();
  await expect(shell.sidebarGroup("Administration")).toHaveCount(0);
});

test("admin sees Administration with its screens", async ({ page }) => {
  await loginAs(page, "admin", "np");
  await page.goto("/");
  const shell = new AppShell(page, "np");
  await shell.expectLoaded();
  const administration = shell.sidebarGroup(ADMINISTRATION_NP);
  await expect(administration).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await administration.click();
  await shell.sidebarLink("गतिविधि लग").click();
  await expect(page).toHaveURL(/\/activity-logs$/);
  await expect(page.getByRole("heading", { name: tr("np", "admin:activityLog.title") })).toBeVisible({
    timeout: APP_LOAD_TIMEOUT,
  });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar hides behind the burger and opens as a drawer to navigate", async ({ page }) => {
    await loginAs(page, "office", "np");
    await page.goto("/");
    const shell = new AppShell(page, "np");
    await new DashboardPage(page, "np").expectShown();
    // Built but off-screen until the burger opens it.
    await expect(shell.sidebar).toBeAttached();
    await expect(shell.sidebar).not.toBeInViewport();
    await expect(shell.burger).toBeVisible();

    await shell.burger.click();
    await expect(shell.sidebar).toBeInViewport();
    await shell.sidebarGroup(PLANS_NP).click();
    await shell.sidebarLink(POLICIES_NP).click();

    await expect(page).toHaveURL(/\/plans-policy$/);
    await expect(shell.sidebar).not.toBeInViewport();
    await expect(page.getByRole("main").getByRole("heading", { name: POLICIES_NP })).toBeVisible({
      timeout: APP_LOAD_TIMEOUT,
    });
  });
});
