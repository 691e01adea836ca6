import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  openXlsx,
  readCsv,
  SpreadsheetError,
  type SpreadsheetLimits,
  type SpreadsheetRow,
  spreadsheetKind,
  spreadsheetRefusal,
} from "./spreadsheet";

const LIMITS: SpreadsheetLimits = {
  maxRows: 100,
  maxColumns: 10,
  maxCellChars: 50,
  maxUncompressedBytes: 1024 * 1024,
};

const all = async (rows: AsyncIterable<SpreadsheetRow>) => {
  const out: SpreadsheetRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
};
const problemOf = async (read: () => Promise<unknown>) => {
  try {
    await read();
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.problem;
    throw error;
  }
  throw new Error("expected a refusal");
};

/** A zip of deflated entries; `declared` overrides the uncompressed size written in the directory. */
const zipOf = (files: Record<string, string>, declared?: number) => {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = deflateRawSync(Buffer.from(text));
    const size = declared ?? Buffer.byteLength(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};
const BOOK = {
  "xl/workbook.xml": '<workbook><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  "xl/_rels/workbook.xml.rels":
    '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
};
const sheetXml = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;

describe("xlsx reader", () => {
  it("reads what ExcelJS writes: shared and rich text, numbers, formulas' results, booleans; blank cells are null", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Data");
    sheet.addRow(["  शीर्षक  ", "Amount", null, "Flag"]);
    sheet.addRow([{ richText: [{ text: "Bold " }, { text: "part" }] }, 1234.5, null, true]);
    sheet.addRow(["", { formula: "B2*2", result: 2469 }]);
    sheet.getCell("J5").value = "far";
    workbook.addWorksheet("Other").addRow(["x"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const book = await openXlsx(file, LIMITS);
    expect(book.sheetNames).toEqual(["Data", "Other"]);
    const rows = await all(book.rows("Data"));
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 5]);
    expect(rows[0].cells).toEqual(["शीर्षक", "Amount", undefined, "Flag"]);
    expect(rows[1].cells).toEqual(["Bold part", 1234.5, undefined, true]);
    expect(rows[2].cells[1]).toBe(2469);
    expect(rows[3].cells[9]).toBe("far");
    expect(await all(book.rows("Other"))).toEqual([{ row: 1, cells: ["x"] }]);
    expect(await problemOf(() => all(book.rows("Missing")))).toEqual({ kind: "no_sheet", sheet: "Missing" });
  });

  it("stops at the row, column and cell limits with where it stopped", async () => {
    const rows = Array.from(
      { length: 150 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    );
    const long = zipOf({ ...BOOK, "xl/worksheets/sheet1.xml": sheetXml(rows.join("")) });
    expect(await problemOf(async () => all((await openXlsx(long, LIMITS)).rows("Data")))).toEqual({
      kind: "too_many_rows",
      limit: 100,
    });
    const wide = zipOf({
      ...BOOK,
      "xl/worksheets/sheet1.xml": sheetXml('<row r="2"><c r="A2"><v>1</v></c><c r="K2"><v>2</v></c></row>'),
    });
    expect(await problemOf(async () => all((await openXlsx(wide, LIMITS)).rows("Data")))).toEqual({
      kind: "too_many_columns",
      limit: 10,
      row: 2,
    });
    const cell = zipOf({
      ...BOOK,
      "xl/worksheets/sheet1.xml": sheetXml(
        `<row r="4"><c r="C4" t="inlineStr"><is><t>${"x".repeat(51)}</t></is></c></row>`,
      ),
    });
    expect(await problemOf(async () => all((await openXlsx(cell, LIMITS)).rows("Data")))).toEqual({
      kind: "cell_too_long",
      limit: 50,
      row: 4,
      column: 3,
    });
  });

  it("counts unpacked bytes while inflating, so a zip bomb is refused even when its directory lies about the size", async () => {
    const bomb = sheetXml(`<row r="1"><c r="A1"><v>1</v></c></row>${" ".repeat(8 * 1024 * 1024)}`);
    for (const declared of [undefined, 100]) {
      const file = zipOf({ ...BOOK, "xl/worksheets/sheet1.xml": bomb }, declared);
      expect(file.length).toBeLessThan(64 * 1024);
      expect(await problemOf(async () => all((await openXlsx(file, LIMITS)).rows("Data")))).toEqual({
        kind: "too_large",
        limit: LIMITS.maxUncompressedBytes,
      });
    }
  });

  it("refuses what is not a readable workbook as unreadable (422), and limits as 413 in both languages", async () => {
    for (const file of [
      Buffer.from("not a zip at all"),
      zipOf({ "xl/workbook.xml": "<workbook/>" }),
      zipOf({ ...BOOK, "xl/worksheets/sheet1.xml": "<worksheet><sheetData><row>" }),
    ])
      expect(await problemOf(async () => all((await openXlsx(file, LIMITS)).rows("Data")))).toEqual({
        kind: "unreadable",
      });
    const refusal = spreadsheetRefusal({ kind: "cell_too_long", limit: 50, row: 12, column: 28 });
    expect(refusal.status).toBe(413);
    expect(refusal.message).toBe("Cell AB12 has more than 50 characters.");
    expect(refusal.messageNp).toBe("कोठा AB१२ मा ५० भन्दा बढी अक्षर छन्।");
    expect(spreadsheetRefusal({ kind: "unreadable" }).status).toBe(422);
  });
});

describe("csv reader", () => {
  const csv = (text: string, limits = LIMITS) => all(readCsv(Buffer.from(text), limits));

  it("reads quoted fields, doubled quotes, line breaks inside quotes, CRLF, a BOM and ; as separator", async () => {
    expect(await csv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n1,"two\nlines",\n')).toEqual([
      { row: 1, cells: ["a", "b, c", 'say "hi"'] },
      { row: 3, cells: ["1", "two\nlines", null] },
    ]);
    expect(await csv("क;ख\n१;(२)")).toEqual([
      { row: 1, cells: ["क", "ख"] },
      { row: 2, cells: ["१", "(२)"] },
    ]);
  });

  it("reads back any records written with quotes, LF or CRLF", async () => {
    const records = fc.array(fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 5 }), {
      minLength: 1,
      maxLength: 30,
    });
    await fc.assert(
      fc.asyncProperty(records, fc.boolean(), async (rows, crlf) => {
        const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
        const text = rows.map((r) => r.map(quote).join(",")).join(crlf ? "\r\n" : "\n");
        const read = await csv(text, { ...LIMITS, maxRows: 1000 });
        const expected = rows
          .map((r, i) => ({ row: i + 1, cells: r.map((c) => (c.trim() === "" ? null : c.trim())) }))
          .filter((r) => r.cells.some((c) => c !== null));
        expect(read).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it("reads a file streamed in chunks of any size as it reads the same file whole", async () => {
    const rows = fc.array(fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(rows, fc.integer({ min: 1, max: 9 }), async (records, size) => {
        const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
        const file = Buffer.from(`क;ख\r\n${records.map((r) => r.map(quote).join(";")).join("\r\n")}`);
        async function* chunks() {
          for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
        }
        const read = async (source: Buffer | AsyncIterable<Buffer>) => {
          const out = [];
          for await (const row of readCsv(source, LIMITS)) out.push(row);
          return out;
        };
        expect(await read(chunks())).toEqual(await read(file));
      }),
      { numRuns: 100 },
    );
  });

  it("reads a CRLF and a Devanagari letter cut by the 64 KB chunk boundary as one", async () => {
    const first = "a".repeat(64 * 1024 - 1);
    const rows = await csv(`${first}\r\nक\n${"b".repeat(64 * 1024 - 2)}क\n`, {
      ...LIMITS,
      maxCellChars: 70_000,
    });
    expect(rows.map((r) => [r.row, String(r.cells[0]).slice(-1), String(r.cells[0]).length])).toEqual([
      [1, "a", 64 * 1024 - 1],
      [2, "क", 1],
      [3, "क", 64 * 1024 - 1],
    ]);
  });

  it("stops at the row, column and cell limits", async () => {
    expect(await problemOf(() => csv("x\n".repeat(101)))).toEqual({ kind: "too_many_rows", limit: 100 });
    expect(await problemOf(() => csv("1,2,3,4,5,6,7,8,9,10,11"))).toEqual({
      kind: "too_many_columns",
      limit: 10,
      row: 1,
    });
    expect(await problemOf(() => csv(`a\nb,"${"y".repeat(60)}"`))).toEqual({
      kind: "cell_too_long",
      limit: 50,
      row: 2,
      column: 2,
    });
    expect(await problemOf(() => csv('a,"open'))).toEqual({ kind: "unreadable" });
  });

  it("tells the kind of a file from its name and first bytes", () => {
    expect(spreadsheetKind(zipOf(BOOK), "a.XLSX", false)).toBe("xlsx");
    expect(spreadsheetKind(Buffer.from("a,b"), "a.xlsx", false)).toBeNull();
    expect(spreadsheetKind(Buffer.from("a,b"), "a.csv", false)).toBe("csv");
    expect(spreadsheetKind(Buffer.from("a,b"), "a.csv", true)).toBeNull();
    expect(spreadsheetKind(Buffer.from("a,b"), "a.txt", false)).toBeNull();
  });
});
