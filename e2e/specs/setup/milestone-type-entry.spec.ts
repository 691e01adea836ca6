import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { SetupListPage } from "../../pages/setup-list-page";

const MILESTONE_TYPES = { key: "milestone-types", title: "Milestone types", title_np: "माइलस्टोन प्रकार" };

test("admin adds a milestone type and a subtype, edits, is refused deleting the type in use, then deletes both (Nepali)", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const main = { np: `अनुगमन ${stamp}`, en: `Monitoring ${stamp}` };
  const sub = { np: `स्थलगत अनुगमन ${stamp}`, en: `Field monitoring ${stamp}` };
  await loginAs(page, "admin", "np");
  const list = new SetupListPage(page, "np", MILESTONE_TYPES);
  await list.goto();

  // Empty names are refused before anything is sent.
  let dialog = await list.openAdd();
  await dialog.save();
  await expect(dialog.field("nameNp")).toHaveAccessibleDescription(tr("np", "setup:errors.required"));
  await expect(dialog.field("name")).toHaveAccessibleDescription(tr("np", "setup:errors.required"));
  await dialog.fill({ nameNp: main.np, name: main.en, sortOrder: "९९०" });
  await expect(dialog.field("nameNp")).not.toHaveAttribute("aria-invalid", "true");
  await dialog.save();
  await expect(toast(page, tr("np", "setup:toasts.added", { name: main.np }))).toBeVisible();
  await expect(dialog.root).toBeHidden();

  dialog = await list.openAdd();
  await dialog.fill({ nameNp: sub.np, name: sub.en });
  await dialog.choose("parent", main.np);
  await dialog.save();
  await expect(toast(page, tr("np", "setup:toasts.added", { name: sub.np }))).toBeVisible();

  await list.table.search(stamp);
  await expect(list.table.rows).toHaveCount(2);
  await expect(list.table.row(sub.np)).toContainText(`↳ ${sub.np}`);
  await expect(list.table.row(sub.np)).toContainText(main.np);
  await expect(list.table.row(main.np).first()).toContainText(devanagari(990));

  // Edit the main type's Nepali name.
  const renamed = `${main.np} (सम्पादित)`;
  dialog = await list.openEdit(main.np);
  await expect(dialog.field("nameNp")).toHaveValue(main.np);
  await dialog.fill({ nameNp: renamed });
  await dialog.save();
  await expect(toast(page, tr("np", "setup:toasts.saved", { name: renamed }))).toBeVisible();
  await expect(list.table.rows.filter({ hasText: renamed }).first()).toBeVisible();

  // A main type with a subtype is in use: the server refuses, in Nepali.
  await list.delete(renamed);
  await expect(toast(page, `"${renamed}" अन्तर्गत १ उप प्रकार छन्; पहिले तिनलाई हटाउनुहोस्।`)).toBeVisible();
  await expect(list.table.rows).toHaveCount(2);

  await list.delete(sub.np);
  await expect(toast(page, tr("np", "setup:toasts.deleted", { name: sub.np }))).toBeVisible();
  await expect(list.table.rows).toHaveCount(1);
  await list.delete(renamed);
  await expect(toast(page, tr("np", "setup:toasts.deleted", { name: renamed }))).toBeVisible();
  await expect(list.table.empty).toHaveText(tr("np", "table:noData"));
});
