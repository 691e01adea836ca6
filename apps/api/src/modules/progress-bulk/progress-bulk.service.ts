import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  type TBulkProgressQuery,
  type TBulkProgressResult,
  type TProgressBody,
  ZProgressBody,
} from "@pragati/domain/contract";
import { PROGRESS_STATUSES, type ProgressStatus } from "@pragati/domain/progress";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import {
  bilingual,
  eachFilledRow,
  fileRefusal,
  monthSheetNames,
  normalizeLabel,
  type RowProblem,
  type SheetMeta,
  storeAllOrNone,
  toNumber,
} from "../../lib/bulk-upload";
import { type BilingualMessage, notFound, orNotFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { columnLetter } from "../../lib/spreadsheet";
import type { AuthContext } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { storeProgress } from "../progress/progress.service";
import { findFiscalYear, findOffice, reasonChoices, sheetMilestones } from "./progress-bulk.repository";
import {
  type ColumnKey,
  headerOf,
  type ReadSheet,
  type ReasonChoice,
  reasonLabel,
  type SheetMilestone,
  STATUS_LABELS,
  writeSheet,
} from "./progress-bulk.sheet";

/** The fiscal year of a month sheet to download: the one asked, else the current one. */
export const monthSheetYear = async (executor: Executor, query: TBulkProgressQuery) => {
  const id = await chosenOrCurrentFiscalYearId(executor, query.fiscal_year_id);
  return orNotFound(id ? findFiscalYear(executor, id) : null, { en: "Fiscal year", np: "आर्थिक वर्ष" });
};

const SHEET_TEXT = {
  otherSheet: {
    en: "This sheet was made for another office or month. Download the sheet for this office and month and fill it in.",
    np: "यो पाना अर्को निकाय वा महिनाको हो। यस निकाय र महिनाको पाना डाउनलोड गरेर भर्नुहोस्।",
  },
  futureMonth: {
    en: "Progress cannot be entered for a future month.",
    np: "आउँदो महिनाको प्रगति प्रविष्ट गर्न मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

/**
 * The fiscal year of an uploaded month sheet, from its meta: the sheet must be the one made for the
 * office and month asked, and the month may not lie ahead.
 */
export const uploadedSheetYear = async (db: Db, query: TBulkProgressQuery, meta: SheetMeta) => {
  if (meta.nikaya_id !== query.nikaya_id || meta.month !== query.month)
    throw fileRefusal(SHEET_TEXT.otherSheet);
  const year = await findFiscalYear(db, meta.fiscal_year_id);
  if (!year) throw fileRefusal(SHEET_TEXT.otherSheet);
  const [setup, calendar] = await Promise.all([buildSetupBlock(db), loadCalendar(db)]);
  if (calendar.fiscalMonthRange(year.start_year, query.month).start > setup.current_date)
    throw fileRefusal(SHEET_TEXT.futureMonth);
  return year;
};

/** What the month sheet holds, in its title. */
const SHEET_SUBJECT = { np: "प्रगति", en: "progress" };

/** `GET api/pragati/bulk/download`: the office's sheet for the month, with the entries already made. */
export const bulkSheet = async (db: Db, auth: AuthContext, query: TBulkProgressQuery) => {
  await assertOfficeInScope(db, auth, query.nikaya_id);
  const [office, year, setup, reasons] = await Promise.all([
    findOffice(db, query.nikaya_id),
    monthSheetYear(db, query),
    buildSetupBlock(db),
    reasonChoices(db),
  ]);
  if (!office) throw notFound({ en: "Office", np: "निकाय" });
  const milestones = await sheetMilestones(db, {
    nikayaId: office.id,
    fiscalYearId: year.id,
    month: query.month,
  });
  const names = monthSheetNames("pragati", SHEET_SUBJECT, office, year.start_year, query.month);
  // Enough reason columns for the limit and for any entry stored before the limit was lowered.
  const reasonColumns = Math.max(setup.reason_limit, ...milestones.map((m) => m.entry?.reasons.length ?? 0));
  const buffer = await writeSheet({
    nikaya_id: office.id,
    fiscal_year_id: year.id,
    month: query.month,
    title: names.title,
    milestones,
    reasons: reasons.filter((r) => r.active),
    reasonColumns,
    descriptionLimit: setup.description_limit,
  });
  return { buffer, filename: names.filename };
};

/**
 * Before the file is read: the office in scope (404), as `api/pragati/store` would answer for each row;
 * the file is not read when it refuses. The action-plan lock does not refuse progress (docs/product-rules.md):
 * the reporting window, checked per row by the store, decides.
 */
export const assertUploadTarget = async (db: Db, auth: AuthContext, query: TBulkProgressQuery) => {
  await assertOfficeInScope(db, auth, query.nikaya_id);
};

type Parsed = { body: TProgressBody; milestone: SheetMilestone; row: number };

const ROW_TEXT = {
  noMilestone: {
    en: "This row's milestone is not in the office's sheet for this month; download the sheet again.",
    np: "यो पङ्क्तिको माइलस्टोन यस निकायको यस महिनाको पानामा छैन; पाना फेरि डाउनलोड गर्नुहोस्।",
  },
  status: {
    en: "Choose the status from the list: Not started, In progress or Completed.",
    np: "सूचीबाट स्थिति छान्नुहोस्: सुरु नभएको, चालु वा सम्पन्न।",
  },
  statusMissing: { en: "Choose the status.", np: "स्थिति छान्नुहोस्।" },
  achievedMissing: { en: "Enter the achieved amount.", np: "उपलब्धि लेख्नुहोस्।" },
  achieved: {
    en: "Enter the achieved amount as a number of 0 or more.",
    np: "उपलब्धि ० वा बढीको अङ्कमा लेख्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

const duplicateRow = (first: number): BilingualMessage => ({
  en: `This milestone is already in row ${first}; keep one row per milestone.`,
  np: `यो माइलस्टोन पङ्क्ति ${toDevanagariDigits(first)} मा पनि छ; एउटा माइलस्टोनको एउटै पङ्क्ति राख्नुहोस्।`,
});
const unknownReason = (text: string): BilingualMessage => ({
  en: `"${text}" is not a reason of the list on the Reasons sheet.`,
  np: `"${text}" Reasons पानाको कारण सूचीमा छैन।`,
});

/** Every way a cell may name a status: the sheet's label, either language, or the code. */
const statusLookup = new Map<string, ProgressStatus>(
  PROGRESS_STATUSES.flatMap((s) =>
    [bilingual(STATUS_LABELS[s]), STATUS_LABELS[s].np, STATUS_LABELS[s].en, s].map(
      (label) => [normalizeLabel(label), s] as const,
    ),
  ),
);

/** Every way a cell may name a reason: the sheet's label, "main / sub" in either language, or codes. */
const reasonLookup = (choices: readonly ReasonChoice[]) => {
  const lookup = new Map<string, ReasonChoice>();
  for (const r of choices) {
    const labels = [reasonLabel(r), `${r.main.np} / ${r.sub.np}`, `${r.main.en} / ${r.sub.en}`];
    if (r.main.code && r.sub.code) labels.push(`${r.main.code} / ${r.sub.code}`);
    if (r.sub.code) labels.push(r.sub.code);
    for (const label of labels) lookup.set(normalizeLabel(label), r);
  }
  return lookup;
};

const sameEntry = (body: TProgressBody, entry: SheetMilestone["entry"]) => {
  if (!entry) return false;
  const pairs = (list: { main_type_id: number; sub_type_id: number }[]) =>
    list
      .map((r) => `${r.main_type_id}/${r.sub_type_id}`)
      .sort()
      .join(",");
  return (
    entry.status === body.status &&
    Math.abs(entry.achieved - body.achieved) < 1e-9 &&
    entry.explanation.trim() === body.explanation &&
    pairs(entry.reasons) === pairs(body.reasons)
  );
};

/**
 * `POST api/pragati/bulk/upload`: validates every filled row with the rules of `api/pragati/store` (by
 * storing it, as a savepoint, inside one transaction) and keeps all rows or none. Rows left blank and
 * rows equal to the stored entry are skipped.
 */
export const applySheet = async (
  db: Db,
  request: FastifyRequest,
  query: TBulkProgressQuery,
  sheet: ReadSheet,
): Promise<{ result: TBulkProgressResult } | { problems: RowProblem[] }> => {
  const year = await uploadedSheetYear(db, query, sheet.meta);

  const [milestones, choices] = await Promise.all([
    sheetMilestones(db, { nikayaId: query.nikaya_id, fiscalYearId: year.id, month: query.month }),
    reasonChoices(db),
  ]);
  const byId = new Map(milestones.map((m) => [m.id, m]));
  const reasons = reasonLookup(choices);
  const problems: RowProblem[] = [];
  const at = (row: number, preferred: ColumnKey[], message: BilingualMessage) => {
    const key = preferred.find((k) => sheet.columns[k] !== undefined) ?? "id";
    problems.push({ row, column: columnLetter(sheet.columns[key] ?? 1), header: headerOf(key), ...message });
  };
  const reasonKeys = (Object.keys(sheet.columns) as ColumnKey[])
    .filter((k) => k.startsWith("reason_"))
    .sort((a, b) => (sheet.columns[a] ?? 0) - (sheet.columns[b] ?? 0));
  const COLUMN_OF_FIELD: Record<string, ColumnKey[]> = {
    status: ["status"],
    achieved: ["achieved"],
    reasons: [...reasonKeys, "status"],
    explanation: ["explanation", "status"],
  };
  const columnsOf = (field: string) => COLUMN_OF_FIELD[field.split(".")[0]] ?? ["code", "id"];

  const parsed: Parsed[] = [];
  const skipped = eachFilledRow(
    sheet,
    {
      inputs: ["status", "achieved", "explanation", ...reasonKeys],
      records: byId,
      problems,
      atId: (row, message) => at(row, ["id"], message),
      unknown: ROW_TEXT.noMilestone,
      repeated: duplicateRow,
    },
    (row, milestone, text, clean) => {
      const statusText = text("status");
      const status = statusText === null ? undefined : statusLookup.get(normalizeLabel(String(statusText)));
      if (statusText === null) at(row, ["status"], ROW_TEXT.statusMissing);
      else if (!status) at(row, ["status"], ROW_TEXT.status);

      const achievedText = text("achieved");
      // "Not started" with nothing achieved needs no number.
      const achieved = achievedText === null ? (status === "not_started" ? 0 : null) : toNumber(achievedText);
      if (achievedText === null && achieved === null) at(row, ["achieved"], ROW_TEXT.achievedMissing);
      else if (achieved === null || achieved < 0) at(row, ["achieved"], ROW_TEXT.achieved);

      const chosen: { main_type_id: number; sub_type_id: number }[] = [];
      for (const key of reasonKeys) {
        const value = text(key);
        if (value === null) continue;
        const choice = reasons.get(normalizeLabel(String(value)));
        if (!choice) at(row, [key], unknownReason(String(value)));
        else chosen.push({ main_type_id: choice.main_type_id, sub_type_id: choice.sub_type_id });
      }
      if (!clean() || !status || achieved === null) return undefined;

      const body = ZProgressBody.safeParse({
        milestone_id: milestone.id,
        fiscal_year_id: year.id,
        month: query.month,
        status,
        achieved,
        reasons: chosen,
        explanation: String(text("explanation") ?? ""),
      });
      if (!body.success) {
        for (const issue of body.error.issues) {
          const max = "maximum" in issue ? Number(issue.maximum) : null;
          at(
            row,
            columnsOf(String(issue.path[0] ?? "")),
            max === null
              ? { en: "This value is not valid.", np: "यो मान मान्य छैन।" }
              : { en: `Must be at most ${max}.`, np: `बढीमा ${toDevanagariDigits(max)} हुनुपर्छ।` },
          );
        }
        return undefined;
      }
      if (sameEntry(body.data, milestone.entry)) return "unchanged";
      parsed.push({ body: body.data, milestone, row });
      return undefined;
    },
  );

  const warningRows: number[] = [];
  let created = 0;
  return storeAllOrNone(db, {
    rows: parsed,
    problems,
    store: async (tx, { body, milestone, row }) => {
      const stored = await storeProgress(tx, request, body);
      if (stored.warning) warningRows.push(row);
      if (!milestone.entry) created++;
    },
    refused: ({ row }, field, message) =>
      at(row, field === null ? ["code", "id"] : columnsOf(field), message),
    result: () => ({
      saved: parsed.length,
      created,
      updated: parsed.length - created,
      skipped,
      warning_rows: warningRows,
    }),
  });
};
