import { bsDateText, fiscalMonthName } from "@pragati/domain/calendar";
import {
  AGGREGATION_NAMES,
  APPROVAL_STATE_NAMES,
  type Bilingual,
  COLUMN_NAMES,
  CONTRACT_CATEGORY_NAMES,
  CONTRACT_STAGE_NAMES,
  DATA_QUALITY_CHECK_NAMES,
  DATA_QUALITY_RECORD_NAMES,
  DECISION_STATUS_NAMES,
  DIRECTION_NAMES,
  measureName,
  NODE_KIND_NAMES,
  PROJECT_STATUS_NAMES,
  REVIEW_PERIOD_NAMES,
  type ReportLang,
  STATUS_NAMES,
  SUMMARY_LABELS,
  TIMELINESS_NAMES,
  TRACK_STATUS_NAMES,
} from "@pragati/domain/reports";

/**
 * The texts of an export in the request's `lang` (Nepali by default). Report titles, measure, column,
 * status and summary label names come from the report catalogue (`@pragati/domain/reports`), the
 * same the screens show; only the sheet's own words are here.
 */
export type Lang = ReportLang;
const tx = (en: string, np: string): Bilingual => ({ en, np });
export const pick = (text: Bilingual, lang: Lang) => text[lang];
/** A name in the export's language, falling back to the other one. */
export const nameIn = (lang: Lang, en: string | null | undefined, np: string | null | undefined) =>
  (lang === "np" ? np || en : en || np) ?? "";

/** The filters of the title row and the timetable's month headings. */
export const WORDS = {
  fiscalYear: tx("Fiscal year", "आर्थिक वर्ष"),
  month: tx("Month", "महिना"),
  upto: tx("up to the month", "महिनासम्म"),
  in: tx("in the month", "महिनामा मात्र"),
  allOffices: tx("All offices", "सबै निकाय"),
  approvedOnly: tx(
    "Approved months only (offices whose month is approved at its top level)",
    "स्वीकृत महिना मात्र (महिना माथिल्लो तहमा स्वीकृत भएका निकाय)",
  ),
  allYears: tx("All fiscal years", "सबै आर्थिक वर्ष"),
  oneOffice: tx("Office's own", "निकायको आफ्नै"),
  measure: tx("Measure", "मापन"),
  preset: tx("Preset milestones", "प्रिसेटका माइलस्टोन"),
  search: tx("Search", "खोज"),
  target: tx("target", "लक्ष्य"),
  achieved: tx("achieved", "उपलब्धि"),
  period: tx("Period", "अवधि"),
  percent: tx("%", "%"),
  yes: tx("Yes", "हो"),
  no: tx("No", "होइन"),
};

export const monthName = (value: number | null, lang: Lang) =>
  value === null ? null : fiscalMonthName(value, lang);

export type Cell = string | number | null;
type Row = Record<string, unknown>;

/**
 * The list fields not written as they are: an entry's month, a status, a band, a tree level and number,
 * a project's or a decision's status.
 * a project's status, an indicator's direction, aggregation, review period and status, a contract's
 * stage, category and its yes/no flags; an approval month's state and timeliness; a data-quality
 * warning's check and record kind.
 */
const VALUES: Record<string, (row: Row, lang: Lang) => Cell> = {
  month: (row, lang) => monthName(row.month as number | null, lang),
  status: (row, lang) => (row.status ? pick(STATUS_NAMES[row.status as string], lang) : null),
  band: (row, lang) => measureName(row.band as string, lang),
  kind: (row, lang) => pick(NODE_KIND_NAMES[row.kind as string], lang),
  project_status: (row, lang) => pick(PROJECT_STATUS_NAMES[row.project_status as string], lang),
  decision_status: (row, lang) => pick(DECISION_STATUS_NAMES[row.decision_status as string], lang),
  direction: (row, lang) => pick(DIRECTION_NAMES[row.direction as string], lang),
  aggregation: (row, lang) => pick(AGGREGATION_NAMES[row.aggregation as string], lang),
  review_period: (row, lang) => pick(REVIEW_PERIOD_NAMES[row.review_period as string], lang),
  track_status: (row, lang) => pick(TRACK_STATUS_NAMES[row.track_status as string], lang),
  stage: (row, lang) => pick(CONTRACT_STAGE_NAMES[row.stage as string], lang),
  category: (row, lang) => pick(CONTRACT_CATEGORY_NAMES[row.category as string], lang),
  late: (row, lang) => pick(row.late ? WORDS.yes : WORDS.no, lang),
  multi_year: (row, lang) => pick(row.multi_year ? WORDS.yes : WORDS.no, lang),
  visit_state: (row, lang) => measureName(row.visit_state as string, lang),
  treasury_percent: (row, lang) =>
    row.treasury_percent === null ? pick(SUMMARY_LABELS.noTreasury, lang) : (row.treasury_percent as number),
  treasury_flagged: (row, lang) => pick(row.treasury_flagged ? WORDS.yes : WORDS.no, lang),
  point_status: (row, lang) => measureName(row.point_status as string, lang),
  point_priority: (row, lang) => measureName(row.point_priority as string, lang),
  approval_state: (row, lang) => pick(APPROVAL_STATE_NAMES[row.approval_state as string], lang),
  timeliness: (row, lang) => (row.timeliness ? pick(TIMELINESS_NAMES[row.timeliness as string], lang) : null),
  check: (row, lang) => pick(DATA_QUALITY_CHECK_NAMES[row.check as string], lang),
  record_kind: (row, lang) => pick(DATA_QUALITY_RECORD_NAMES[row.record_kind as string], lang),
  // Indented so the tree reads in a sheet as on the screen.
  point_no: (row) => `${"  ".repeat(row.depth as number)}${row.point_no}`,
};

/** The list fields that hold a BS date (`…_date`, `…_on`, `as_of`). */
const DATE_FIELD = /(_date|_on|^as_of)$/;

/** A list column's heading. */
export const columnName = (key: string, lang: Lang) => pick(COLUMN_NAMES[key], lang);

/**
 * A list row's cell: a name with a Nepali twin (`<field>_np`) in the sheet's language, the fields of
 * `VALUES` as they read on the screen, any other field as it is.
 */
export const cellOf = (key: string, row: Row, lang: Lang): Cell => {
  const value = VALUES[key];
  if (value) return value(row, lang);
  if (`${key}_np` in row) return nameIn(lang, row[key] as string | null, row[`${key}_np`] as string | null);
  const raw = row[key];
  // A BS date reads as on the screen: २०८२/०४/०१ in a Nepali file.
  if (typeof raw === "string" && DATE_FIELD.test(key)) return bsDateText(raw, lang);
  return raw as Cell;
};
