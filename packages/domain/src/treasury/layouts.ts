/*
 * The column layouts of the treasury (FCGO) exports, one per report number, declared here and nowhere
 * else: a real file's layout is added by adding its header spellings below. A file is recognised by its
 * header band (DOMAIN.md "Treasury"), not by the number the user chose. Header text is compared after
 * `normalizeHeader`, so spelling variants (शीर्षक / शिर्षक, पूँजीगत / पुँजीगत) need no separate entry;
 * a grouped header is written "group|sub" (चालु over बजेट is "चालु|बजेट").
 */

export const TREASURY_REPORT_NUMBERS = ["2104", "2105", "2066", "2039"] as const;
export type TreasuryReportNumber = (typeof TREASURY_REPORT_NUMBERS)[number];

/** Description columns: stored as text (codes as opaque digit strings). */
export const TREASURY_TEXT_COLUMNS = [
  "ministry",
  "office_code",
  "office",
  "province",
  "subhead",
  "account_code",
  "account",
  "project_code",
  "project",
] as const;
/** Amount columns: stored in paisa. Percentages are derived on read, never stored. */
export const TREASURY_AMOUNT_COLUMNS = [
  "current_budget",
  "current_expense",
  "capital_budget",
  "capital_expense",
  "financing_budget",
  "financing_expense",
  "total_budget",
  "total_expense",
  "balance",
] as const;
export type TreasuryTextColumn = (typeof TREASURY_TEXT_COLUMNS)[number];
export type TreasuryAmountColumn = (typeof TREASURY_AMOUNT_COLUMNS)[number];
export type TreasuryColumn = TreasuryTextColumn | TreasuryAmountColumn;

export type TreasuryLayout = {
  number: TreasuryReportNumber;
  title: { en: string; np: string };
  /** Columns the header must have for the file to be this report. */
  required: readonly TreasuryColumn[];
  /** Columns read when present. */
  optional: readonly TreasuryColumn[];
};

/** Folds the spelling variants of treasury headers: ी/ि, ू/ु, chandrabindu, case, dots, spaces, brackets. */
export const normalizeHeader = (text: string): string =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/ी/g, "ि")
    .replace(/ू/g, "ु")
    .replace(/[ँं]/g, "")
    .replace(/[\s.,:;()[\]'"’\-_/\\।]/g, "");

const group = (labels: readonly string[], subs: readonly string[]) =>
  labels.flatMap((g) => subs.map((s) => `${g}|${s}`));
const BUDGET = ["बजेट", "विनियोजन", "budget", "allocation"];
const EXPENSE = ["खर्च", "expense", "expenditure"];
const CURRENT = ["चालु", "current", "recurrent"];
const CAPITAL = ["पुँजीगत", "capital"];
const FINANCING = ["वित्तीयव्यवस्था", "वित्तीय", "financing", "financial"];
const TOTAL = ["कुल", "जम्मा", "total"];

/** Every spelling a column's header may have, before normalising. */
const HEADERS: Record<TreasuryColumn, readonly string[]> = {
  ministry: ["मन्त्रालय", "मन्त्रालयको नाम", "ministry", "ministry name"],
  office_code: ["कार्यालय कोड", "कार्यालय संकेत", "office code"],
  office: ["कार्यालय", "कार्यालयको नाम", "निकाय", "office", "office name", "agency"],
  province: ["प्रदेश", "province"],
  subhead: ["ब.उ.शि.नं.", "बजेट उपशीर्षक", "बजेट उपशीर्षक नं", "budget sub-head", "budget subhead", "sub-head"],
  account_code: ["खर्च शीर्षक", "आर्थिक संकेत", "खर्च संकेत", "economic code", "account code"],
  account: ["खर्च शीर्षकको नाम", "खाता", "account", "account description", "economic code description"],
  project_code: ["आयोजना कोड", "आयोजना संकेत", "project code"],
  project: ["आयोजना", "आयोजनाको नाम", "project", "project name"],
  current_budget: group(CURRENT, BUDGET),
  current_expense: group(CURRENT, EXPENSE),
  capital_budget: group(CAPITAL, BUDGET),
  capital_expense: group(CAPITAL, EXPENSE),
  financing_budget: group(FINANCING, BUDGET),
  financing_expense: group(FINANCING, EXPENSE),
  total_budget: [...group(TOTAL, BUDGET), "कुल बजेट", "total budget", ...BUDGET],
  total_expense: [...group(TOTAL, EXPENSE), "कुल खर्च", "total expense", ...EXPENSE],
  balance: ["मौज्दात", "बाँकी", "balance", "remaining"],
};

/** Normalised header -> column, for the matcher. */
export const HEADER_INDEX: ReadonlyMap<string, TreasuryColumn> = new Map(
  (Object.entries(HEADERS) as [TreasuryColumn, readonly string[]][]).flatMap(([column, labels]) =>
    labels.map((label) => [label.split("|").map(normalizeHeader).join("|"), column] as const),
  ),
);

/**
 * The four layouts. The numbers' meaning is not published (DOMAIN.md); each is told apart by its
 * description columns: project (2104), expenditure type with financing (2105), office (2066), economic
 * code (2039).
 */
export const TREASURY_LAYOUTS: readonly TreasuryLayout[] = [
  {
    number: "2104",
    title: { en: "Budget and expenditure by project", np: "आयोजनागत बजेट तथा खर्च" },
    required: ["ministry", "project", "total_budget", "total_expense"],
    optional: [
      "office_code",
      "office",
      "province",
      "subhead",
      "project_code",
      "current_budget",
      "current_expense",
      "capital_budget",
      "capital_expense",
      "balance",
    ],
  },
  {
    number: "2105",
    title: { en: "Budget and expenditure by type (progress)", np: "खर्च प्रकारअनुसार बजेट तथा खर्च (प्रगति)" },
    required: [
      "ministry",
      "current_budget",
      "current_expense",
      "capital_budget",
      "capital_expense",
      "financing_budget",
      "financing_expense",
      "total_budget",
      "total_expense",
    ],
    optional: ["office_code", "office", "province", "subhead", "balance"],
  },
  {
    number: "2066",
    title: { en: "Budget and expenditure by office", np: "कार्यालयगत बजेट तथा खर्च" },
    required: ["ministry", "office", "total_budget", "total_expense"],
    optional: [
      "office_code",
      "province",
      "subhead",
      "current_budget",
      "current_expense",
      "capital_budget",
      "capital_expense",
      "balance",
    ],
  },
  {
    number: "2039",
    title: { en: "Budget and expenditure by economic code", np: "खर्च शीर्षकगत बजेट तथा खर्च" },
    required: ["account_code", "total_budget", "total_expense"],
    optional: ["ministry", "office_code", "office", "province", "subhead", "account", "balance"],
  },
];

export const treasuryLayout = (number: TreasuryReportNumber): TreasuryLayout => {
  const layout = TREASURY_LAYOUTS.find((l) => l.number === number);
  if (!layout) throw new RangeError(`No treasury layout ${number}`);
  return layout;
};
