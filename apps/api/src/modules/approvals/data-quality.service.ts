import type { ApprovalStream, TDataQualityExplanation, TDataQualityWarning } from "@pragati/domain/contract";
import { DATA_QUALITY_CHECK_NAMES } from "@pragati/domain/reports";
import type { SQL } from "drizzle-orm";
import { type Executor, sql } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { MonthKey } from "./approvals.repository";
import { monthExplanations } from "./data-quality.repository";
import { monthWarnings, type Warning, warningKey } from "./data-quality-measures";

/** A warning with the explanation kept with its month (none: null). */
export type ExplainedWarning = TDataQualityWarning & { office_path: string };

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Every warning of a stream's month over the offices `offices` selects, each with the explanation kept
 * with its office's month: the checks (one statement per stream) and the explanations (one statement).
 */
export const explainedWarnings = async (
  executor: Executor,
  key: { stream: ApprovalStream; fiscalYearId: number; month: number },
  offices: (column: SQL) => SQL,
): Promise<ExplainedWarning[]> => {
  const [warnings, explanations] = await Promise.all([
    monthWarnings(executor, key.stream, { fiscalYearId: key.fiscalYearId, month: key.month, offices }),
    monthExplanations(executor, key, offices),
  ]);
  const kept = new Map(explanations.map((e) => [warningKey(e.office_id, e.check, e.record_id), e]));
  return warnings.map((warning) => {
    const explanation = kept.get(warningKey(warning.office_id, warning.check, warning.record_id));
    return {
      ...warning,
      explanation: explanation?.text ?? null,
      explained_by: explanation?.explained_by ?? null,
      explained_at: explanation ? iso(explanation.explained_at) : null,
    };
  });
};

/** A warning as the API answers it. */
export const presentWarning = ({ office_path: _path, ...warning }: ExplainedWarning): TDataQualityWarning =>
  warning;

const UNEXPLAINED = {
  en: "Explain each data-quality warning of the month before submitting it.",
  np: "महिना पेश गर्नुअघि प्रत्येक तथ्याङ्क गुणस्तर चेतावनीको स्पष्टीकरण दिनुहोस्।",
};

/** A warning's name in the 422's list: the check's name and the record. */
const named = (warning: Warning, lang: "en" | "np") =>
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
  const warnings = await monthWarnings(executor, key.stream, {
    fiscalYearId: key.fiscalYearId,
    month: key.month,
    offices: (column) => sql`${column} = ${key.officeId}`,
  });
  const byKey = new Map(given.map((e) => [warningKey(key.officeId, e.check, e.record_id), e]));
  const missing = warnings.filter((w) => !byKey.has(warningKey(key.officeId, w.check, w.record_id)));
  if (missing.length > 0) {
    const field = (w: Warning) => `explanations.${w.check}.${w.record_id}`;
    throw new AppError({
      status: 422,
      message: UNEXPLAINED.en,
      messageNp: UNEXPLAINED.np,
      errors: Object.fromEntries(missing.map((w) => [field(w), [named(w, "en")]])),
      errorsNp: Object.fromEntries(missing.map((w) => [field(w), [named(w, "np")]])),
    });
  }
  return warnings.map((w) => byKey.get(warningKey(key.officeId, w.check, w.record_id))!);
};
