import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { toast } from "../../pages/mantine";
import { ProjectHeadsPage } from "../../pages/project-heads-page";
import { ProjectsPage } from "../../pages/projects-page";

test("the roads office posts the project head to a project; the head then sees that project and not its unposted neighbour", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const posted = `प्रमुख खटाइएको सडक ${stamp}`;
  const unposted = `प्रमुख नखटाइएको सडक ${stamp}`;
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
  const typeId = (await options("ayojana-type")).find((o) => o.parent_id === null)?.id;
  const sectorId = (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id;
  for (const name of [posted, unposted]) {
    const created = await request.post("/api/ayojana/store", {
      headers,
      data: {
        fiscal_year_id: years.find((y) => y.is_current)?.id,
        name,
        type_id: typeId,
        sector_id: sectorId,
        nikaya_id: division.id,
        initial_cost: 900,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }

  // The Department of Roads posts the division's head, from a date typed in Devanagari.
  await loginAs(page, "office", "en");
  const heads = new ProjectHeadsPage(page, "en");
  await heads.goto();
  const dialog = await heads.post({ project: posted, head: "Hari Karki", from: "२०८०-०४-०१" });
  await expect(toast(page, tr("en", "projects:heads.posted"))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await heads.table.search(posted);
  const row = heads.table.row(posted);
  await expect(row).toContainText("Hari Karki");
  await expect(row).toContainText(tr("en", "projects:heads.current"));

  // A second posting on the same days is refused with the overlap named under the posting date.
  const refused = await heads.post({ project: posted, head: "Hari Karki", from: "2081-01-01" });
  await expect(refused).toContainText("postings of heads on a project cannot overlap");
  await page.keyboard.press("Escape");

  // The head sees the posted project and not the other one of the same office.
  await loginAs(page, "project", "np");
  const projects = new ProjectsPage(page, "np");
  await projects.goto();
  await projects.table.search(posted);
  await expect(projects.table.row(posted)).toHaveCount(1);
  await projects.table.search(unposted);
  await expect(projects.table.empty).toBeVisible();
  await expect(projects.table.row(unposted)).toHaveCount(0);
});
