import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { budgetYearOf, treasuryFixture } from "../../fixtures/treasury-files";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { officeSelect, toast } from "../../pages/mantine";
import { ReportScreen } from "../../pages/report-screen";

const LALITPUR_CODE = "31401002";
const LALITPUR = "जिल्ला प्रशासन कार्यालय ललितपुर";
const HOME = "गृह मन्त्रालय";
const HEALTH = "Ministry of Health and Population";
const HEALTH_NP = "स्वास्थ्य तथा जनसंख्या मन्त्रालय";

test("admin matches an office code of an imported file to an office; the office-expense report then shows its rows under that office, and removing the match brings the filed name back (English)", async ({
  page,
}) => {
  const admin = await apiLogin(page.request, "admin");
  const headers = authHeader(admin.token);
  const { setup } = await (await page.request.get("/api/profile/get-profile", { headers })).json();
  // The budget year's second day (Shrawan 2): no demo snapshot, and no other journey imports on it. A
  // global spec: it runs after the journeys, whose import journeys count the year's snapshots.
  const [bsYear = 0, bsMonth = 0] = String(setup.current_date).split("-").map(Number);
  const date = `${bsMonth >= 4 ? bsYear : bsYear - 1}-04-02`;
  const year = setup.current_fiscal_year_id_by_current_date;
  const upload = await page.request.post(
    `/api/treasury/import?report_number=2066&fiscal_year_id=${year}&as_of=${date}&unit=rupees&replace=true`,
    {
      headers,
      multipart: {
        // Its own file name (the import journeys look for theirs in the snapshot list), its title naming
        // the current budget year.
        file: treasuryFixture(
          "2066-subheads-rupees-devanagari.csv",
          budgetYearOf(setup.current_date),
          "2066-codes-journey.csv",
        ),
      },
    },
  );
  expect(upload.status(), await upload.text()).toBe(200);

  await loginAs(page, "admin", "en");
  await page.goto("/treasury/import");
  await page
    .getByRole("link", { name: tr("en", "treasury:codes.link") })
    .click({ timeout: APP_LOAD_TIMEOUT });
  await expect(page.getByRole("heading", { name: tr("en", "treasury:codes.title") })).toBeVisible();
  await page
    .getByRole("radiogroup", { name: tr("en", "treasury:codes.kind") })
    .getByText(tr("en", "treasury:codes.kinds.office"), { exact: true })
    .click();
  const row = page.getByTestId("treasury-code").filter({ hasText: LALITPUR });
  await expect(row).toContainText(tr("en", "treasury:codes.unmatched"));

  const label = tr("en", "treasury:codes.officeFor", { code: LALITPUR_CODE });
  await officeSelect(page, "en", label).click();
  await page.getByRole("checkbox", { name: HEALTH, exact: true }).click();
  await expect(toast(page, tr("en", "treasury:codes.matched", { code: LALITPUR_CODE }))).toBeVisible();
  await expect(row).not.toContainText(tr("en", "treasury:codes.unmatched"));
  await expect(officeSelect(page, "en", label)).toContainText(HEALTH);

  const screen = new ReportScreen(page, "en");
  await screen.open("fcgo-details/office-expenses", { as_of: date, ministry: HOME });
  await expect(screen.heading("fcgo-details/office-expenses")).toBeVisible({ timeout: APP_LOAD_TIMEOUT });
  await expect(screen.row(HEALTH_NP)).toBeVisible();
  await expect(screen.row(LALITPUR)).toHaveCount(0);
  // 90,000 budget and 65,000 expense: the Lalitpur row of the file, now under the office.
  await expect(screen.row(HEALTH_NP)).toContainText("90,000");

  await page.goto("/treasury/codes");
  await officeSelect(page, "en", label).click();
  await page.getByRole("checkbox", { name: HEALTH, exact: true }).click();
  await expect(toast(page, tr("en", "treasury:codes.removed"))).toBeVisible();
  await expect(row).toContainText(tr("en", "treasury:codes.unmatched"));
  await screen.open("fcgo-details/office-expenses", { as_of: date, ministry: HOME });
  await expect(screen.row(LALITPUR)).toContainText("90,000");
});
