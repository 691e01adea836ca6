import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  type TBulkProgressQuery,
  type TBulkProgressResult,
  ZProjectProgressBody,
} from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import {
  eachFilledRow,
  monthSheetNames,
  normalizeLabel,
  type RowProblem,
  storeAllOrNone,
  toNumber,
} from "../../lib/bulk-upload";
import { type BilingualMessage, notFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { columnLetter } from "../../lib/spreadsheet";
import { type AuthContext, authOf } from "../../plugins/auth";
import { buildSetupBlock } from "../calendar/calendar.service";
import { findOffice } from "../progress-bulk/progress-bulk.repository";
import { monthSheetYear, uploadedSheetYear } from "../progress-bulk/progress-bulk.service";
import {
  type ColumnKey,
  headerOf,
  INPUT_KEYS,
  NUMBER_KEYS,
  type ProblemChoice,
  problemLabel,
  type ReadSheet,
  type SheetProject,
  writeSheet,
} from "./project-progress-bulk.sheet";
import { assertHeadOffice, projectScopeOf, seesPostedProjectsOnly } from "./project-scope";
import { bulkSheetProjects, problemChoices } from "./projects.repository";
import { insideProjectWindow, storeProjectProgress, windowClosed } from "./projects.service";

/**
 * Bulk monthly project progress by Excel (docs/product-rules.md): an office's projects for one fiscal
 * month, downloaded as a sheet and uploaded whole. Every filled row is stored through
 * `storeProjectProgress` (the single save's scope, window and field rules, and the month figures) inside
 * one transaction, so all rows are kept or none.
 */

type Body = z.output<typeof ZProjectProgressBody>;

const TEXT = {
  noProject: {
    en: "This row's project is not in the office's sheet for this month; download the sheet again.",
    np: "यो पङ्क्तिको आयोजना यस निकायको यस महिनाको पानामा छैन; पाना फेरि डाउनलोड गर्नुहोस्।",
  },
  missing: { en: "Enter this figure.", np: "यो अङ्क लेख्नुहोस्।" },
  number: { en: "Enter a number of 0 or more.", np: "० वा बढीको अङ्क लेख्नुहोस्।" },
  percent: { en: "Enter a percentage from 0 to 100.", np: "० देखि १०० सम्मको प्रतिशत लेख्नुहोस्।" },
  invalid: { en: "This value is not valid.", np: "यो मान मान्य छैन।" },
} satisfies Record<string, BilingualMessage>;

const duplicateRow = (first: number): BilingualMessage => ({
  en: `This project is already in row ${first}; keep one row per project.`,
  np: `यो आयोजना पङ्क्ति ${toDevanagariDigits(first)} मा पनि छ; एउटा आयोजनाको एउटै पङ्क्ति राख्नुहोस्।`,
});
const unknownProblem = (text: string): BilingualMessage => ({
  en: `"${text}" is not a problem type of the list on the Problems sheet.`,
  np: `"${text}" Problems पानाको समस्या सूचीमा छैन।`,
});

/** The office asked must be the caller's (a project head's: one holding a project posted to them), else 404. */
const assertOffice = (executor: Executor, auth: AuthContext, officeId: number) =>
  seesPostedProjectsOnly(auth)
    ? assertHeadOffice(executor, auth, officeId)
    : assertOfficeInScope(executor, auth, officeId);

const choicesOf = async (executor: Executor): Promise<ProblemChoice[]> => {
  const rows = await problemChoices(executor);
  const choices: ProblemChoice[] = [];
  for (const row of rows) {
    const type = { en: row.type_name, np: row.type_name_np };
    if (!choices.some((c) => c.type_id === row.type_id))
      choices.push({ type_id: row.type_id, sub_type_id: null, type, sub: null });
    if (row.sub_type_id !== null)
      choices.push({
        type_id: row.type_id,
        sub_type_id: row.sub_type_id,
        type,
        sub: { en: row.sub_name ?? "", np: row.sub_name_np ?? "" },
      });
  }
  return choices;
};

const sheetProjects = async (
  executor: Executor,
  auth: AuthContext,
  options: { nikayaId: number; fiscalYearId: number; month: number },
): Promise<SheetProject[]> =>
  (await bulkSheetProjects(executor, { ...options, scope: await projectScopeOf(executor, auth) })).map(
    (row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      entry: row.entered
        ? {
            physical_target: row.physical_target,
            physical_achieved: row.physical_achieved,
            financial_target: row.financial_target,
            budget: row.budget,
            expense: row.expense,
            problem_type_id: row.problem_type_id,
            problem_sub_type_id: row.problem_sub_type_id,
            problems: row.problems,
            remarks: row.remarks,
          }
        : null,
    }),
  );

/** What the month sheet holds, in its title. */
const SHEET_SUBJECT = { np: "आयोजना प्रगति", en: "project progress" };

/** `GET api/ayojana/bulk/download`: the office's projects for the month, with the reports already made. */
export const bulkProjectSheet = async (db: Db, request: FastifyRequest, query: TBulkProgressQuery) => {
  const auth = authOf(request);
  await assertOffice(db, auth, query.nikaya_id);
  const [office, year, problems] = await Promise.all([
    findOffice(db, query.nikaya_id),
    monthSheetYear(db, query),
    choicesOf(db),
  ]);
  if (!office) throw notFound({ en: "Office", np: "निकाय" });
  const projects = await sheetProjects(db, auth, {
    nikayaId: office.id,
    fiscalYearId: year.id,
    month: query.month,
  });
  const names = monthSheetNames("ayojana", SHEET_SUBJECT, office, year.start_year, query.month);
  const buffer = await writeSheet({
    nikaya_id: office.id,
    fiscal_year_id: year.id,
    month: query.month,
    title: names.title,
    projects,
    problems,
  });
  return { buffer, filename: names.filename };
};

/**
 * Before the file is read: the office in scope (404) and, for everyone but admin, the project reporting
 * period (409), as the single save answers; the project locks do not freeze progress.
 */
export const assertBulkUploadOpen = async (db: Db, request: FastifyRequest, query: TBulkProgressQuery) => {
  const auth = authOf(request);
  await assertOffice(db, auth, query.nikaya_id);
  const setup = await buildSetupBlock(db);
  if (auth.roleSlug !== "admin" && !insideProjectWindow(setup)) throw windowClosed(setup);
};

const sameEntry = (body: Body, entry: SheetProject["entry"]) =>
  entry !== null &&
  NUMBER_KEYS.every((key) => Math.abs(entry[key] - body[key]) < 1e-9) &&
  (entry.problem_type_id ?? null) === (body.problem_type_id ?? null) &&
  (entry.problem_sub_type_id ?? null) === (body.problem_sub_type_id ?? null) &&
  entry.problems.trim() === body.problems &&
  entry.remarks.trim() === body.remarks;

/** The single save's fields and the sheet columns that show them. */
const COLUMN_OF_FIELD: Record<string, ColumnKey> = {
  physical_target: "physical_target",
  physical_achieved: "physical_achieved",
  financial_target: "financial_target",
  budget: "budget",
  expense: "expense",
  problem_type_id: "problem",
  problem_sub_type_id: "problem",
  problems: "problems",
  remarks: "remarks",
};

/**
 * `POST api/ayojana/bulk/upload`: checks every filled row, then stores each through the single save
 * (as a savepoint) inside one transaction and keeps all rows or none. Blank rows and rows equal to the
 * stored report are skipped.
 */
export const applyProjectSheet = async (
  db: Db,
  request: FastifyRequest,
  query: TBulkProgressQuery,
  sheet: ReadSheet,
): Promise<{ result: TBulkProgressResult } | { problems: RowProblem[] }> => {
  const year = await uploadedSheetYear(db, query, sheet.meta);

  const auth = authOf(request);
  const [projects, choices] = await Promise.all([
    sheetProjects(db, auth, { nikayaId: query.nikaya_id, fiscalYearId: year.id, month: query.month }),
    choicesOf(db),
  ]);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const problemByLabel = new Map<string, ProblemChoice>();
  for (const choice of choices)
    for (const label of [
      problemLabel(choice),
      choice.sub ? `${choice.type.np} / ${choice.sub.np}` : choice.type.np,
      choice.sub ? `${choice.type.en} / ${choice.sub.en}` : choice.type.en,
    ])
      problemByLabel.set(normalizeLabel(label), choice);

  const problems: RowProblem[] = [];
  const at = (row: number, key: ColumnKey, message: BilingualMessage) => {
    const column = sheet.columns[key] ?? sheet.columns.id ?? 1;
    problems.push({
      row,
      column: columnLetter(column),
      header: headerOf(sheet.columns[key] === undefined ? "id" : key),
      ...message,
    });
  };

  const parsed: { body: Body; project: SheetProject; row: number }[] = [];
  const skipped = eachFilledRow(
    sheet,
    {
      inputs: INPUT_KEYS,
      records: byId,
      problems,
      atId: (row, message) => at(row, "id", message),
      unknown: TEXT.noProject,
      repeated: duplicateRow,
    },
    (row, project, text, clean) => {
      const numbers: Partial<Record<(typeof NUMBER_KEYS)[number], number>> = {};
      for (const key of NUMBER_KEYS) {
        const value = text(key);
        const number = value === null ? null : toNumber(value);
        if (value === null) at(row, key, TEXT.missing);
        else if (number === null) at(row, key, TEXT.number);
        else if (key !== "budget" && key !== "expense" && number > 100) at(row, key, TEXT.percent);
        else numbers[key] = number;
      }
      const problemText = text("problem");
      const choice = problemText === null ? null : problemByLabel.get(normalizeLabel(String(problemText)));
      if (problemText !== null && !choice) at(row, "problem", unknownProblem(String(problemText)));
      if (!clean()) return undefined;

      const body = ZProjectProgressBody.safeParse({
        fiscal_year_id: year.id,
        month: query.month,
        ...numbers,
        problem_type_id: choice?.type_id ?? null,
        problem_sub_type_id: choice?.sub_type_id ?? null,
        problems: String(text("problems") ?? ""),
        remarks: String(text("remarks") ?? ""),
      });
      if (!body.success) {
        for (const issue of body.error.issues)
          at(row, COLUMN_OF_FIELD[String(issue.path[0] ?? "")] ?? "id", TEXT.invalid);
        return undefined;
      }
      if (sameEntry(body.data, project.entry)) return "unchanged";
      parsed.push({ body: body.data, project, row });
      return undefined;
    },
  );

  let created = 0;
  return storeAllOrNone(db, {
    rows: parsed,
    problems,
    store: async (tx, { body, project }) => {
      await storeProjectProgress(tx, request, project.id, body);
      if (!project.entry) created++;
    },
    refused: ({ row }, field, message) =>
      at(row, (field === null ? undefined : COLUMN_OF_FIELD[field]) ?? "id", message),
    result: () => ({
      saved: parsed.length,
      created,
      updated: parsed.length - created,
      skipped,
      warning_rows: [],
    }),
  });
};
