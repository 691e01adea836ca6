import type ExcelJS from "exceljs";

let loaded: Promise<typeof ExcelJS> | null = null;

/**
 * ExcelJS, loaded on the first workbook written rather than at start: it weighs about 30 MB of the idle
 * process's memory, and most processes write a workbook rarely (exports, templates).
 */
export const loadExcelJs = (): Promise<typeof ExcelJS> => {
  loaded ??= import("exceljs").then((module) => module.default);
  return loaded;
};
