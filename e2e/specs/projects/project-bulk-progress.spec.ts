import { writeFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiLogin, authHeader, postDemoHead } from "../../fixtures/api";
import { loginAs } from "../../fixtures/auth";
import { devanagari, tr } from "../../fixtures/i18n";
import { BulkProgressModal } from "../../pages/bulk-progress-modal";
import { ProjectsPage } from "../../pages/projects-page";

/** The sheet's columns by their English header ("खर्च (लाख) (Expense (lakh))" -> "Expense (lakh)"). */
const columnsOf = (sheet: ExcelJS.Worksheet) => {
  const columns: Record<string, number> = {};
  sheet.getRow(3).eachCell((cell, column) => {
    const match = /\(([^()]+(?:\([^)]*\))?)\)$/.exec(String(cell.value));
    if (match) columns[match[1]] = column;
  });
  return columns;
};

test("the project head fills the month's Excel sheet of their projects: accepted whole, then a sheet with a bad row is refused with its row and column and nothing changes", async ({
  page,
  request,
}) => {
  test.slow();
  const name = `थोक प्रगति आयोजना ${Date.now()}`;
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
  const year = years.find((y) => y.is_current)?.id;
  const created = await request.post("/api/ayojana/store", {
    headers,
    data: {
      fiscal_year_id: year,
      name,
      type_id: (await options("ayojana-type")).find((o) => o.parent_id === null)?.id,
      sector_id: (await options("ayojana-sector")).find((o) => o.parent_id === null)?.id,
      nikaya_id: division.id,
      initial_cost: 800,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const projectId = (await created.json()).response.id as number;
  await postDemoHead(request, admin.token, projectId);

  await loginAs(page, "project", "np");
  await new ProjectsPage(page, "np").goto();
  const modal = new BulkProgressModal(page, "np", "projects");
  await modal.open();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await modal.download()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("प्रगति (Progress)");
  if (!sheet) throw new Error("no Progress sheet");
  const columns = columnsOf(sheet);
  let found = 0;
  sheet.eachRow((row, n) => {
    if (n > 3 && row.getCell(1).value === projectId) found = n;
  });
  expect(found, "the new project in the head's sheet").toBeGreaterThan(3);
  const row = sheet.getRow(found);
  expect(row.getCell(columns.Project).value).toBe(name);
  const problem = String(workbook.getWorksheet("समस्या (Problems)")?.getCell("A2").value);
  row.getCell(columns["Physical target (%)"]).value = 10;
  row.getCell(columns["Physical achievement (%)"]).value = 7;
  row.getCell(columns["Financial target (%)"]).value = 10;
  row.getCell(columns["Budget (lakh)"]).value = 60;
  row.getCell(columns["Expense (lakh)"]).value = 45;
  row.getCell(columns["Problem type"]).value = problem;
  row.getCell(columns.Remarks).value = "मुआब्जा वितरण बाँकी";
  const filled = test.info().outputPath("filled.xlsx");
  await writeFile(filled, Buffer.from(await workbook.xlsx.writeBuffer()));
  await modal.upload(filled);
  await expect(modal.result).toContainText(
    tr("np", "progress-bulk:projects.result.saved", { n: devanagari(1) }),
  );

  const month = Number(workbook.getWorksheet("meta")?.getCell(4, 2).value);
  const stored = async () =>
    (
      (await (await request.get(`/api/ayojana/${projectId}/progress`, { headers })).json()).response
        .months as {
        month: number;
        physical_achieved: number | null;
        remarks: string;
      }[]
    )[month];
  expect(await stored()).toMatchObject({ physical_achieved: 7, remarks: "मुआब्जा वितरण बाँकी" });

  // A bad figure: nothing of the sheet is kept, the problem names its row and column.
  row.getCell(columns["Physical achievement (%)"]).value = "धेरै";
  row.getCell(columns.Remarks).value = "बदलिएको";
  const bad = test.info().outputPath("bad.xlsx");
  await writeFile(bad, Buffer.from(await workbook.xlsx.writeBuffer()));
  await modal.upload(bad);
  await expect(modal.problems).toBeVisible();
  const letter = String.fromCharCode(64 + columns["Physical achievement (%)"]);
  await expect(modal.problem(devanagari(row.number), `${letter} (भौतिक उपलब्धि (%))`)).toContainText(
    "० वा बढीको अङ्क लेख्नुहोस्।",
  );
  await expect(modal.result).toHaveCount(0);
  expect(await stored()).toMatchObject({ physical_achieved: 7, remarks: "मुआब्जा वितरण बाँकी" });
});
