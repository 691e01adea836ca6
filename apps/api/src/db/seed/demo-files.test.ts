import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { seedDemoFiles } from "./demo-files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoFiles(t.database.db, t.app.storage);
});
afterAll(() => t.close());

type Listed = { data: { id: number; code?: string | null }[] };
type WithFiles = { files: { filename: string; file_url: string; size: number }[] };

/** The workbook behind a file link: its total row's amount and the sum of the rows above it. */
const totals = async (url: string) => {
  const res = await t.as(admin).get(url);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const values = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  const amounts = values.slice(2, -1).map((row) => Number(row[2]));
  return { rows: amounts.reduce((a, b) => a + b, 0), total: Number(values.at(-1)?.[2]) };
};

describe("demo files", () => {
  it("gives the first demo projects and contracts a workbook each, downloadable through their file links", async () => {
    const projects = okResponse<Listed>(
      await t.as(admin).get("/api/ayojana/all", { query: { per_page: 1000, search: "DEMO-" } }),
    ).data;
    const withFiles: WithFiles[] = [];
    for (const project of projects)
      withFiles.push(okResponse<WithFiles>(await t.as(admin).get(`/api/ayojana/show/${project.id}`)));
    const projectFiles = withFiles.flatMap((p) => p.files);
    expect(projectFiles).toHaveLength(8);
    expect(projectFiles[0].filename).toBe("लागत-अनुमान.xlsx");
    const project = await totals(projectFiles[0].file_url);
    expect(project.total).toBeGreaterThan(0);
    expect(project.total).toBe(project.rows);

    const contracts = okResponse<Listed>(
      await t.as(admin).get("/api/thekka/all", { query: { per_page: 1000 } }),
    ).data;
    const contractFiles: WithFiles["files"] = [];
    for (const contract of contracts)
      contractFiles.push(
        ...okResponse<WithFiles>(await t.as(admin).get(`/api/thekka/show/${contract.id}`)).files,
      );
    expect(contractFiles).toHaveLength(8);
    const contract = await totals(contractFiles[0].file_url);
    expect(contract.total).toBe(contract.rows);
  });
});
