import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { IndicatorsPage } from "../../pages/indicators-page";
import { toast } from "../../pages/mantine";

test("the reporting office enters the month's achievements from a CSV: a file with a wrong row is refused whole with its row and column, the corrected file is saved, in Nepali", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now() % 100000;
  const sachib = await apiLogin(request, "sachib");
  const office = await apiLogin(request, "office");
  const { current } = await new PlanData(request, sachib.token).fiscalYears();
  const codes: string[] = [];
  for (const n of [1, 2]) {
    const code = `BK-${stamp}-${n}`;
    const stored = await request.post("/api/indicators/store", {
      headers: authHeader(sachib.token),
      data: {
        fiscal_year_id: current.id,
        code,
        name: `Bridges built ${stamp} ${n}`,
        name_np: `निर्माण भएका पुल ${stamp} ${n}`,
        responsible_office_id: office.user.nikaya_id,
        aggregation: "non_cumulative",
        annual_target: 12,
      },
    });
    expect(stored.status(), await stored.text()).toBe(200);
    codes.push(code);
  }
  const file = (rows: string[]) => ({
    name: "achievements.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(["कोड,उपलब्धि,टिप्पणी", ...rows].join("\n")),
  });

  await loginAs(page, "office", "np");
  const indicators = new IndicatorsPage(page, "np");
  await indicators.goto();
  await page.getByRole("button", { name: tr("np", "indicators:bulk.open") }).click();
  const dialog = page.getByRole("dialog", { name: tr("np", "indicators:bulk.title") });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(file([`${codes[0]},३`, `${codes[1]},धेरै`]));
  await dialog.getByRole("button", { name: tr("np", "indicators:bulk.upload") }).click();
  const problems = dialog.getByTestId("bulk-problems");
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("row")).toHaveCount(2);
  await expect(problems.getByRole("row").nth(1)).toContainText("३");
  await expect(problems.getByRole("row").nth(1)).toContainText("B");
  await expect(problems.getByRole("row").nth(1)).toContainText("उपलब्धि अङ्कमा लेख्नुहोस्।");
  const findings = await seriousViolations(page, "bulk achievements", "[role=dialog]");
  expect(findings, describeFindings(findings)).toEqual([]);

  await dialog.locator('input[type="file"]').setInputFiles(file([`${codes[0]},३`, `${codes[1]},४,दुई टोली`]));
  await dialog.getByRole("button", { name: tr("np", "indicators:bulk.upload") }).click();
  await expect(toast(page, tr("np", "indicators:bulk.saved", { saved: "२" }))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The second indicator's open period holds the value and its comment.
  await indicators.table.search(codes[1]);
  const form = await indicators.open(`निर्माण भएका पुल ${stamp} 2`, codes[1]);
  await expect(form.root.getByRole("textbox", { name: /को उपलब्धि$/ })).toHaveValue(/^[4४]$/);
});
