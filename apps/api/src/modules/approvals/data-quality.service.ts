import type { ApprovalStream, TDataQualityExplanation, TDataQualityWarning } from "@pragati/domain/contract";
import { DATA_QUALITY_CHECK_NAMES } from "@pragati/domain/reports";
import type { SQL } from "drizzle-orm";
import { type Executor, sql } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { MonthKey } from "./approvals.repository";
import { monthWarnings } from "./data-quality.repository";
import type { WarningRow } from "./data-quality-measures";

/**
 * Every warning of a stream's month over the offices `offices` selects, each with the explanation kept
 * with its office's month: one statement over the checks' one set of warnings (`warningCtes`).
 */
export const explainedWarnings = (
  executor: Executor,
  key: { stream: ApprovalStream; fiscalYearId: number; month: number },
  offices: (column: SQL) => SQL,
): Promise<WarningRow[]> => monthWarnings(executor, key, offices);

/** A warning as the API answers it. */
export const presentWarning = ({ office_path: _path, ...warning }: WarningRow): TDataQualityWarning =>
  warning;

const UNEXPLAINED = {
  en: "Explain each data-quality warning of the month before submitting it.",
  np: "महिना पेश गर्नुअघि प्रत्येक तथ्याङ्क गुणस्तर चेतावनीको स्पष्टीकरण दिनुहोस्।",
};

/** A warning's name in the 422's list: the check's name and the record. */
const named = (
  warning: Pick<TDataQualityWarning, "check" | "record_name" | "record_name_np">,
  lang: "en" | "np",
) =>
  `${DATA_QUALITY_CHECK_NAMES[warning.check][lang]}: ${lang === "np" ? warning.record_name_np : warning.record_name}`;

/**
 * The explanations a submission keeps: one for each warning of the office's month (a warning, never a
 * refusal of the figures); any warning without one answers 422 listing each unexplained warning under
 * `explanations.<check>.<record id>` in both languages, so a client shows what to explain. Explanations
 * of records that do not warn are not kept.
 */
export const explanationsToKeep = async (
  executor: Executor,
  key: MonthKey,
  given: readonly TDataQualityExplanation[],
) => {
  const warnings = await monthWarnings(executor, key, (column) => sql`${column} = ${key.officeId}`);
  const keyOf = (e: { check: string; record_id: number }) => `${e.check}:${e.record_id}`;
  const byKey = new Map(given.map((e) => [keyOf(e), e]));
  const missing = warnings.filter((w) => !byKey.has(keyOf(w)));
  if (missing.length > 0) {
    const field = (w: { check: string; record_id: number }) => `explanations.${w.check}.${w.record_id}`;
    throw new AppError({
      status: 422,
      message: UNEXPLAINED.en,
      messageNp: UNEXPLAINED.np,
      errors: Object.fromEntries(missing.map((w) => [field(w), [named(w, "en")]])),
      errorsNp: Object.fromEntries(missing.map((w) => [field(w), [named(w, "np")]])),
    });
  }
  return warnings.map((w) => byKey.get(keyOf(w))!);
};
