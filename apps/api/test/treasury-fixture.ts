import { readFileSync } from "node:fs";
import path from "node:path";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { okResponse, type Requester } from "./client";

/** A treasury (FCGO) export kept in test/fixtures/treasury. */
export const treasuryFixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures/treasury", name));

/** A CSV upload of the import routes (field `file`). */
export const treasuryCsv = (name: string, content: Buffer = treasuryFixture(name)) => ({
  field: "file",
  name,
  type: "text/csv",
  content,
});

/** A fixture's text as filed for the budget year that starts in BS `startYear`: its title names that year (2082/83 as written). */
export const filedForYear = (text: string, startYear: number) =>
  Buffer.from(
    text.replaceAll(
      "२०८२/८३",
      toDevanagariDigits(`${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`),
    ),
  );

/** Imports one CSV through the API (must answer 200), under its report number, fiscal year, as-of date and unit. */
export const importTreasuryFile = async (
  as: Requester,
  file: { name: string; content?: Buffer },
  query: { report_number: string; fiscal_year_id: number; as_of: string; unit: string },
) =>
  okResponse(
    await as.upload("/api/treasury/import", { files: [treasuryCsv(file.name, file.content)] }, { query }),
  );
