import { expect, test } from "@playwright/test";
import type { DemoUser } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";

// Roles that can neither enter, comment on nor rate progress: a warning would be a count they cannot
// lower, with a Visit that ends on /unauthorized.
const WITHOUT_WARNINGS: DemoUser[] = ["project", "monitor", "monitor-admin", "reviewer"];

for (const user of ["sachib", "office", ...WITHOUT_WARNINGS] as DemoUser[])
  test(`${user}: every dashboard warning shown opens a screen the role may use`, async ({ page }) => {
    await loginAs(page, user, "np");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    // The warnings' counts are asked for after the dashboard appears.
    await page.waitForLoadState("networkidle");
    const warnings = page.locator('[data-testid^="dashboard-warning-"]');
    if (WITHOUT_WARNINGS.includes(user)) {
      await expect(warnings).toHaveCount(0);
      return;
    }
    // The demo office has milestones due without progress, and its secretary entries to review.
    await expect(warnings).toHaveCount(1);
    await warnings
      .first()
      .getByRole("button", { name: tr("np", "dashboard:warnings.visit") })
      .click();
    await expect(page).not.toHaveURL(/unauthorized/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  });
