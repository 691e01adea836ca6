import { expect, type Page, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import type { Locale } from "../../fixtures/auth";
import { BASE_URL } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ApprovalsPage } from "../../pages/approvals-page";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { LoginPage } from "../../pages/login-page";
import { ProgressData } from "../../pages/progress-data";

// The first two months of the current fiscal year (today is in Mangsir); the offices are the journey's
// own, so the months are free on any database and the journey repeats.
const SHRAWAN = 0;
const BHADRA = { np: "भदौ", en: "Bhadra", id: 1 };

/** Signs a journey-made user in through the login form, in the locale's language. */
async function signIn(page: Page, user: { username: string; password: string }, locale: Locale) {
  const login = new LoginPage(page, locale);
  await login.goto(`?lang=${locale}`);
  await login.submit(user.username, user.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });
}

test("an office submitting a month whose cumulative figure went down is asked to explain it, explains and submits; the approver reads the explanation", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // A department under the secretary's ministry and a division under it: the division's month goes to
  // the department first.
  const data = await ProgressData.asAdmin(page.request);
  const ministryId = (await apiLogin(page.request, "sachib")).user.nikaya_id;
  if (ministryId === null) throw new Error("the demo secretary has no office");
  const department = await data.officeWithUser("Quality Department", ministryId);
  const division = await data.officeWithUser("Quality Division", department.office.id);
  const title = `Culvert lining ${data.stamp}`;
  const { milestones } = await data.plan(division.office.id, [
    {
      code: "1.1.1",
      title,
      cumulative: true,
      months: [
        { month: SHRAWAN, target: 10 },
        { month: BHADRA.id, target: 20 },
      ],
    },
  ]);
  const [culvert] = milestones;

  // The division's entries (its own API calls): 8 by Shrawan's end, then a running total of 5 for Bhadra.
  const token = (
    await (
      await page.request.post("/api/login", {
        data: { username: division.username, password: division.password },
      })
    ).json()
  ).response.token as string;
  const reason = await data.reason();
  for (const [month, achieved] of [
    [SHRAWAN, 8],
    [BHADRA.id, 5],
  ]) {
    const saved = await page.request.post("/api/pragati/store", {
      headers: authHeader(token),
      data: {
        milestone_id: culvert.id,
        month,
        status: "in_progress",
        achieved,
        reasons: [{ main_type_id: reason.main.id, sub_type_id: reason.sub.id }],
        explanation: "Lining work",
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // The division (Nepali) submits Bhadra: the warning is listed with its figures, and an explanation is
  // asked for before the month goes.
  await signIn(page, division, "np");
  const approvals = new ApprovalsPage(page, "np");
  await approvals.goto();
  await approvals.chooseMonth(BHADRA.np);
  const divisionNp = division.office.name_np;
  await expect(approvals.state(divisionNp)).toHaveText(tr("np", "approvals:states.open"));
  const explanation = "पहिलेको प्रविष्टिमा दोहोरो गनिएको थियो";
  await approvals.stepButton(divisionNp, "submit").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("quality-warning")).toContainText(title, { timeout: APP_LOAD_TIMEOUT });
  await expect(dialog).toContainText(tr("np", "reports:qualityChecks.cumulative_down"));
  const inDialog = await seriousViolations(page, "/approvals (data-quality dialog)");
  expect(inDialog, describeFindings(inDialog)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await approvals.submitExplaining(divisionNp, [explanation]);
  await expect(approvals.state(divisionNp)).toHaveText(tr("np", "approvals:states.submitted"));

  // The department (English) opens the division's month and reads the warning with its explanation.
  const departmentContext = await browser.newContext({ baseURL: BASE_URL });
  const departmentPage = await departmentContext.newPage();
  await signIn(departmentPage, department, "en");
  const departmentScreen = new ApprovalsPage(departmentPage, "en");
  await departmentScreen.goto();
  await departmentScreen.chooseMonth(BHADRA.en);
  await departmentScreen.table.search(data.stamp);
  const divisionEn = division.office.name;
  await expect(departmentScreen.state(divisionEn)).toHaveText(tr("en", "approvals:states.submitted"));
  const checks = await departmentScreen.openChecks(divisionEn);
  await expect(checks.getByTestId("quality-warning")).toContainText(title, { timeout: APP_LOAD_TIMEOUT });
  await expect(checks.getByTestId("quality-explanation")).toHaveText(explanation);
  await expect(checks).toContainText(
    tr("en", "approvals:quality.figures.cumulative_down", { value: 5, compared: 8 }),
  );
  await departmentContext.close();
});
