import { localizeDigits } from "@pragati/domain/calendar";
import { TREASURY_NONE } from "@pragati/domain/contract";
import {
  COLUMN_NAMES,
  CONTRACT_CATEGORY_NAMES,
  CONTRACT_STAGE_NAMES,
  DIRECTION_NAMES,
  measureName,
  PROJECT_STATUS_NAMES,
  type ReportCatalogueEntry,
  SUMMARY_LABELS,
} from "@pragati/domain/reports";
import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { columnName, type Lang, monthName, nameIn, pick, WORDS } from "../reports/report-cells";
import type { ReportContext } from "../reports/report-context";

type Named = { id: number; name: string; name_np: string };

/**
 * The two title rows of an export: the report's name, then every filter used (fiscal year, month and
 * month type, office subtree, one office, milestone or project type, the project's sector, priority
 * and status, an indicator's direction, measure, preset, search), in the request's language.
 */
export const titleRows = async (args: {
  executor: Executor;
  report: ReportCatalogueEntry;
  ctx: ReportContext;
  query: Record<string, unknown>;
  lang: Lang;
}): Promise<[string, string]> => {
  const { executor, report, ctx, query, lang } = args;
  const [year] = await queryRows<{ title: string; title_np: string }>(
    executor,
    sql`SELECT title, title_np FROM fiscal_years WHERE id = ${ctx.fiscalYearId}`,
  );
  const yearName = `${pick(WORDS.fiscalYear, lang)}: ${year ? nameIn(lang, year.title, year.title_np) : ctx.fiscalYearId}`;
  if (report.treasury !== null) return [pick(report.title, lang), await treasuryFilters(args, yearName)];
  const officeIds = [ctx.rootId, ctx.officeId].filter((id): id is number => id !== null);
  const offices =
    officeIds.length === 0
      ? []
      : await queryRows<Named>(
          executor,
          sql`SELECT id, name, name_np FROM offices WHERE id IN (${sql.join(officeIds, sql`, `)})`,
        );
  const sectorId = typeof query.sector_id === "number" ? query.sector_id : null;
  const meetingTypeId = typeof query.meeting_type_id === "number" ? query.meeting_type_id : null;
  const types = [ctx.typeId, ctx.subtypeId, sectorId, meetingTypeId].filter(
    (id): id is number => id !== null && id > 0,
  );
  const typeNames =
    types.length === 0
      ? []
      : await queryRows<Named>(
          executor,
          sql`SELECT id, name, name_np FROM setup_items WHERE id IN (${sql.join(types, sql`, `)})`,
        );
  const officeName = (id: number) => {
    const office = offices.find((o) => o.id === id);
    return office ? nameIn(lang, office.name, office.name_np) : String(id);
  };
  const typeName = (id: number) => {
    const type = typeNames.find((t) => t.id === id);
    return id === 0
      ? pick(SUMMARY_LABELS.none, lang)
      : type
        ? nameIn(lang, type.name, type.name_np)
        : String(id);
  };

  const month = `${pick(WORDS.month, lang)}: ${monthName(ctx.month, lang)}${
    // The fiscal-year lists read "up to" the month whatever the month type.
    report.monthType ? ` (${pick(ctx.monthType === "in" ? WORDS.in : WORDS.upto, lang)})` : ""
  }`;
  // The decision reports have no month (overdue is as of today); their rows by fiscal year and the
  // pending list read every fiscal year.
  const everyYear =
    report.decisionFilters &&
    (query.group_by === "fiscal_year" || report.path === "meetings/pending-decisions");
  const parts = [
    everyYear ? `${pick(WORDS.fiscalYear, lang)}: ${pick(WORDS.allYears, lang)}` : yearName,
    ...(report.decisionFilters ? [] : [month]),
    `${pick(SUMMARY_LABELS.office, lang)}: ${ctx.rootId === null ? pick(WORDS.allOffices, lang) : officeName(ctx.rootId)}`,
  ];
  if (meetingTypeId !== null)
    parts.push(`${pick(SUMMARY_LABELS.meeting_type, lang)}: ${typeName(meetingTypeId)}`);
  if (ctx.officeId !== null) parts.push(`${pick(WORDS.oneOffice, lang)}: ${officeName(ctx.officeId)}`);
  if (ctx.approval === "approved") parts.push(pick(WORDS.approvedOnly, lang));
  if (ctx.typeId !== null) parts.push(`${pick(SUMMARY_LABELS.type, lang)}: ${typeName(ctx.typeId)}`);
  if (ctx.subtypeId !== null) parts.push(`${pick(SUMMARY_LABELS.subtype, lang)}: ${typeName(ctx.subtypeId)}`);
  if (ctx.rating !== null) parts.push(`${columnName("rating", lang)}: ${localizeDigits(ctx.rating, lang)}`);
  if (sectorId !== null) parts.push(`${pick(COLUMN_NAMES.sector_name, lang)}: ${typeName(sectorId)}`);
  if (typeof query.priority === "string")
    parts.push(`${pick(COLUMN_NAMES.priority, lang)}: ${query.priority}`);
  if (typeof query.status === "string" && PROJECT_STATUS_NAMES[query.status])
    parts.push(
      `${pick(COLUMN_NAMES.project_status, lang)}: ${pick(PROJECT_STATUS_NAMES[query.status], lang)}`,
    );
  if (typeof query.direction === "string" && DIRECTION_NAMES[query.direction])
    parts.push(`${pick(COLUMN_NAMES.direction, lang)}: ${pick(DIRECTION_NAMES[query.direction], lang)}`);
  if (typeof query.category === "string" && CONTRACT_CATEGORY_NAMES[query.category])
    parts.push(
      `${pick(COLUMN_NAMES.category, lang)}: ${pick(CONTRACT_CATEGORY_NAMES[query.category], lang)}`,
    );
  if (typeof query.stage === "string" && CONTRACT_STAGE_NAMES[query.stage])
    parts.push(`${pick(COLUMN_NAMES.stage, lang)}: ${pick(CONTRACT_STAGE_NAMES[query.stage], lang)}`);
  if (typeof query.measure === "string")
    parts.push(`${pick(WORDS.measure, lang)}: ${measureName(query.measure, lang)}`);
  if (Array.isArray(query.milestone_ids))
    parts.push(`${pick(WORDS.preset, lang)}: ${localizeDigits(query.milestone_ids.length, lang)}`);
  if (ctx.search) parts.push(`${pick(WORDS.search, lang)}: ${ctx.search}`);
  return [pick(report.title, lang), parts.join(" · ")];
};

/**
 * A treasury report's filters: the budget year, the snapshot's as-of date (the one asked for, else the
 * year's newest; the daily analysis reads every date up to it), the ministry, office and province as
 * named in the file.
 */
const treasuryFilters = async (
  { executor, report, ctx, query, lang }: Parameters<typeof titleRows>[0],
  yearName: string,
): Promise<string> => {
  const [newest] =
    typeof query.as_of === "string"
      ? [{ as_of: query.as_of }]
      : await queryRows<{ as_of: string | null }>(
          executor,
          sql`SELECT max(as_of) AS as_of FROM treasury_snapshots
               WHERE report_number = ${report.treasury} AND fiscal_year_id = ${ctx.fiscalYearId}`,
        );
  const parts = [
    yearName,
    `${pick(SUMMARY_LABELS.asOf, lang)}: ${localizeDigits(newest?.as_of ?? "—", lang)}`,
  ];
  for (const key of ["ministry", "office", "province"] as const)
    if (typeof query[key] === "string")
      parts.push(
        `${pick(SUMMARY_LABELS[key], lang)}: ${query[key] === TREASURY_NONE ? pick(SUMMARY_LABELS.none, lang) : query[key]}`,
      );
  return parts.join(" · ");
};
