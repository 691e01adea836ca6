import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { PlanListPage } from "../../pages/plan-pages";

const KTM = { en: "Division Road Office, Kathmandu", np: "डिभिजन सडक कार्यालय, काठमाडौं" };
const POKHARA = { en: "Division Road Office, Pokhara", np: "डिभिजन सडक कार्यालय, पोखरा" };

test("helper offices are limited by the setup's helper limit: the server's refusal under the field, then the screen's own check in Nepali", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString().slice(-7);
  const admin = await apiLogin(page.request, "admin");
  const asAdmin = { headers: authHeader(admin.token) };
  const stored = (await (await page.request.get("/api/other-setting/show", asAdmin)).json()).response as {
    helper_limit: number;
  };

  // A policy of the Department of Roads to hang the activity on, made through the API.
  const office = await loginAs(page, "office", "en");
  const asOffice = { headers: authHeader(office.token) };
  const profile = await (await page.request.get("/api/profile/get-profile", asOffice)).json();
  const [reportingType] = (await (await page.request.get("/api/nitikaryakram/options", asOffice)).json())
    .response as { id: number }[];
  const created = await page.request.post("/api/plans-policy/store", {
    ...asOffice,
    data: {
      fiscal_year_id: profile.setup.current_fiscal_year_id_by_current_date,
      nikaya_id: office.user.nikaya_id,
      point_no: `H${stamp}`,
      name: `Helper limit check ${stamp}`,
      reporting_type_id: reportingType.id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const policy = (await created.json()).response as { id: number; nikaya_id: number };

  try {
    // The screen is open (its setup block still says the old limit) when admin lowers the limit to 1.
    await page.goto(`/plans-policy/activities/${policy.nikaya_id}/${policy.id}`);
    const activities = new PlanListPage(page, "en", "activities");
    await expect(activities.addButton).toBeEnabled({ timeout: 20_000 });
    const lowered = await page.request.post("/api/other-setting/update", {
      ...asAdmin,
      data: { helper_limit: 1 },
    });
    expect(lowered.status()).toBe(200);

    let form = await activities.openAdd();
    await form.fill({ pointNo: "1", activityTitle: `Bridge survey ${stamp}` });
    await form.office("helperOffices", KTM.en).check();
    await form.office("helperOffices", POKHARA.en).check();
    await form.save();
    // The server's 422, under the helper offices.
    await expect(form.root.getByText("Choose at most 1 helper offices", { exact: true })).toBeVisible();
    await expect(form.root).toBeVisible();

    // After a reload the screen knows the new limit and says so itself, in Nepali.
    await page.reload();
    await new AppShell(page, "en").switchLanguage();
    const nepali = new PlanListPage(page, "np", "activities");
    form = await nepali.openAdd();
    await form.fill({ pointNo: "1", activityTitle: `पुल सर्वेक्षण ${stamp}` });
    await form.office("helperOffices", KTM.np).check();
    await form.office("helperOffices", POKHARA.np).check();
    await form.save();
    await expect(form.root).toContainText(tr("np", "plans:validation.helperLimit", { n: "१" }));
    await form.office("helperOffices", POKHARA.np).uncheck();
    await form.saveAndClose();
    await expect(nepali.table.row(`पुल सर्वेक्षण ${stamp}`)).toContainText(KTM.np);
  } finally {
    // Other journeys share the server: put the limit back.
    const restored = await page.request.post("/api/other-setting/update", {
      ...asAdmin,
      data: { helper_limit: stored.helper_limit },
    });
    expect(restored.status()).toBe(200);
  }
});
