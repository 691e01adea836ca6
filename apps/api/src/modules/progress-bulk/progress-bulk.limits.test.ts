import { monitorEventLoopDelay } from "node:perf_hooks";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOffice, countRows, signedInAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { bilingual, MAX_ROWS } from "../../lib/bulk-upload";
import { columnKeys, headerOf, SHEETS } from "./progress-bulk.sheet";

let t: TestApp;
let office: string;
let nikayaId: number;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A sheet laid out like the downloaded one but with `rows` milestone rows, written as a stream. */
const hugeSheet = async (rows: number): Promise<Buffer> => {
  const sink = new PassThrough();
  const parts: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => parts.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEETS.progress);
  sheet.addRow(["Progress"]).commit();
  sheet.addRow(["Progress"]).commit();
  sheet.addRow(columnKeys(1).map((key) => bilingual(headerOf(key)))).commit();
  for (let i = 1; i <= rows; i++)
    sheet.addRow([i, `M-${i}`, "Milestone", null, "No", 10, 1, "In progress", 1]).commit();
  sheet.commit();
  const meta = workbook.addWorksheet(SHEETS.meta);
  for (const row of [
    ["format", "pragati-bulk-progress-1"],
    ["nikaya_id", nikayaId],
    ["fiscal_year_id", 1],
    ["month", 1],
  ])
    meta.addRow(row).commit();
  meta.commit();
  await workbook.commit();
  return Buffer.concat(parts);
};

beforeAll(async () => {
  t = await createTestApp();
  nikayaId = (await buildOffice(t.database.db)).id;
  office = await signedInAs(t, "nikaya", nikayaId);
});
afterAll(() => t.close());

describe("bulk progress upload limits", () => {
  it("refuses a 100,000-row workbook with the row limit, reading it as a stream while other requests are answered", async () => {
    const file = await hugeSheet(100_000);
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const before = await countRows(t.database.db, "progress_entries");
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const heapBefore = process.memoryUsage().heapUsed;
    let settled = false;
    const upload = t
      .as(office)
      .upload(
        "/api/pragati/bulk/upload",
        { files: [{ name: "huge.xlsx", type: XLSX, content: file, field: "file" }] },
        { query: { nikaya_id: nikayaId, month: 1 } },
      )
      .finally(() => {
        settled = true;
      });
    const health = await t.anonymous.get("/api/health");
    const answeredWhileUploading = !settled;
    const res = await upload;
    delay.disable();

    expect(health.statusCode).toBe(200);
    expect(answeredWhileUploading).toBe(true);
    // The event loop was never held for long: reading happens chunk by chunk.
    expect(delay.max / 1e6).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(256 * 1024 * 1024);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      message: `The sheet has more than ${MAX_ROWS} rows; upload the sheet of one office and month.`,
      message_np: "पानामा ५००० भन्दा बढी पङ्क्ति छन्; एउटा निकाय र महिनाको पाना अपलोड गर्नुहोस्।",
    });
    expect(await countRows(t.database.db, "progress_entries")).toBe(before);
  }, 120_000);
});
