import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { ReportScreen } from "../../pages/report-screen";

const REPORT = "ayojana-akikrit-pragati";
const LIST = "ayojana-akikrit-pragati/projects";

/**
 * A fresh office P with a section C (no other journey touches them): C has two projects, one behind
 * schedule in Shrawan (20% planned, 10% achieved) and one on time in a second sector; P has one of its
 * own without progress. Read for P's subtree as of Shrawan: C 2 projects (1 behind), P 1, total 3.
 */
test("consolidated project progress: office and sector filters, drill-down from a count, Excel (Nepali)", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, "admin");
  const data = new PlanData(request, admin.token);
  const { current } = await data.fiscalYears();
  const parent = await data.office("Project office", "आयोजना कार्यालय");
  const child = await data.office("Project section", "आयोजना शाखा", parent.id);
  type Option = { id: number; name: string; name_np: string; parent_id: number | null };
  const top = async (list: string) =>
    (await data.get<Option[]>(`/api/${list}/options`)).filter((o) => o.parent_id === null);
  const type = (await top("ayojana-type"))[0];
  const [sector, otherSector] = await top("ayojana-sector");
  const project = async (name: string, nikayaId: number, sectorId: number) =>
    (
      await data.post<{ id: number }>("/api/ayojana/store", {
        fiscal_year_id: current.id,
        name: `${name} ${data.stamp}`,
        type_id: type.id,
        sector_id: sectorId,
        nikaya_id: nikayaId,
        initial_cost: 500,
      })
    ).id;
  // The year's plan: Shrawan's planned physical % is the target, its planned budget 10% of 400 = 40 lakh.
  const plan = (id: number, target: number) =>
    data.post(`/api/ayojana/${id}/baselines`, {
      fiscal_year_id: current.id,
      annual_budget: 400,
      planned_physical: [target, ...Array(11).fill(0)],
      planned_financial: [10, ...Array(11).fill(0)],
      set_on: "2082-04-01",
      approved_by: "सचिव",
    });
  const shrawan = async (id: number, target: number, achieved: number) => {
    await plan(id, target);
    return data.post(`/api/ayojana/${id}/progress`, {
      fiscal_year_id: current.id,
      month: 0,
      physical_target: target,
      physical_achieved: achieved,
      financial_target: 10,
      budget: 40,
      expense: 10,
    });
  };
  const behind = `ढिलो पुल ${data.stamp}`;
  await shrawan(await project("ढिलो पुल", child.id, sector.id), 20, 10);
  await shrawan(await project("समयमै सडक", child.id, otherSector.id), 10, 10);
  await project("नयाँ भवन", parent.id, sector.id);

  await loginAs(page, "admin", "np");
  const screen = new ReportScreen(page, "np");
  await screen.openScreen(REPORT);
  await expect(screen.heading(REPORT)).toBeVisible();
  await expect(screen.totals).toBeVisible();
  await screen.chooseMonth("साउन");
  await screen.chooseOffice(parent.name_np);
  await expect(page).toHaveURL(new RegExp(`nikaya_id=${parent.id}`));

  const childRow = screen.row(child.name_np);
  await expect(screen.summary.locator("tbody tr")).toHaveCount(2);
  await expect(screen.count(childRow, "projects")).toHaveText(localDigits("np", 2));
  await expect(screen.count(childRow, "behind_schedule")).toHaveText(localDigits("np", 1));
  await expect(screen.count(screen.totals, "projects")).toHaveText(localDigits("np", 3));
  // Budget 80 lakh of which 20 spent: 25% (Devanagari digits).
  await expect(childRow).toContainText("२५%");

  // Excel: the same offices and counts.
  const sheet = await screen.export();
  expect(sheet[0][0]).toBe(tr("np", `reports:titles.${REPORT}`));
  expect(sheet.slice(3, -1).map((row) => row[1])).toEqual([1, 2]);
  expect(sheet.at(-1)?.[1]).toBe(3);

  // The sector filter narrows every row and travels with the drill-down.
  await screen.chooseFilter("sector", otherSector.name_np);
  await expect(screen.count(screen.totals, "projects")).toHaveText(localDigits("np", 1));
  await screen.openScreen(REPORT, { month: 0, nikaya_id: parent.id });
  await expect(screen.count(screen.totals, "projects")).toHaveText(localDigits("np", 3));

  // Drill-down from the section's behind-schedule count: that many projects, the slow bridge among them.
  await screen.count(screen.row(child.name_np), "behind_schedule").click();
  await expect(page).toHaveURL(/\/ayojana-akikrit-pragati\/projects\?/);
  expect(await screen.listTotal()).toBe(1);
  await expect(screen.listRows(LIST)).toHaveCount(1);
  await expect(screen.listRows(LIST)).toContainText(behind);
  // 10% achieved of the 20% planned.
  await expect(screen.listRows(LIST)).toContainText("२०%");
  await expect(screen.listRows(LIST)).toContainText("१०%");
  // Budget against progress: the treasury column, and its words for a project without sub-heads.
  await expect(
    page.getByRole("columnheader", { name: tr("np", "reports:columns.treasury_percent") }),
  ).toBeVisible();
  await expect(screen.listRows(LIST)).toContainText(tr("np", "reports:labels.noTreasury"));
});

/**
 * Admin without an office chosen: the view is read for the root of admin's scope (the one top-level
 * office, or all offices when journeys have added others) and lists one row per office below it; the
 * screen, the printed header and the Excel title name the same office; an office's name opens the
 * view for that office, whose totals are the row's.
 */
test("consolidated project progress per office: several office rows, one header on screen, paper and Excel, drill into an office (Nepali)", async ({
  page,
}) => {
  await loginAs(page, "admin", "np");
  const screen = new ReportScreen(page, "np");
  await screen.openScreen(REPORT, { month: 11 });
  await expect(screen.heading(REPORT)).toBeVisible();
  await expect(screen.totals).toBeVisible();
  expect(await screen.summary.getByTestId("office-drill").count()).toBeGreaterThan(1);

  const scope = page.getByTestId("report-scope");
  const header = (await scope.innerText()).trim();
  expect(header.startsWith(`${tr("np", "reports:print.office")}: `)).toBe(true);
  // The same words on paper and in the Excel title's filter row.
  await expect(page.getByTestId("print-header")).toContainText(header);
  const sheet = await screen.export();
  expect(String(sheet[1][0])).toContain(header);

  // Drill into an office: the view for it, named so, its totals the row's count.
  const office = screen.summary.getByTestId("office-drill").nth(1);
  const name = (await office.innerText()).trim();
  const row = screen.summary
    .locator("tbody tr")
    .filter({ has: page.getByTestId("office-drill").getByText(name, { exact: true }) });
  const projects = await screen.countOf(row, "projects");
  await office.click();
  await expect(page).toHaveURL(/nikaya_id=\d+/);
  await expect(scope).toHaveText(`${tr("np", "reports:print.office")}: ${name}`);
  await expect(screen.count(screen.totals, "projects")).toHaveText(localDigits("np", projects));
  await expect(page.getByTestId("print-header")).toContainText(name);
});
