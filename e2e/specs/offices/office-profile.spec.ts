import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { OfficeProfilePage } from "../../pages/offices-profile-page";

type Option = { id: number; name: string };

test("admin edits an office's profile, budget and members in English; Nepali shows them", async ({
  page,
}) => {
  const session = await loginAs(page, "admin", "en");
  const headers = authHeader(session.token);
  const stamp = Date.now().toString().slice(-6);
  const tree = (await (await page.request.get("/api/nikaya/tree", { headers })).json()).response as Option[];
  const categories = (await (await page.request.get("/api/nikaya-category/options", { headers })).json())
    .response as Option[];
  const created = await page.request.post("/api/nikaya/store", {
    headers,
    data: {
      name: `Health Post ${stamp}`,
      name_np: `स्वास्थ्य चौकी ${stamp}`,
      category_id: categories[0]?.id,
      parent_id: tree.find((o) => o.name === "Department of Health Services")?.id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const office = (await created.json()).response as { id: number; name: string };

  const profile = new OfficeProfilePage(page, "en");
  await profile.goto(office.id, office.name);

  // Profile: location, head and a contact.
  const form = await profile.edit();
  await form.choose("province_id", "Bagmati Province");
  await form.choose("district_id", "Kathmandu");
  await form.choose("local_level_id", "Kathmandu");
  await form.choose("ward", "10");
  await form.fill({
    head_name: "Kamala Paudel",
    head_position: "Health assistant",
    secretary_phone: "9841000999",
  });
  await form.save();
  await expect(toast(page, tr("en", "offices:form.updated"))).toBeVisible();
  await expect(form.root).toBeHidden();
  await expect(profile.detail("offices:fields.district_id")).toHaveText("Kathmandu");
  await expect(profile.detail("offices:fields.ward")).toHaveText("10");
  await expect(profile.detail("offices:fields.head_name")).toHaveText("Kamala Paudel");

  // Budget of the current fiscal year: the total follows the heads; a wrong total is refused.
  await profile.openTab("budget");
  let dialog = await profile.openBudgetForm();
  await profile.budgetInput(dialog, "current").fill("1000");
  await profile.budgetInput(dialog, "capital").fill("2500.50");
  await profile.budgetInput(dialog, "financial").fill("500");
  await expect(profile.budgetInput(dialog, "total")).toHaveValue("4000.5");
  await profile.budgetInput(dialog, "total").fill("5000");
  await dialog.getByRole("button", { name: tr("en", "offices:actions.save") }).click();
  await expect(dialog).toContainText(tr("en", "offices:budget.errors.total", { sum: "4,000.50" }));
  await profile.budgetInput(dialog, "total").fill("4000.50");
  await dialog.getByRole("button", { name: tr("en", "offices:actions.save") }).click();
  await expect(toast(page, tr("en", "offices:budget.saved"))).toBeVisible();
  await expect(profile.budgets.rows).toHaveCount(1);
  await expect(profile.budgets.rows.first()).toContainText("4,000.50");

  // A member.
  await profile.openTab("members");
  dialog = await profile.openMemberForm();
  await profile.chooseMemberType("Focal person");
  await profile.memberInput(dialog, "name").fill("Sabina Karki");
  await profile.memberInput(dialog, "position").fill("Public health officer");
  await profile.memberInput(dialog, "mobile").fill("014211000");
  await profile.memberInput(dialog, "from").fill("2082-04-01");
  await profile.memberInput(dialog, "to").fill("2081-04-01");
  await dialog.getByRole("button", { name: tr("en", "offices:actions.save") }).click();
  await expect(dialog).toContainText(tr("en", "offices:form.errors.mobile"));
  await expect(dialog).toContainText(tr("en", "offices:form.errors.dateOrder"));
  await profile.memberInput(dialog, "mobile").fill("9841000777");
  await profile.memberInput(dialog, "to").fill("2083-03-31");
  await dialog.getByRole("button", { name: tr("en", "offices:actions.save") }).click();
  await expect(toast(page, tr("en", "offices:members.added"))).toBeVisible();
  await expect(profile.members.row("Sabina Karki")).toContainText("Focal person");

  // The same profile in Nepali: names, digits and dates in Nepali.
  await new AppShell(page, "en").switchLanguage();
  const np = new OfficeProfilePage(page, "np");
  await expect(np.members.row("Sabina Karki")).toContainText("सम्पर्क व्यक्ति");
  await expect(np.members.row("Sabina Karki")).toContainText("२०८२/०४/०१");
  await np.openTab("budget");
  await expect(np.budgets.rows.first()).toContainText("४,०००.५०");
  await np.openTab("details");
  await expect(np.detail("offices:fields.district_id")).toHaveText("काठमाडौं");
  await expect(np.detail("offices:fields.ward")).toHaveText("१०");
});
