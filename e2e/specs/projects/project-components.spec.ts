import { expect, test } from "@playwright/test";
import { apiLogin, createDemoProject } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { chooseOption, seeAndCloseToast } from "../../pages/mantine";
import { ProjectsPage } from "../../pages/projects-page";

test("admin gives a project two weighted components and a month's progress of one; the profile shows the weighted physical progress for the year and since start, and a new weight weighs it again (Nepali)", async ({
  page,
  request,
}) => {
  const name = `कम्पोनेन्ट आयोजना ${Date.now()}`;
  const admin = await apiLogin(request, "admin");
  await createDemoProject(request, admin.token, name);

  await loginAs(page, "admin", "np");
  const projects = new ProjectsPage(page, "np");
  await projects.goto();
  await projects.table.search(name);
  const form = await projects.open(name);
  await form.step("components");
  const t = (key: string, vars: Record<string, string> = {}) => tr("np", `projects:components.${key}`, vars);
  await expect(form.root).toContainText(t("none"));

  const add = form.root.getByRole("group", { name: t("add") });
  for (const [np, en, weight] of [
    ["सडक", "Road", "६०"],
    ["पुल", "Bridge", "४०"],
  ]) {
    await add.getByRole("textbox", { name: t("nameNp") }).fill(np);
    await add.getByRole("textbox", { name: t("nameEn") }).fill(en);
    await add.getByRole("textbox", { name: t("weight") }).fill(weight);
    await form.root.getByRole("button", { name: t("add"), exact: true }).click();
    await seeAndCloseToast(page, t("added"));
  }
  const table = form.root.getByRole("table", { name: t("title") });
  await expect(table.getByRole("row", { name: /सडक/ })).toContainText("६०%");
  await expect(table.getByRole("row", { name: /पुल/ })).toContainText("४०%");

  // Road 50 % in Shrawan: the project is 0.6 x 50 = 30 % this year and since start.
  await chooseOption(page, t("name"), "सडक");
  await chooseOption(page, tr("np", "projects:progress.month"), "साउन");
  await form.root.getByRole("textbox", { name: t("achieved") }).fill("५०");
  await form.root.getByRole("button", { name: t("saveProgress"), exact: true }).click();
  await seeAndCloseToast(page, t("progressSaved"));
  await expect(form.root.getByTestId("project-physical")).toHaveText(
    t("physicalWeighted", { year: "३०%", total: "३०%" }),
  );
  await expect(table.getByRole("row", { name: /सडक/ })).toContainText("५०%");

  // Road's weight 60 -> 40: the weights are equal, so the project is 0.5 x 50 = 25 %.
  await table
    .getByRole("row", { name: /सडक/ })
    .getByRole("button", { name: t("edit"), exact: true })
    .click();
  const edit = form.root.getByRole("group", { name: t("editTitle") });
  await expect(edit.getByRole("textbox", { name: t("nameNp") })).toHaveValue("सडक");
  await edit.getByRole("textbox", { name: t("weight") }).fill("४०");
  await edit.getByRole("button", { name: t("saveEdit"), exact: true }).click();
  await seeAndCloseToast(page, t("edited"));
  await expect(form.root.getByTestId("project-physical")).toHaveText(
    t("physicalWeighted", { year: "२५%", total: "२५%" }),
  );
  await expect(table.getByRole("row", { name: /सडक/ })).toContainText("५०%");
  await expect(form.root.getByRole("group", { name: t("editTitle") })).toHaveCount(0);
});
