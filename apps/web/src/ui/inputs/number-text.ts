import { fromDevanagariDigits } from "@pragati/domain/calendar";

export type NumberRules = {
  /** Decimals accepted after the point (0: whole numbers only). */
  maxDecimals: number;
  /** Digits accepted before the point. */
  maxDigits: number;
  allowNegative: boolean;
};

/**
 * A number typed with either script's digits and optional thousands commas: null when empty, NaN when
 * the text is not a number within the rules (the form's schema refuses NaN with its own message).
 */
export const readNumber = (text: string, rules: NumberRules): number | null => {
  const ascii = fromDevanagariDigits(text).replace(/[,\s]/g, "");
  if (!ascii) return null;
  const sign = rules.allowNegative ? "-?" : "";
  const fraction = rules.maxDecimals > 0 ? `(\\.\\d{1,${rules.maxDecimals}})?` : "";
  const pattern = new RegExp(`^${sign}\\d{1,${rules.maxDigits}}${fraction}$`);
  return pattern.test(ascii) ? Number(ascii) : Number.NaN;
};

/** A number as the field's text (empty for none). */
export const numberText = (value: number | null): string =>
  value === null || Number.isNaN(value) ? "" : String(value);
