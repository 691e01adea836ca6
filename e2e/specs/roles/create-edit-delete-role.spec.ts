import { expect, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { AppShell } from "../../pages/app-shell";
import { toast } from "../../pages/mantine";
import { RolesPage } from "../../pages/roles-page";

test("admin adds a role in English after fixing its slug, renames it, and deletes it in Nepali", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `inspector-${stamp}`;
  await loginAs(page, "admin", "en");
  const roles = new RolesPage(page, "en");
  await roles.goto();
  // Built-in roles can be edited but not deleted.
  await expect(
    page.getByRole("button", { name: tr("en", "roles:actions.delete", { name: "Admin" }) }),
  ).toHaveCount(0);

  const form = await roles.openCreate();
  await form.fill({ name: `Inspector ${stamp}`, slug: "Inspector Role" });
  await form.save();
  await form.expectError("nameNp", tr("en", "roles:validation.nameNpRequired"));
  await form.expectError("slug", tr("en", "roles:validation.slugCharacters"));

  // A slug another role holds is refused by the server, under the field.
  await form.fill({ nameNp: `निरीक्षक ${stamp}`, slug: "sachib", description: "Inspects offices" });
  await form.save();
  await form.expectError("slug", "This slug is already used by another role");

  await form.fill({ slug });
  await form.save();
  await expect(toast(page, tr("en", "roles:form.created", { name: `Inspector ${stamp}` }))).toBeVisible();
  await roles.table.search(slug);
  const row = roles.table.row(slug);
  await expect(row).toContainText(`Inspector ${stamp}`);
  await expect(row).toContainText("Inspects offices");

  const edit = await roles.openEdit(`Inspector ${stamp}`);
  await edit.fill({ name: `Senior inspector ${stamp}` });
  await edit.save();
  await expect(
    toast(page, tr("en", "roles:form.updated", { name: `Senior inspector ${stamp}` })),
  ).toBeVisible();
  await expect(row).toContainText(`Senior inspector ${stamp}`);

  // In Nepali the row shows the Nepali name and Devanagari counts; deleting asks first.
  await new AppShell(page, "en").switchLanguage();
  const nepali = new RolesPage(page, "np");
  await expect(nepali.table.row(slug)).toContainText(`निरीक्षक ${stamp}`);
  await nepali.delete(`निरीक्षक ${stamp}`);
  await expect(toast(page, tr("np", "roles:toasts.deleted", { name: `निरीक्षक ${stamp}` }))).toBeVisible();
  await expect(nepali.table.row(slug)).toHaveCount(0);
});
