import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { BASE_URL } from "../../fixtures/env";
import { tr } from "../../fixtures/i18n";
import { APP_LOAD_TIMEOUT } from "../../pages/app-shell";
import { expectNoLatinNumbers, latinNumbers } from "../../pages/latin-digits";
import { LoginPage } from "../../pages/login-page";
import { toast } from "../../pages/mantine";
import { ProgressData } from "../../pages/progress-data";
import { PragatiPage, RateActivityPage } from "../../pages/progress-pages";

const SHRAWAN_NP = "साउन";

// The screens an office, the secretary and admin use most, read in Nepali.
const OFFICE_SCREENS = [
  "/",
  "/pragati",
  "/gatibidhi",
  "/programs",
  "/plans-policy",
  "/nikaya-activities",
  "/reports/monthly-milestone-esthiti",
  "/reports/monthly-milestone-esthiti-detail",
  "/reports/table/milestone",
  "/reports/table/activities",
  "/notices",
  "/complaint",
  "/nikaya/profile",
];
const ADMIN_SCREENS = [
  "/nikaya",
  "/user",
  "/role",
  "/permission",
  "/activity-logs",
  "/reporting-period",
  "/other-setting",
  "/units",
  "/milestone-types",
  "/paragati-samasyas-types",
];

test("Nepali screens write every number in Devanagari digits, and the achieved field takes «१२००» as 1200", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const data = await ProgressData.asAdmin(page.request);
  const { office, username, password } = await data.officeWithUser("Digits Unit");
  const { milestones } = await data.plan(office.id, [
    { code: "3.2.1", title: `Build culverts ${data.stamp}`, months: [{ month: 0, target: 1000 }] },
  ]);
  const [culverts] = milestones;

  await new LoginPage(page, "np").goto();
  await new LoginPage(page, "np").submit(username, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: APP_LOAD_TIMEOUT });

  // Typed key by key on a Nepali keyboard: the field shows and stores the number.
  const pragati = new PragatiPage(page, "np");
  await pragati.goto();
  await pragati.chooseMonth(SHRAWAN_NP);
  const drawer = await pragati.open(culverts, "enter", SHRAWAN_NP);
  expect(await latinNumbers(page)).toEqual([]);
  await drawer.achieved.pressSequentially("१२००");
  await expect(drawer.achieved).toHaveValue("१२००");
  await drawer.save();
  await expect(toast(page, tr("np", "progress:entry.savedWithWarning"))).toBeVisible();
  type Progress = { months: { month: number; entry: { achieved: number } | null }[] };
  const stored = await data.get<Progress>(`/api/gatibidhi/milestone/${culverts.id}`);
  expect(stored.months[0]?.entry?.achieved).toBe(1200);
  await drawer.close();

  for (const path of OFFICE_SCREENS) await expectNoLatinNumbers(page, path);

  // The secretary's review dialog.
  const sachibContext = await browser.newContext({ baseURL: BASE_URL });
  const sachib = await sachibContext.newPage();
  await loginAs(sachib, "sachib", "np");
  const rate = new RateActivityPage(sachib, "np");
  await rate.goto();
  await rate.table.search(data.stamp);
  await expectNoLatinNumbers(sachib, "");
  await rate.open(rate.entryRow(culverts.title, SHRAWAN_NP), culverts.code, "review");
  await expectNoLatinNumbers(sachib, "");
  await sachibContext.close();

  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await loginAs(admin, "admin", "np");
  for (const path of ADMIN_SCREENS) await expectNoLatinNumbers(admin, path, { skipRows: true });
  await adminContext.close();
});
