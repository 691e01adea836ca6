import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { DataTablePage } from "../../pages/data-table";

type Office = { id: number; name: string; name_np: string; code: string | null };

test("admin follows recent office changes in the updates feed, in Nepali and in English", async ({
  page,
}) => {
  const admin = await loginAs(page, "admin", "np");
  const headers = authHeader(admin.token);
  const tree = (await (await page.request.get("/api/nikaya/tree", { headers })).json()).response as Office[];
  const target = tree.find((o) => o.code === "370-02");
  if (!target) throw new Error("The demo office 370-02 is missing");
  const years = (
    await (await page.request.get("/api/presets/fiscalyear/all?per_page=100", { headers })).json()
  ).response.data as { id: number; title: string }[];
  const fiscalYear = years.find((y) => y.title === "2081/82");
  const saved = await page.request.post("/api/nikaya/budgets/store", {
    headers,
    data: {
      nikaya_id: target.id,
      fiscal_year_id: fiscalYear?.id,
      current: 1200,
      capital: 300,
      financial: 0,
      total: 1500,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto("/nikayaupdates");
  await expect(page.getByRole("heading", { name: tr("np", "offices:updates.title") })).toBeVisible();
  const feed = new DataTablePage(page, "np", tr("np", "offices:updates.tableLabel"));
  await feed.search(target.name_np);
  const row = feed.rows.first();
  await expect(row).toContainText(target.name_np);
  await expect(row).toContainText(admin.user.name);
  await expect(row).toContainText(
    `${tr("np", "offices:updates.entities.office_budget")} · ${tr("np", "offices:updates.actions.create")}`,
  );
  await expect(row).toContainText("२०८१/८२");
  await expect(row).toContainText("जम्मा: १,५००");
  await row.getByRole("link", { name: target.name_np }).click();
  await expect(page).toHaveURL(new RegExp(`/nikaya/profile/${target.id}$`));

  await page.goBack();
  await new AppShell(page, "np").switchLanguage();
  const english = new DataTablePage(page, "en", tr("en", "offices:updates.tableLabel"));
  await english.search(target.name);
  await expect(english.rows.first()).toContainText("Budget · Added");
  await expect(english.rows.first()).toContainText("Total: 1,500");
});
