import { expect, test } from "@playwright/test";
import type { DemoUser } from "../../fixtures/api";
import { type Locale, loginAs } from "../../fixtures/auth";
import { AppShell } from "../../pages/app-shell";
import { expectBadgesWhole } from "../../pages/badges";

// The screens with status, entry and rating badges in their rows (demo data rates several entries).
const SCREENS: { user: DemoUser; paths: string[] }[] = [
  { user: "office", paths: ["/pragati", "/gatibidhi", "/plans-policy"] },
  { user: "sachib", paths: ["/pragati", "/gatibidhi", "/rate-activity"] },
  { user: "admin", paths: ["/nikaya", "/user", "/role", "/notices"] },
];

test.use({ viewport: { width: 1366, height: 768 } });

for (const locale of ["np", "en"] as Locale[])
  test(`no badge is cut at 1366x768 with the sidebar open (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const { user, paths } of SCREENS) {
      await loginAs(page, user, locale);
      for (const path of paths) {
        await expectBadgesWhole(page, path);
        await expect(new AppShell(page, locale).sidebar).toBeVisible();
      }
    }
    // A rating reads as a star and «४/५», its whole phrase kept for screen readers.
    await loginAs(page, "sachib", locale);
    await page.goto("/rate-activity");
    await expect(page.getByTestId("rating-badge").first()).toHaveText(
      locale === "np" ? /^[०-५]\/५मूल्याङ्कन ५ मध्ये [०-५]$/ : /^[0-5]\/5Rating [0-5] of 5$/,
    );
  });
