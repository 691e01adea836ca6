import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { ReportScreen, readNumber } from "../../pages/report-screen";

const COMPLETENESS = "reporting-completeness/pragati";
const OFFICES = "reporting-completeness/offices";

test("admin opens the action-plan completeness report of a month, reads the reporting rate and drills from a count to as many offices", async ({
  page,
  request,
}) => {
  test.slow();
  // The demo office submits the month of action-plan progress (already submitted on a database reused).
  const admin = await apiLogin(request, "admin");
  const office = await apiLogin(request, "office");
  const defaults = await request.get(`/api/reports/${COMPLETENESS}`, { headers: authHeader(admin.token) });
  expect(defaults.status(), await defaults.text()).toBe(200);
  const { fiscal_year_id, month } = (await defaults.json()).response.filters;
  const submitted = await request.post("/api/approvals/submit", {
    headers: authHeader(office.token),
    data: { stream: "pragati", fiscal_year_id, month, office_id: office.user.nikaya_id },
  });
  expect([200, 409], await submitted.text()).toContain(submitted.status());

  await loginAs(page, "admin");
  const screen = new ReportScreen(page, "np");
  await screen.open(COMPLETENESS, { fiscal_year_id, month });
  await expect(screen.heading(COMPLETENESS)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  const expected = await screen.countOf(screen.totals, "offices_expected");
  const sent = await screen.countOf(screen.totals, "offices_submitted");
  expect(expected).toBeGreaterThanOrEqual(1);
  expect(sent).toBeGreaterThanOrEqual(1);
  // The rate in Devanagari digits: submitted of expected, one decimal.
  const rate = screen.value(screen.totals, "reporting_rate_percent");
  await expect(rate).toHaveText(/[०-९]/);
  expect(readNumber(await rate.innerText())).toBeCloseTo(Math.round((sent * 1000) / expected) / 10, 1);

  await screen.count(screen.totals, "offices_submitted").click();
  await expect(screen.heading(OFFICES)).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  expect(await screen.listTotal()).toBe(sent);
  await expect(screen.listRows(OFFICES)).toHaveCount(Math.min(sent, 10));
});
