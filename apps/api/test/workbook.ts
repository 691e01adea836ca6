import ExcelJS from "exceljs";
import { expect } from "vitest";
import type { TestResponse } from "./client";

/** A workbook read from its bytes (an export's answer, a template the API hands out). */
export const workbookOf = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
};

/** The workbook of an Excel export that must answer 200 (the test fails with the body's start otherwise). */
export const exportedWorkbook = async (res: TestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return workbookOf(res.rawPayload);
};

/** The cell values of every row of a sheet, from column A; `includeEmpty` keeps the empty rows in place. */
export const sheetRows = (sheet: ExcelJS.Worksheet, options: { includeEmpty?: boolean } = {}) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: options.includeEmpty ?? false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};
