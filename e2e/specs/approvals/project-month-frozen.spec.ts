import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { tr } from "../../fixtures/i18n";
import { ProgressData } from "../../pages/progress-data";
import { ProjectsPage } from "../../pages/projects-page";

test("a project month submitted for approval is read-only on the project's progress step until it is returned (English)", async ({
  page,
  request,
}) => {
  const data = await ProgressData.asAdmin(request);
  const headers = authHeader((await apiLogin(request, "admin")).token);
  const { office } = await data.officeWithUser("Frozen Projects");
  const fiscalYearId = await data.currentYearId();
  const name = `Frozen bridge ${data.stamp}`;
  const project = await data.post<{ id: number }>("/api/ayojana/store", {
    fiscal_year_id: fiscalYearId,
    name,
    type_id: await data.firstOption("ayojana-type"),
    sector_id: await data.firstOption("ayojana-sector"),
    nikaya_id: office.id,
    initial_cost: 800,
  });
  // The month the progress step opens on: the project reporting month.
  const month = (await data.get<{ reporting_month: number }>(`/api/ayojana/${project.id}/progress`))
    .reporting_month;
  const key = { stream: "project", fiscal_year_id: fiscalYearId, month, office_id: office.id };
  const submitted = await request.post("/api/approvals/submit", { headers, data: key });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await loginAs(page, "admin", "en");
  const projects = new ProjectsPage(page, "en");
  await projects.goto();
  await projects.table.search(name);
  let form = await projects.open(name);
  await form.step("progress");
  const notice = () => form.root.getByTestId("month-approval-notice");
  const save = () => form.root.getByRole("button", { name: tr("en", "projects:progress.save") });
  await expect(notice()).toContainText(tr("en", "approvals:notice.submittedTitle", { month: "" }).trim());
  await expect(save()).toBeDisabled();
  await page.keyboard.press("Escape");

  // Returned with a reason: the office sees why, and the month can be saved again.
  const returned = await request.post("/api/approvals/return", {
    headers,
    data: { ...key, reason: "Expense does not match the bills" },
  });
  expect(returned.status(), await returned.text()).toBe(200);
  await page.reload();
  await projects.table.search(name);
  form = await projects.open(name);
  await form.step("progress");
  await expect(notice()).toContainText("Expense does not match the bills");
  await expect(save()).toBeEnabled();
});
