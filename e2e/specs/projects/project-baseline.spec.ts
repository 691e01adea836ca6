import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { ProjectSummaryPage } from "../../pages/projects-page";

type FiscalYear = { id: number; start_from: string; is_current: boolean };

test("the year's plan is set on the summary in Nepali, and the S-curve's earlier months keep their financial % when a later month is entered", async ({
  page,
  request,
}) => {
  const name = `अरुण पहुँच सडक आधार रेखा ${Date.now()}`;
  const admin = await apiLogin(request, "admin");
  const headers = authHeader(admin.token);
  const options = async (list: string) =>
    (await (await request.get(`/api/${list}/options`, { headers })).json()).response as {
      id: number;
      parent_id: number | null;
    }[];
  const tree = (await (await request.get("/api/nikaya/tree", { headers })).json()).response as {
    id: number;
    code: string | null;
  }[];
  const division = tree.find((o) => o.code === "336-01-01");
  if (!division) throw new Error("The demo office 336-01-01 is missing");
  const years = (
    await (await request.get("/api/presets/fiscalyear/all", { headers, params: { per_page: 100 } })).json()
  ).response.data as FiscalYear[];
  const current = years.find((y) => y.is_current);
  if (!current) throw new Error("No current fiscal year");
  const start = Number(current.start_from.slice(0, 4));
  const created = await request.post("/api/ayojana/store", {
    headers,
    data: {
      fiscal_year_id: current.id,
      name,
      type_id: (await options("ayojana-type")).find((o) => o.parent_id === null)?.id,
      sector_id: (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id,
      nikaya_id: division.id,
      initial_cost: 5000,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).response.id as number;
  const enter = async (month: number, budget: number, expense: number) => {
    const res = await request.post(`/api/ayojana/${id}/progress`, {
      headers,
      data: {
        fiscal_year_id: current.id,
        month,
        physical_target: 5,
        physical_achieved: 4,
        financial_target: 10,
        budget,
        expense,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };

  // The months of this year up to today's can be entered: the earlier ones, then today's as the later one.
  const curve = (await (await request.get(`/api/ayojana/summary/${id}`, { headers })).json()).response
    .s_curve as { achieved_physical: number | null }[];
  const latest = curve.filter((p) => p.achieved_physical !== null).length - 1;
  if (latest < 1)
    throw new Error("This journey needs a month before today's in the fiscal year (not Shrawan)");

  await loginAs(page, "admin", "np");
  await page.goto(`/ayojana-summary/${id}`);
  const summary = new ProjectSummaryPage(page, "np");
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const baseline = page.getByTestId("baseline");
  await expect(baseline).toContainText(tr("np", "projects:baseline.none"));

  // The plan: 1,400 lakh for the year, 10 % of it and of the work planned each month from Shrawan.
  await baseline.getByRole("button", { name: tr("np", "projects:baseline.set") }).click();
  const form = page.getByRole("form", { name: tr("np", "projects:baseline.set") });
  await form.getByRole("textbox", { name: tr("np", "projects:baseline.annualBudget") }).fill("१४००");
  await form
    .getByRole("textbox", { name: tr("np", "projects:baseline.setOn") })
    .fill(devanagari(`${start}-04-01`));
  await form.getByRole("textbox", { name: tr("np", "projects:baseline.approvedBy") }).fill("सचिव");
  const months = form
    .getByRole("table", { name: tr("np", "projects:baseline.monthsLabel") })
    .getByRole("row");
  for (let m = 1; m <= 10; m++)
    for (const column of [0, 1]) await months.nth(m).getByRole("textbox").nth(column).fill("१०");
  await form.getByRole("button", { name: tr("np", "projects:baseline.save") }).click();
  await expect(baseline.getByRole("table", { name: tr("np", "projects:baseline.title") })).toContainText(
    tr("np", "projects:baseline.inForce", { version: "१" }),
  );

  // The months before today's: 200 lakh budget a month, 150, 200, 250, ... spent.
  const expenses = Array.from({ length: latest }, (_, m) => 150 + 50 * m);
  for (const [m, expense] of expenses.entries()) await enter(m, 200, expense);
  await page.reload();
  await summary.showAs("asTable");
  const rows = summary.curveTable.getByRole("row");
  // Against the year's 1,400 lakh (Shrawan..Kartik: 10.71, 25, 42.86 and 64.29 %).
  const percent = (value: number) => `${devanagari(String(Math.round((value / 1400) * 10000) / 100))}%`;
  const spent = expenses.reduce((sum, e) => sum + e, 0);
  const expected = expenses.map((_, m) => percent(expenses.slice(0, m + 1).reduce((sum, e) => sum + e, 0)));
  for (const [m, text] of expected.entries()) await expect(rows.nth(m + 1)).toContainText(text);

  // Today's month entered with a budget of 600 lakh and 100 spent: the earlier months do not change.
  await enter(latest, 600, 100);
  await page.reload();
  await summary.showAs("asTable");
  await expect(rows.nth(latest + 1)).toContainText(percent(spent + 100));
  for (const [m, text] of expected.entries()) await expect(rows.nth(m + 1)).toContainText(text);
  // The expense since the start is the months' sum (not the profile's typed 0), the treasury's beside it.
  const shown = (await (await request.get(`/api/ayojana/summary/${id}`, { headers })).json()).response;
  expect(shown.reported_expense).toBe(spent + 100);
  await expect(page.getByTestId("reported-expense")).not.toHaveText(
    tr("np", "projects:summary.lakh", { amount: "०" }),
  );
});
