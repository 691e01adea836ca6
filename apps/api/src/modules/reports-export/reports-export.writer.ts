import type { Writable } from "node:stream";
import { loadExcelJs } from "../../lib/exceljs";
import type { Cell } from "../reports/report-cells";
import type { Sheet } from "./reports-export.sources";

/**
 * Writes one sheet with exceljs's streaming writer: every row is committed (flushed to the zip
 * stream) as soon as it is added, so only the current batch is held in memory. No shared-strings
 * table either, as it would grow with every distinct text of a long list.
 */
export const writeWorkbook = async (args: {
  stream: Writable;
  sheetName: string;
  title: [string, string];
  sheet: Sheet;
}) => {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: args.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(args.sheetName, {
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  worksheet.columns = args.sheet.heads.map((_, i) => ({ width: i < 2 ? 30 : 16 }));
  const bold = (values: Cell[]) => {
    const row = worksheet.addRow(values);
    row.font = { bold: true };
    row.commit();
  };
  bold([args.title[0]]);
  worksheet.addRow([args.title[1]]).commit();
  bold(args.sheet.heads);
  const formats = Object.entries(args.sheet.formats ?? {});
  for await (const batch of args.sheet.batches)
    for (const values of batch) {
      const row = worksheet.addRow(values);
      for (const [index, numFmt] of formats)
        if (typeof values[Number(index)] === "number") row.getCell(Number(index) + 1).numFmt = numFmt;
      row.commit();
    }
  if (args.sheet.totals) bold(args.sheet.totals);
  worksheet.commit();
  await workbook.commit();
};
