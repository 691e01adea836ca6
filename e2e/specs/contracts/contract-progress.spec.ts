import { expect, test } from "@playwright/test";
import { apiLogin, authHeader } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { ContractProgressPage } from "../../pages/contracts-page";
import { toast } from "../../pages/mantine";

test("the month's contract progress shows a new contract among its figures and records; the office submits the month and it stays as submitted", async ({
  page,
}) => {
  const office = await loginAs(page, "office", "en");
  const admin = await apiLogin(page.request, "admin");
  const ownOffice = office.user.nikaya_id as number;
  const headers = authHeader(office.token);
  const profile = await (await page.request.get("/api/profile/get-profile", { headers })).json();
  const year = profile.setup.current_fiscal_year_id_by_current_date as number;
  const month = async () =>
    (await (await page.request.get("/api/thekka-pragarti", { headers })).json()).response as {
      figures: { due_count: number };
    };
  const before = await month();

  // A project of the office's own and a contract planned for award before the month ended.
  const typeId = (
    (await (await page.request.get("/api/ayojana-type/options", { headers })).json()).response as {
      id: number;
      parent_id: number | null;
    }[]
  ).find((item) => item.parent_id === null)?.id;
  const sectorId = (
    (await (await page.request.get("/api/ayojana-sector/options", { headers })).json()).response as {
      id: number;
      parent_id: number | null;
    }[]
  ).find((item) => item.parent_id === null)?.id;
  const project = await page.request.post("/api/ayojana/store", {
    headers: authHeader(admin.token),
    data: {
      fiscal_year_id: year,
      name: `Contract progress project ${Date.now()}`,
      type_id: typeId,
      sector_id: sectorId,
      nikaya_id: ownOffice,
      office_ids: [],
      initial_cost: 900,
    },
  });
  expect(project.status(), await project.text()).toBe(200);
  const number = `DOR/MONTH/${Date.now()}`;
  const contract = await page.request.post("/api/thekka/store", {
    headers,
    data: {
      project_id: (await project.json()).response.id,
      nikaya_id: ownOffice,
      fiscal_year_id: year,
      number,
      title: "Bridge bearings supply",
      category: "goods",
      method: "sealed_quotation",
      estimated_amount: 42.5,
      planned: { award: "2082-06-01" },
    },
  });
  expect(contract.status(), await contract.text()).toBe(200);

  const progress = new ContractProgressPage(page, "en");
  await progress.goto();
  const due = String(before.figures.due_count + 1);
  await expect(progress.figure("due_count").getByRole("cell").nth(1)).toHaveText(due);
  await expect(progress.record(number)).toContainText("Due");

  await progress.submit("One supply contract waits for its award.");
  await expect(toast(page, "The month's contract progress was submitted.")).toBeVisible();
  await expect(progress.submitted).toBeVisible();
  // Kept as submitted beside the figures from the records.
  await expect(progress.figure("due_count").getByRole("cell").nth(2)).toHaveText(due);
});
