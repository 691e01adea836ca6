import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { IndicatorsPage } from "../../pages/indicators-page";
import { toast } from "../../pages/mantine";

test("the ministry defines a decreasing indicator with a baseline in Nepali (a target above the baseline refused); a locked year shows it read-only, in English", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const code = `RD-${stamp % 100000}`;
  const name = `सडक दुर्घटनामा घाइते ${stamp}`;
  const admin = await apiLogin(request, "admin");
  const sachib = await apiLogin(request, "sachib");
  const { previous } = await new PlanData(request, admin.token).fiscalYears();
  const previousTitle = (previous as { title_np?: string }).title_np ?? previous.title;
  const lock = (on: boolean) =>
    request.post(`/api/nikaya/locks/update/${sachib.user.nikaya_id}`, {
      headers: authHeader(admin.token),
      data: { indicator_lock: on },
    });

  try {
    await loginAs(page, "sachib", "np");
    const indicators = new IndicatorsPage(page, "np");
    await indicators.goto();
    // The demo's MoPIT indicators are listed, the sub-indicator under its parent.
    await expect(indicators.table.row("कालोपत्रे गरिएका रणनीतिक सडक (कुल लम्बाइ)")).toBeVisible();

    const form = await indicators.create();
    await form.field("code").fill(code);
    await form.field("name_np").fill(name);
    await form.field("name").fill(`Road accident injuries ${stamp}`);
    await form.choose("direction", tr("np", "indicators:direction.decrease"));
    await form.choose("unit_id", "जना");
    await form.field("baseline").fill(devanagari("9000"));
    await form.choose("baseline_fiscal_year_id", previousTitle);
    await form.field("annual_target").fill(devanagari("9500"));
    await form.field("sdg_code").fill("३.६.१");
    await form.field("sdg_version").fill("2025");
    await form.save();
    // Lower is better: a target above the baseline is refused by the API, in Nepali.
    await expect(form.errorOf("annual_target")).toHaveText(
      "घटी राम्रो हुने सूचकमा वार्षिक लक्ष्य आधार मानभन्दा बढी हुन सक्दैन",
    );
    await form.field("annual_target").fill(devanagari("8000"));
    await form.save();
    await expect(toast(page, tr("np", "indicators:toasts.created"))).toBeVisible();
    await indicators.table.search(code);
    const row = indicators.table.row(name);
    await expect(row).toContainText(tr("np", "indicators:direction.decrease"));
    await expect(row).toContainText(devanagari("9,000"));
    await expect(row).toContainText(devanagari("8,000"));
    await expect(row).toContainText(devanagari("3.6.1"));

    // The ministry's indicators of the year are locked: read-only for the secretary, in English.
    expect((await lock(true)).status()).toBe(200);
    await loginAs(page, "sachib", "en");
    const english = new IndicatorsPage(page, "en");
    await english.goto();
    await expect(english.lockAlert).toBeVisible();
    await expect(english.createButton()).toHaveCount(0);
    await english.table.search(code);
    const locked = await english.open(`Road accident injuries ${stamp}`, code);
    await expect(locked.saveButton()).toHaveCount(0);
    await expect(locked.field("code")).toBeDisabled();
  } finally {
    await lock(false);
  }
});

test("the reporting office enters the just-ended month's achievement inside the suchak window and sees it on track, in English", async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const code = `UP-${stamp % 100000}`;
  const name = `Roads upgraded ${stamp}`;
  const sachib = await apiLogin(request, "sachib");
  const { current } = await new PlanData(request, sachib.token).fiscalYears();
  const headers = authHeader(sachib.token);
  const stored = await request.post("/api/indicators/store", {
    headers,
    data: {
      fiscal_year_id: current.id,
      code,
      name,
      name_np: `स्तरोन्नति गरिएका सडक ${stamp}`,
      responsible_office_id: null,
      aggregation: "non_cumulative",
      annual_target: 120,
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const id = ((await stored.json()) as { response: { id: number } }).response.id;
  const withTargets = await request.post(`/api/indicators/${id}/targets`, {
    headers,
    data: { periods: Array(12).fill(10) },
  });
  expect(withTargets.status()).toBe(200);
  type Progress = { periods: { period: number; open: boolean }[] };
  const progress = ((await withTargets.json()) as { response: Progress }).response;
  // By default the active reporting period is the month just ended, and no window dates bind.
  const open = progress.periods.find((p) => p.open);
  expect(open, "an open period").toBeDefined();

  // The ministry's secretary reports for its own indicator (the ministry is its reporting office).
  await loginAs(page, "sachib", "en");
  const indicators = new IndicatorsPage(page, "en");
  await indicators.goto();
  await indicators.table.search(code);
  const form = await indicators.open(name, code);
  const actual = form.root.getByRole("textbox", { name: /^Achieved in / });
  await expect(actual).toHaveCount(1);
  // Non-cumulative: only the reported month counts, against its own target of 10 (the months before it
  // are not reporting, never 0), so 10 is on track at 100.00 %.
  await actual.fill("10");
  await form.root.getByRole("textbox", { name: /^Comment on / }).fill("Two crews added");
  await form.root
    .getByRole("button", { name: /^Save / })
    .filter({ hasNotText: "targets" })
    .first()
    .click();
  await expect(toast(page, tr("en", "indicators:periods.reported"))).toBeVisible();
  const status = form.root.page().getByTestId("indicator-status");
  await expect(status).toContainText(tr("en", "indicators:status.on_track"));
  await expect(status).toContainText("100.00%");

  // Evidence for the same period, downloadable from the row.
  await form.root.locator('input[type="file"]').setInputFiles({
    name: "site-report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await form.root.getByRole("button", { name: tr("en", "indicators:periods.upload"), exact: true }).click();
  await expect(toast(page, tr("en", "indicators:periods.uploaded"))).toBeVisible();
  await expect(form.root.getByText("site-report.pdf")).toBeVisible();
});
