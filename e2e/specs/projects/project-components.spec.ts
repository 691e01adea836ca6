import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
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
  const headers = authHeader(admin.token);
  const options = async (list: string) =>
    (await (await request.get(`/api/${list}/options`, { headers })).json()).response as {
      id: number;
      parent_id: number | null;
    }[];
  const tree = (await (await request.get("/api/nikaya/tree", { headers })).json()).response as {
    id: number;
    code: string | null;
  }[];
  const division = tree.find((o) => o.code === "336-01-01");
  if (!division) throw new Error("The demo office 336-01-01 is missing");
  const years = (
    await (await request.get("/api/presets/fiscalyear/all", { headers, params: { per_page: 100 } })).json()
  ).response.data as { id: number; is_current: boolean }[];
  const created = await request.post("/api/ayojana/store", {
    headers,
    data: {
      fiscal_year_id: years.find((y) => y.is_current)?.id,
      name,
      type_id: (await options("ayojana-type")).find((o) => o.parent_id === null)?.id,
      sector_id: (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id,
      nikaya_id: division.id,
      initial_cost: 800,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

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
