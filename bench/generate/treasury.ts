import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";
import type { OfficeRow } from "./model";
import { MONTHS, type Size } from "./sizes";

/** Ids the treasury rows start after, and the fiscal year they belong to. */
export type TreasuryRefs = {
  fiscalYearId: number;
  startYear: number;
  base: Record<"snapshots" | "rows", number>;
};

const PROVINCES = ["कोशी", "मधेश", "बागमती", "गण्डकी", "लुम्बिनी", "कर्णाली", "सुदूरपश्चिम"];
const LAKH = 100_000 * 100;

/**
 * Treasury snapshots of the generated fiscal year: `size.treasuryDaysPerMonth` as-of dates in each of its
 * 12 months (29 at size L: a year of daily snapshots), each date with one snapshot of every report number
 * holding every office below the ministries (2066 two sub-heads, 2039 two economic codes, 2104 a project,
 * 2105 one row), spending growing day by day at each office's pace. Yields after each date so only one
 * date's rows are held in memory (the same two tables, emptied by every load).
 */
export function* treasuryTables(
  random: Random,
  size: Size,
  refs: TreasuryRefs,
  offices: readonly OfficeRow[],
) {
  const snapshots = new TableRows("treasury_snapshots", [
    "id",
    "report_number",
    "fiscal_year_id",
    "as_of",
    "unit",
    "file_name",
    "checksum",
    "row_count",
  ]);
  const rows = new TableRows("treasury_rows", [
    "id",
    "snapshot_id",
    "line",
    "ministry",
    "office_code",
    "office",
    "province",
    "subhead",
    "account_code",
    "account",
    "project_code",
    "project",
    "current_budget",
    "current_expense",
    "capital_budget",
    "capital_expense",
    "financing_budget",
    "financing_expense",
    "total_budget",
    "total_expense",
    "balance",
  ]);
  const ministries = new Map(offices.filter((o) => o.level === 1).map((o) => [o.path, o]));
  const filed = offices
    .filter((o) => o.level >= 2)
    .map((office) => {
      const ministry = [...ministries.entries()].find(([path]) => office.path.startsWith(path))?.[1];
      return {
        office,
        ministry: `मन्त्रालय ${ministry?.number ?? 0}`,
        province: random.pick(PROVINCES),
        current: random.int(10, 80) * LAKH,
        capital: random.int(20, 500) * LAKH,
        pace: random.int(40, 110) / 100,
      };
    });
  const days = size.treasuryDaysPerMonth;
  let snapshotId = refs.base.snapshots;
  let rowId = refs.base.rows;
  for (let month = 0; month < MONTHS; month++)
    for (let d = 0; d < days; d++) {
      const day = 1 + Math.floor((d * 29) / days);
      const bsYear = refs.startYear + (month < 9 ? 0 : 1);
      const asOf = `${bsYear}-${String(((month + 3) % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      const share = (month + day / 30) / MONTHS;
      for (const number of ["2066", "2105", "2104", "2039"] as const) {
        snapshotId++;
        let line = 5;
        const add = (text: Record<string, string | null>, c: number, ce: number, k: number, ke: number) =>
          rows.add([
            ++rowId,
            snapshotId,
            line++,
            text.ministry,
            text.office_code,
            text.office,
            text.province,
            text.subhead ?? null,
            text.account_code ?? null,
            text.account ?? null,
            text.project_code ?? null,
            text.project ?? null,
            number === "2039" ? null : c,
            number === "2039" ? null : ce,
            number === "2039" ? null : k,
            number === "2039" ? null : ke,
            number === "2105" ? 0 : null,
            number === "2105" ? 0 : null,
            c + k,
            ce + ke,
            c + k - ce - ke,
          ]);
        for (const f of filed) {
          const text = {
            ministry: f.ministry,
            office_code: `B${f.office.id}`,
            office: `कार्यालय ${f.office.number}`,
            province: f.province,
          };
          const ce = Math.round(f.current * share * f.pace);
          const ke = Math.round(f.capital * share * f.pace * 0.8);
          if (number === "2066") {
            add({ ...text, subhead: `B${f.office.id}-1` }, f.current, ce, 0, 0);
            add({ ...text, subhead: `B${f.office.id}-4` }, 0, 0, f.capital, ke);
          } else if (number === "2039") {
            add({ ...text, account_code: "22522", account: "कार्यक्रम खर्च" }, f.current, ce, 0, 0);
            add({ ...text, account_code: "31151", account: "सडक निर्माण" }, 0, 0, f.capital, ke);
          } else if (number === "2104")
            add(
              { ...text, project_code: `B${f.office.id}-P`, project: `आयोजना ${f.office.number}` },
              f.current,
              ce,
              f.capital,
              ke,
            );
          else add(text, f.current, ce, f.capital, ke);
        }
        snapshots.add([
          snapshotId,
          number,
          refs.fiscalYearId,
          asOf,
          "lakh",
          `bench-${number}-${asOf}.xlsx`,
          "0".repeat(64),
          line - 5,
        ]);
      }
      yield [snapshots, rows];
    }
}
