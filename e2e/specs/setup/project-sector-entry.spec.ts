import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { SetupListPage } from "../../pages/setup-list-page";

const SECTORS = { key: "ayojana-sector", title: "Project sectors", title_np: "आयोजना क्षेत्र" };

test("admin adds a project sector with a sub-sector, is refused deleting the sector in use, then deletes both (English)", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const sector = { np: `पर्यटन ${stamp}`, en: `Tourism ${stamp}` };
  const sub = { np: `पदयात्रा मार्ग ${stamp}`, en: `Trekking trails ${stamp}` };
  await loginAs(page, "admin", "en");
  const list = new SetupListPage(page, "en", SECTORS);
  await list.goto();

  let dialog = await list.openAdd();
  await dialog.fill({ nameNp: sector.np, name: sector.en, code: `T-${stamp}` });
  await dialog.save();
  await expect(toast(page, `"${sector.en}" was added.`)).toBeVisible();

  dialog = await list.openAdd();
  await dialog.fill({ nameNp: sub.np, name: sub.en });
  await dialog.choose("parent", sector.en);
  await dialog.save();
  await expect(toast(page, `"${sub.en}" was added.`)).toBeVisible();

  // The same English name under the same sector is refused by the server, shown under the field.
  dialog = await list.openAdd();
  await dialog.fill({ nameNp: `अर्को ${stamp}`, name: sub.en.toUpperCase() });
  await dialog.choose("parent", sector.en);
  await dialog.save();
  await expect(dialog.field("name")).toHaveAccessibleDescription(
    "An entry with this name already exists in this list",
  );
  await page.keyboard.press("Escape");
  await expect(dialog.root).toBeHidden();

  // Filter by the sector: its sub-sector alone.
  await list.table.search(stamp);
  await expect(list.table.rows).toHaveCount(2);
  await page.getByRole("textbox", { name: tr("en", "setup:list.filters.parent"), exact: true }).click();
  await page.getByRole("option", { name: sector.en, exact: true }).click();
  await expect(list.table.rows).toHaveCount(1);
  await expect(list.table.rows.first()).toContainText(`↳ ${sub.en}`);
  await list.goto();
  await list.table.search(stamp);
  await expect(list.table.rows).toHaveCount(2);

  // Edit the sub-sector: inactive.
  dialog = await list.openEdit(sub.en);
  await dialog.toggleStatus();
  await dialog.save();
  await expect(toast(page, `"${sub.en}" was saved.`)).toBeVisible();
  await expect(list.table.row(sub.en)).toContainText("Inactive");

  await list.delete(sector.en);
  await expect(toast(page, `"${sector.en}" has 1 sub types; delete them first.`)).toBeVisible();
  await expect(list.table.rows).toHaveCount(2);

  // The table follows the language switch.
  await new AppShell(page, "en").switchLanguage();
  const nepali = new SetupListPage(page, "np", SECTORS);
  await expect(nepali.table.row(sub.np)).toContainText(tr("np", "setup:status.inactive"));
  await nepali.delete(sub.np);
  await expect(toast(page, tr("np", "setup:toasts.deleted", { name: sub.np }))).toBeVisible();
  await nepali.delete(sector.np);
  await expect(toast(page, tr("np", "setup:toasts.deleted", { name: sector.np }))).toBeVisible();
  await expect(nepali.table.empty).toBeVisible();
});
