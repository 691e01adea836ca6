import { expect, type Page, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { type Locale, loginAs } from "../../fixtures/auth";
import { BASE_URL } from "../../fixtures/env";
import { devanagari, tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ApprovalsPage } from "../../pages/approvals-page";
import { describeFindings, seriousViolations } from "../../pages/axe";
import { expectNoLatinNumbers } from "../../pages/latin-digits";
import { LoginPage } from "../../pages/login-page";
import { seeAndCloseToast } from "../../pages/mantine";
import { ProgressData } from "../../pages/progress-data";
import { PragatiPage, RateActivityPage } from "../../pages/progress-pages";

// A past month of the current fiscal year (today is in Mangsir); the offices are the journey's own, so
// the month is free on any database and the journey repeats.
const BHADRA = { np: "भदौ", en: "Bhadra", id: 1 };

/** Signs a journey-made user in through the login form. */
async function signIn(page: Page, user: { username: string; password: string }, locale: Locale) {
  const login = new LoginPage(page, locale);
  await login.goto();
  await login.submit(user.username, user.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });
}

test("an office submits its month, its department and then its ministry approve it, once its secretary has rated the entry, and the office can no longer change it; withdrawn and returned with a reason, the office sees why and may correct it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // A department under the secretary's ministry and a division under it, each with its own staff: the
  // division's month climbs to the department (level 1), then the ministry (level 2).
  const data = await ProgressData.asAdmin(page.request);
  const ministryId = (await apiLogin(page.request, "sachib")).user.nikaya_id;
  if (ministryId === null) throw new Error("the demo secretary has no office");
  const department = await data.officeWithUser("Approval Department", ministryId);
  const division = await data.officeWithUser("Approval Division", department.office.id);
  const { milestones } = await data.plan(division.office.id, [
    { code: "1.1.1", title: `Bridge deck ${data.stamp}`, months: [{ month: BHADRA.id, target: 5 }] },
  ]);
  const [deck] = milestones;
  const divisionNp = division.office.name_np;

  // The division (Nepali) enters Bhadra's progress, then submits the month from the monthly approval screen.
  await signIn(page, division, "np");
  const pragati = new PragatiPage(page, "np");
  await pragati.goto();
  await pragati.chooseMonth(BHADRA.np);
  let drawer = await pragati.open(deck, "enter", BHADRA.np);
  await drawer.status("completed");
  await drawer.achieved.fill("5");
  await drawer.save();
  await seeAndCloseToast(page, tr("np", "progress:entry.saved"));
  await drawer.close();

  const approvals = new ApprovalsPage(page, "np");
  await approvals.goto();
  await approvals.chooseMonth(BHADRA.np);
  await expect(approvals.state(divisionNp)).toHaveText(tr("np", "approvals:states.open"));
  // The office submits its own month; approving it is the level above's.
  await expect(approvals.stepButton(divisionNp, "approve")).toHaveCount(0);
  await approvals.take(divisionNp, "submit");
  await expect(approvals.state(divisionNp)).toHaveText(tr("np", "approvals:states.submitted"));
  await expect(approvals.stepButton(divisionNp, "submit")).toHaveCount(0);

  // The department (Nepali) approves level 1 of 2.
  const departmentContext = await browser.newContext({ baseURL: BASE_URL });
  const departmentPage = await departmentContext.newPage();
  await signIn(departmentPage, department, "np");
  const departmentScreen = new ApprovalsPage(departmentPage, "np");
  await departmentScreen.goto();
  await departmentScreen.chooseMonth(BHADRA.np);
  await departmentScreen.table.search(data.stamp);
  await expect(departmentScreen.state(divisionNp)).toHaveText(tr("np", "approvals:states.submitted"));
  await departmentScreen.take(divisionNp, "approve");
  const levelOne = { level: devanagari(1), levels: devanagari(2) };
  await expect(departmentScreen.state(divisionNp)).toHaveText(
    tr("np", "approvals:states.approved", levelOne),
  );
  await expect(departmentScreen.stepButton(divisionNp, "approve")).toHaveCount(0);
  await expect(departmentScreen.row(divisionNp)).toContainText(department.name);
  // States, dates and times in Devanagari digits; the screen with its states and steps passes axe.
  await expectNoLatinNumbers(departmentPage, "");
  const onScreen = await seriousViolations(departmentPage, "/approvals");
  expect(onScreen, describeFindings(onScreen)).toEqual([]);
  await departmentContext.close();

  // The ministry's secretary (English) approves level 2 of 2.
  const ministryContext = await browser.newContext({ baseURL: BASE_URL });
  const ministryPage = await ministryContext.newPage();
  await loginAs(ministryPage, "sachib", "en");
  const ministry = new ApprovalsPage(ministryPage, "en");
  await ministry.goto();
  await ministry.chooseMonth(BHADRA.en);
  await ministry.table.search(data.stamp);
  const divisionEn = division.office.name;
  await expect(ministry.state(divisionEn)).toHaveText(
    tr("en", "approvals:states.approved", { level: 1, levels: 2 }),
  );
  // The ministry's approval includes the secretary's rating of every entry: until Bhadra's entry is
  // rated, the row offers no approval and links to the rating screen instead.
  await expect(ministry.stepButton(divisionEn, "approve")).toHaveCount(0);
  await ministry
    .row(divisionEn)
    .getByRole("link", { name: tr("en", "approvals:unrated", { n: 1 }) })
    .click();
  const rate = new RateActivityPage(ministryPage, "en");
  await expect(ministryPage.getByRole("heading", { name: tr("en", "progress:rate.title") })).toBeVisible();
  await rate.table.search(data.stamp);
  await rate.review(rate.entryRow(deck.title, BHADRA.en), deck.code, { comment: "Verified", rating: 4 });
  await ministry.goto();
  await ministry.chooseMonth(BHADRA.en);
  await ministry.table.search(data.stamp);
  await expect(ministry.row(divisionEn).getByRole("link")).toHaveCount(0);
  await ministry.take(divisionEn, "approve");
  await expect(ministry.state(divisionEn)).toHaveText(
    tr("en", "approvals:states.approved", { level: 2, levels: 2 }),
  );
  // Who submitted and who took the last step, each with the time.
  await expect(ministry.row(divisionEn)).toContainText(division.name);

  // The division can no longer change Bhadra: the screen says so, the entry opens read-only, and the
  // API refuses the write.
  await pragati.goto();
  await pragati.chooseMonth(BHADRA.np);
  const approvedTitle = tr("np", "approvals:notice.approvedTitle", {
    month: BHADRA.np,
    level: devanagari(2),
    levels: devanagari(2),
  });
  await expect(page.getByTestId("month-approval-notice")).toContainText(approvedTitle);
  const readOnly = await seriousViolations(page, "/pragati (approved month)");
  expect(readOnly, describeFindings(readOnly)).toEqual([]);
  drawer = await pragati.open(deck, "view", BHADRA.np);
  await expect(drawer.root.getByTestId("month-approval-notice")).toContainText(approvedTitle);
  await expect(drawer.achieved).toHaveCount(0);
  await expect(drawer.root.getByRole("button", { name: tr("np", "progress:entry.save") })).toHaveCount(0);
  await drawer.close();
  const token = (
    await (
      await page.request.post("/api/login", {
        data: { username: division.username, password: division.password },
      })
    ).json()
  ).response.token as string;
  const refused = await page.request.post("/api/pragati/store", {
    headers: authHeader(token),
    data: { milestone_id: deck.id, month: BHADRA.id, status: "completed", achieved: 4, reasons: [] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message_np).toContain("स्वीकृत");

  // The ministry withdraws its approval (top down), then returns the month with a reason.
  await ministry.take(divisionEn, "unapprove");
  await expect(ministry.state(divisionEn)).toHaveText(
    tr("en", "approvals:states.approved", { level: 1, levels: 2 }),
  );
  const reason = "The completion report is missing";
  await ministry.returnWithReason(divisionEn, reason);
  await expect(ministry.state(divisionEn)).toHaveText(tr("en", "approvals:states.returned"));
  await expect(ministry.row(divisionEn)).toContainText(reason);
  await ministryContext.close();

  // The division sees the reason beside its month and may correct the entry again.
  await pragati.goto();
  await pragati.chooseMonth(BHADRA.np);
  const notice = page.getByTestId("month-approval-notice");
  await expect(notice).toContainText(tr("np", "approvals:notice.returnedTitle", { month: BHADRA.np }));
  await expect(notice).toContainText(reason);
  drawer = await pragati.open(deck, "edit", BHADRA.np);
  await expect(drawer.achieved).toBeEditable();
  await drawer.close();
  await approvals.goto();
  await approvals.chooseMonth(BHADRA.np);
  await expect(approvals.state(divisionNp)).toHaveText(tr("np", "approvals:states.returned"));
  await expect(approvals.row(divisionNp)).toContainText(reason);
  await expect(approvals.stepButton(divisionNp, "submit")).toBeVisible();
});
