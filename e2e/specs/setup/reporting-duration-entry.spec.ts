import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { SetupListPage } from "../../pages/setup-list-page";

const DURATIONS = { key: "reporting-duration", title: "Reporting durations", title_np: "प्रतिवेदन अवधि प्रकार" };

test("admin adds a reporting duration counted in months, with its bounds checked, edits and deletes it (English)", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = { np: `द्वैमासिक ${stamp}`, en: `Bimonthly ${stamp}` };
  await loginAs(page, "admin", "en");
  const list = new SetupListPage(page, "en", DURATIONS);
  await list.goto();
  await expect(list.table.row("Weekly")).toContainText("7 days");

  const dialog = await list.openAdd();
  await dialog.fill({ nameNp: name.np, name: name.en, duration: "13" });
  await dialog.save();
  await expect(dialog.root).toContainText(tr("en", "setup:errors.required"));
  await dialog.choose("durationUnit", "Months");
  await dialog.save();
  await expect(dialog.field("duration")).toHaveAccessibleDescription("Must be at most 12.");
  await dialog.fill({ duration: "2" });
  await dialog.save();
  await expect(toast(page, `"${name.en}" was added.`)).toBeVisible();

  await list.table.search(stamp);
  await expect(list.table.row(name.en)).toContainText("2 months");

  const edit = await list.openEdit(name.en);
  await edit.choose("durationUnit", "Days");
  await edit.fill({ duration: "60" });
  await edit.save();
  await expect(toast(page, `"${name.en}" was saved.`)).toBeVisible();
  await expect(list.table.row(name.en)).toContainText("60 days");

  await list.delete(name.en);
  await expect(toast(page, `"${name.en}" was deleted.`)).toBeVisible();
  await expect(list.table.empty).toBeVisible();
});
