import { expect, test } from "@playwright/test";
import { apiLogin } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { localDigits, tr } from "../../fixtures/i18n";
import { PlanData } from "../../fixtures/plan-data";
import { AppShell } from "../../pages/app-shell";
import { ReportScreen, readNumber } from "../../pages/report-screen";

// Shrawan (fiscal month 0): always in the past, so progress may be entered for it.
const SHRAWAN = { np: "साउन", en: "Shrawan" };
const MATRICES = [
  "milestone/monthly-completed/in-progress",
  "milestone/monthly-completed/not-started",
  "milestone/monthly-in-progress/not-started",
  "monthly-suru-milestone-pragati-esthiti",
  "pragati-prabista-esthiti",
];

/**
 * A fresh office P with a child C (no other journey touches them): P has 2 milestones (one entered in
 * Shrawan), C has 3 (one completed early, one in progress, one not started). Read as of Shrawan for
 * P's subtree: P 2 milestones, C 3, total 5, not started 2.
 */
test.describe("report screens", () => {
  let data: PlanData;
  let parent: { id: number; name: string; name_np: string };
  let child: { id: number; name: string; name_np: string };

  test.beforeAll(async ({ request }) => {
    const admin = await apiLogin(request, "admin");
    data = new PlanData(request, admin.token);
    const { current } = await data.fiscalYears();
    parent = await data.office("Report office", "प्रतिवेदन कार्यालय");
    child = await data.office("Report section", "प्रतिवेदन शाखा", parent.id);
    const own = await data.plan({
      fiscalYearId: current.id,
      policyOffice: parent.id,
      activityOffice: parent.id,
      point: "71",
      policyName: "प्रतिवेदन नीति",
      activityTitle: "प्रतिवेदन क्रियाकलाप",
      milestones: ["पहिलो चरण", "दोस्रो चरण"],
    });
    const section = await data.plan({
      fiscalYearId: current.id,
      policyOffice: child.id,
      activityOffice: child.id,
      point: "72",
      policyName: "शाखा नीति",
      activityTitle: "शाखा क्रियाकलाप",
      milestones: ["तेस्रो चरण", "चौथो चरण", "पाँचौँ चरण"],
    });
    const entry = (milestoneId: number, status: string, achieved: number) =>
      data.post("/api/pragati/store", { milestone_id: milestoneId, month: 0, status, achieved, reasons: [] });
    await entry(own.milestones[0].id, "in_progress", 4);
    await entry(section.milestones[0].id, "completed", 10);
    await entry(section.milestones[1].id, "in_progress", 4);
  });

  test("monthly milestone status: month and office filters, drill-down, Excel export and print view (Nepali)", async ({
    page,
  }) => {
    await loginAs(page, "admin", "np");
    const screen = new ReportScreen(page, "np");
    await screen.open("monthly-milestone-esthiti");
    await expect(screen.heading("monthly-milestone-esthiti")).toBeVisible();
    await expect(screen.totals).toBeVisible();
    await screen.chooseMonth(SHRAWAN.np);
    await expect(page).toHaveURL(/month=0/);
    await screen.chooseOffice(parent.name_np);
    await expect(page).toHaveURL(new RegExp(`nikaya_id=${parent.id}`));
    // The office's choice keeps the month chosen before it.
    await expect(page).toHaveURL(/month=0/);

    await expect(screen.summary.locator("tbody tr")).toHaveCount(2);
    const childRow = screen.row(child.name_np);
    await expect(screen.count(childRow, "total")).toHaveText(localDigits("np", 3));
    await expect(screen.count(screen.row(parent.name_np), "total")).toHaveText(localDigits("np", 2));
    await expect(screen.count(screen.totals, "total")).toHaveText(localDigits("np", 5));
    await expect(screen.count(screen.totals, "not_started")).toHaveText(localDigits("np", 2));

    // Excel: the same offices and counts as the screen, Devanagari intact, numbers as numbers.
    const sheet = await screen.export();
    expect(sheet[0][0]).toBe(tr("np", "reports:titles.monthly-milestone-esthiti"));
    expect(String(sheet[1][0])).toContain(parent.name_np);
    const body = sheet.slice(3, -1);
    expect(body.map((row) => row[0])).toEqual([parent.name_np, child.name_np]);
    // Each office's month of action-plan progress beside it (the journey's offices submit none).
    const open = tr("np", "approvals:states.open");
    expect(body.map((row) => row[1])).toEqual([open, open]);
    expect(body.map((row) => row[2])).toEqual([2, 3]);
    expect(sheet.at(-1)?.[2]).toBe(5);

    // Print view: the button prints; on paper the shell goes and the header names office and month.
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await screen.printButton.click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await expect(screen.printHeader).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(screen.printHeader).toBeVisible();
    await expect(screen.printHeader).toContainText(parent.name_np);
    await expect(screen.printHeader).toContainText(SHRAWAN.np);
    await expect(screen.summary).toBeVisible();
    await expect(screen.totals).toBeVisible();
    await expect(page.locator(".mantine-AppShell-navbar")).toBeHidden();
    await expect(screen.printButton).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Drill-down: the child's 3 milestones, listed page by page on the server.
    await screen.count(childRow, "total").click();
    await expect(page).toHaveURL(/\/reports\/monthly-milestone-esthiti-detail\?/);
    expect(new URL(page.url()).searchParams.get("office_id")).toBe(String(child.id));
    expect(await screen.listTotal()).toBe(3);
    await expect(screen.listRows("monthly-milestone-esthiti-detail")).toHaveCount(3);
    await expect(page.getByText("तेस्रो चरण")).toBeVisible();

    // The dashboard's slice link (office row id and bucket) lists that office's own milestones.
    await screen.open("monthly-milestone-esthiti-detail", {
      nikaya_id: child.id,
      month: 0,
      bucket: "not_started",
      month_type: "upto",
    });
    expect(await screen.listTotal()).toBe(1);
    await expect(page.getByText("पाँचौँ चरण")).toBeVisible();
  });

  test("status matrices and entry compliance: every count of the totals row equals its list (English)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, "admin", "en");
    const screen = new ReportScreen(page, "en");
    for (const path of MATRICES) {
      await screen.open(path, { month: 0, nikaya_id: parent.id });
      await expect(screen.heading(path)).toBeVisible();
      await expect(screen.summary.locator("tbody tr")).toHaveCount(2);
      const links = screen.totals.getByRole("link");
      const n = await links.count();
      expect(n, path).toBeGreaterThan(1);
      for (let i = 0; i < n; i++) {
        const link = screen.totals.getByRole("link").nth(i);
        const count = readNumber(await link.innerText());
        await link.click();
        await expect(page).toHaveURL(/[-_]detail\?|table\/milestone\?/);
        expect(await screen.listTotal(), `${path} column ${i}`).toBe(count);
        await page.goBack();
        await expect(screen.heading(path)).toBeVisible();
      }
    }
    // The compliance report: the 3 entries made in Shrawan.
    await screen.open("pragati-prabista-esthiti", { month: 0, nikaya_id: parent.id });
    await expect(screen.count(screen.totals, "entered")).toHaveText("3");
  });

  test("milestone table: session default columns, column settings and an export of a chosen number of rows", async ({
    page,
  }) => {
    await loginAs(page, "admin", "en");
    const screen = new ReportScreen(page, "en");
    await screen.open("table/milestone", { month: 0, nikaya_id: parent.id });
    await expect(screen.heading("table/milestone")).toBeVisible();
    expect(await screen.listTotal()).toBe(5);
    const table = page.getByRole("table", { name: tr("en", "reports:titles.table/milestone") });
    // It opens with the columns an officer reads; ids, keys and the plan's details wait in the settings.
    const headers = await table.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(
      [
        "milestone_point",
        "title",
        "nikaya_name",
        "status",
        "magnitude",
        "achieved",
        "percent",
        "reason",
        "comment",
      ].map((key) => tr("en", `reports:columns.${key}`)),
    );
    await expect(page.getByRole("button", { name: tr("en", "table:columns.button") })).toBeVisible();

    // On paper the list prints under the print header without any of its controls.
    for (const control of screen.listControls) await expect(control).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(screen.printHeader).toBeVisible();
    await expect(table).toBeVisible();
    await expect(screen.listRows("table/milestone")).toHaveCount(5);
    for (const control of screen.listControls) await expect(control).toBeHidden();
    await expect(page.getByLabel(tr("en", "reports:exportRows"))).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    const sheet = await screen.export(2);
    expect(sheet[0][0]).toBe("Milestone table");
    expect(sheet[2][0]).toBe(tr("en", "reports:columns.activity_point"));
    expect(sheet.slice(3)).toHaveLength(2);
    const codes = await screen.listRows("table/milestone").locator("td:nth-child(1)").allInnerTexts();
    expect(sheet.slice(3).map((row) => row[3])).toEqual(codes.slice(0, 2));
  });

  test("a printed list has every row of the list, not the screen's page, and no column past the A4 landscape page", async ({
    page,
  }) => {
    // Its own data, through the test's request context (the describe's belongs to beforeAll).
    const plans = new PlanData(page.request, (await apiLogin(page.request, "admin")).token);
    const { current } = await plans.fiscalYears();
    const office = await plans.office("Print office", "छपाइ कार्यालय");
    // Fourteen milestones (more than a screen page of 10) with long titles that must wrap on paper.
    const long = "सडक तथा पुल निर्माण, मर्मत सम्भार र सुरक्षा सुधारको विस्तृत कार्ययोजना";
    await plans.plan({
      fiscalYearId: current.id,
      policyOffice: office.id,
      activityOffice: office.id,
      point: "81",
      policyName: "छपाइ नीति",
      activityTitle: "छपाइ क्रियाकलाप",
      milestones: Array.from({ length: 14 }, (_, i) => `${long} ${i + 1}`),
    });
    await loginAs(page, "admin", "np");
    // A4 landscape less the 10 mm margins of print.css, at 96 px an inch: 277 mm by 190 mm.
    const PAGE_WIDTH = Math.floor((277 / 25.4) * 96);
    await page.setViewportSize({ width: PAGE_WIDTH, height: Math.floor((190 / 25.4) * 96) });
    const screen = new ReportScreen(page, "np");
    await screen.open("monthly-milestone-esthiti-detail", {
      month: 0,
      office_id: office.id,
      measure: "total",
    });
    expect(await screen.listTotal()).toBe(14);
    await expect(screen.listRows("monthly-milestone-esthiti-detail")).toHaveCount(10);

    await screen.printAll();
    await page.emulateMedia({ media: "print" });
    await expect(screen.printHeader).toBeVisible();
    await expect(page.getByTestId("print-filters")).toContainText(office.name_np);
    await expect(page.getByTestId("print-filters")).toContainText(`महिना: ${SHRAWAN.np}`);
    await expect(screen.printHeader).toContainText(localDigits("np", 14));
    await expect(screen.printTable.locator("tbody tr")).toHaveCount(14);
    await expect(screen.printTable).toContainText(`${long} ${localDigits("np", 14)}`.slice(0, 20));
    // The screen's page of ten and its controls are not printed.
    await expect(page.getByTestId("table-range")).toBeHidden();
    // No cell, and nothing on the page, reaches past the printable width.
    const widest = await page.evaluate(() => {
      const cells = Array.from(
        document.querySelectorAll("[data-testid=print-table] th, [data-testid=print-table] td"),
      );
      return Math.max(
        document.documentElement.scrollWidth,
        ...cells.map((cell) => cell.getBoundingClientRect().right),
      );
    });
    expect(widest).toBeLessThanOrEqual(PAGE_WIDTH);

    // The flat table prints the chosen number of rows, as its export does.
    await page.emulateMedia({ media: "screen" });
    await screen.open("table/milestone", { month: 0, office_id: office.id });
    expect(await screen.listTotal()).toBe(14);
    await page.getByLabel(tr("np", "reports:exportRows")).fill("१२");
    await screen.printAll();
    await page.emulateMedia({ media: "print" });
    await expect(screen.printTable.locator("tbody tr")).toHaveCount(12);
  });

  test("the public activity-start report opens without login and shows aggregate figures", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const screen = new ReportScreen(page, "np");
    await screen.open("monthly-kiryakalap-suru-pragati-esthiti", { month: 0 });
    await expect(screen.heading("monthly-kiryakalap-suru-pragati-esthiti")).toBeVisible();
    await expect(screen.totals).toBeVisible();
    expect(await screen.countOf(screen.totals, "should_be_started")).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: tr("np", "reports:export") })).toHaveCount(0);
    await expect(page).toHaveURL(/monthly-kiryakalap-suru-pragati-esthiti/);
    // A visitor sees it on its own: no header or sidebar of the app.
    await expect(new AppShell(page, "np").sidebar).toHaveCount(0);
    await context.close();
  });

  test("the public report opened from the sidebar by a signed-in user stays inside the app", async ({
    page,
  }) => {
    await loginAs(page, "sachib", "np");
    await page.goto("/");
    const shell = new AppShell(page, "np");
    await shell.sidebarGroup("प्रतिवेदन").click();
    await shell.sidebarLink("सुरु हुनुपर्ने क्रियाकलापको स्थिति").click();
    const screen = new ReportScreen(page, "np");
    await expect(screen.heading("monthly-kiryakalap-suru-pragati-esthiti")).toBeVisible();
    await expect(screen.totals).toBeVisible();
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.userMenuButton).toBeVisible();
    // Signed in, the report exports like any other.
    await expect(page.getByRole("button", { name: tr("np", "reports:export") })).toBeVisible();
  });
});
