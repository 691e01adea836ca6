import { expect, test } from "@playwright/test";
import { authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { OfficesPage } from "../../pages/offices-page";

type Office = { id: number; name: string; name_np: string; code: string | null };

test("admin deletes an unused office after confirming; an office in use stays, in Nepali and in English", async ({
  page,
}) => {
  const admin = await loginAs(page, "admin", "np");
  const headers = authHeader(admin.token);
  const tree = (await (await page.request.get("/api/nikaya/tree", { headers })).json()).response as Office[];
  const categories = (await (await page.request.get("/api/nikaya-category/options", { headers })).json())
    .response as { id: number }[];
  const stamp = Date.now().toString().slice(-6);
  const created = await page.request.post("/api/nikaya/store", {
    headers,
    data: {
      name: `Temporary cell ${stamp}`,
      name_np: `अस्थायी कक्ष ${stamp}`,
      code: `TMP-${stamp}`,
      category_id: categories[0]?.id,
      parent_id: tree.find((o) => o.code === "312")?.id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  const offices = new OfficesPage(page, "np");
  await offices.goto();
  await offices.table.search(`TMP-${stamp}`);
  await expect(offices.table.rows).toHaveCount(1);
  // Cancel keeps it ...
  await offices.deleteRow(`अस्थायी कक्ष ${stamp}`);
  await offices.confirmDialog.getByRole("button", { name: tr("np", "common:actions.cancel") }).click();
  await expect(offices.confirmDialog).toBeHidden();
  await expect(offices.table.rows).toHaveCount(1);
  // ... Confirm deletes it.
  await offices.deleteRow(`अस्थायी कक्ष ${stamp}`);
  await offices.confirmDialog.getByRole("button", { name: tr("np", "common:actions.confirm") }).click();
  await expect(toast(page, tr("np", "offices:delete.done"))).toBeVisible();
  await expect(offices.table.empty).toBeVisible();

  // An office with sub-offices and users is refused with the server's reason, in English.
  await loginAs(page, "admin", "en");
  const english = new OfficesPage(page, "en");
  await english.goto();
  await english.table.search("Department of Roads");
  await english.deleteRow("Department of Roads");
  await english.confirmDialog.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "This office has sub-offices; move or delete them first.")).toBeVisible();
  await expect(english.table.row("Department of Roads")).toHaveCount(1);
});
