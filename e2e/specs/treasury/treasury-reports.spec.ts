import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ReportScreen, readNumber } from "../../pages/report-screen";

/**
 * The treasury reports other than the office expenses, over the demo's snapshots of the current budget
 * year: each opens with its totals, filters by province, and drills from a ministry to its offices and
 * from an office to its detail rows, each level's totals being the row it came from.
 */
const REPORTS = [
  { path: "fcgo-details/projects", detail: "project" },
  { path: "fcgo-details/progress", detail: "subhead" },
  { path: "fcgo-details/account-expenses", detail: "account" },
] as const;

for (const { path, detail } of REPORTS)
  test(`a secretary opens ${path}, filters by province and drills from a ministry to an office to its ${detail} rows, the totals of each level equal to the row above (English)`, async ({
    page,
  }) => {
    await loginAs(page, "sachib", "en");
    const screen = new ReportScreen(page, "en");
    await screen.open(path);
    await expect(screen.heading(path)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
    await expect(screen.totals).toBeVisible();
    const header = screen.summary.locator("thead th").first();
    await expect(header).toHaveText(tr("en", "reports:labels.ministry"));
    const ministries = screen.summary.locator("tbody tr");
    expect(await ministries.count()).toBeGreaterThan(0);
    const total = (await screen.totals.locator("td").allInnerTexts()).map(readNumber);
    expect(total.some((value) => value > 0)).toBe(true);

    // A province narrows every level; the totals stay visible.
    await page.getByRole("textbox", { name: tr("en", "reports:labels.province"), exact: true }).click();
    await page.getByRole("option").first().click();
    await expect(page).toHaveURL(/province=/);
    // The rows are read once the province's figures have replaced the whole country's.
    await expect
      .poll(async () => (await screen.totals.locator("td").allInnerTexts()).map(readNumber))
      .not.toEqual(total);
    await expect(ministries.first()).toBeVisible();

    // Ministry -> its offices.
    const ministry = ministries.first();
    const ministryFigures = (await ministry.locator("td").allInnerTexts()).map(readNumber);
    await ministry.getByTestId("treasury-drill").click();
    await expect(header).toHaveText(tr("en", "reports:labels.office"));
    await expect
      .poll(async () => (await screen.totals.locator("td").allInnerTexts()).map(readNumber))
      .toEqual(ministryFigures);

    // Office -> its detail rows, which open nothing further.
    const office = screen.summary.locator("tbody tr").first();
    const officeFigures = (await office.locator("td").allInnerTexts()).map(readNumber);
    await office.getByTestId("treasury-drill").click();
    await expect(header).toHaveText(tr("en", `reports:labels.${detail}`));
    await expect(page.getByTestId("treasury-office")).toBeVisible();
    await expect(screen.summary.getByTestId("treasury-drill")).toHaveCount(0);
    await expect
      .poll(async () => (await screen.totals.locator("td").allInnerTexts()).map(readNumber))
      .toEqual(officeFigures);
  });
