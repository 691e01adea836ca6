import { expect, type Locator, test } from "@playwright/test";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ProjectsPage } from "../../pages/projects-page";

test("the project form's Next keeps an invalid step, and closing a changed form asks first (Esc and Cancel), in Nepali", async ({
  page,
}) => {
  await loginAs(page, "admin", "np");
  const projects = new ProjectsPage(page, "np");
  await projects.goto();
  const next = (root: Locator) =>
    root.getByRole("button", { name: tr("np", "projects:actions.next"), exact: true });
  const unsaved = page.getByRole("dialog", { name: tr("np", "common:unsaved.title") });

  // A clean form closes at once.
  let form = await projects.create();
  await page.keyboard.press("Escape");
  await expect(form.root).toBeHidden();
  await expect(unsaved).toBeHidden();

  // Next with the name empty stays on the first step and marks the field.
  form = await projects.create();
  await next(form.root).click();
  await expect(form.errorOf("name")).toBeVisible();
  await expect(form.field("name")).toBeVisible();
  await expect(form.field("type_id")).toBeHidden();
  await form.field("name").fill("सुनकोशी पुल");
  await next(form.root).click();
  await expect(form.field("type_id")).toBeVisible();

  // Esc on the changed form asks; keeping it keeps what was typed.
  await page.keyboard.press("Escape");
  await expect(unsaved).toBeVisible();
  await expect(unsaved).toContainText(tr("np", "common:unsaved.message"));
  await unsaved.getByRole("button", { name: tr("np", "common:unsaved.keep"), exact: true }).click();
  await expect(unsaved).toBeHidden();
  await expect(form.root).toBeVisible();
  await form.step("basic");
  await expect(form.field("name")).toHaveValue("सुनकोशी पुल");

  // Cancel asks too; discarding closes, and the next new form starts empty.
  await form.root.getByRole("button", { name: tr("np", "projects:actions.cancel"), exact: true }).click();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole("button", { name: tr("np", "common:unsaved.discard"), exact: true }).click();
  await expect(form.root).toBeHidden();
  form = await projects.create();
  await expect(form.field("name")).toHaveValue("");
});
