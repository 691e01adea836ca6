import type { Locale } from "./types";

const DEVANAGARI_DIGITS = ["०", "१", "२", "३", "४", "५", "६", "७", "८", "९"] as const;

/** Replaces ASCII digits 0-9 with Devanagari digits; everything else is kept. */
export function toDevanagariDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d);
}

/** Replaces Devanagari digits with ASCII digits; everything else is kept. */
export function fromDevanagariDigits(str: string): string {
  // U+0966..U+096F are the Devanagari digits zero..nine.
  return str.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

/** Shows digits in the locale's script (Devanagari for np). */
export function localizeDigits(value: string | number, locale: Locale): string {
  return locale === "np" ? toDevanagariDigits(value) : String(value);
}

export type FormatNumberOptions = {
  /** Exactly this many decimals. */
  decimals?: number;
  /** When `decimals` is not set: round to at most this many decimals, trailing zeros dropped. Default 2. */
  maxDecimals?: number;
  /** Group thousands Nepali/Indian style (12,34,567). Default true. */
  grouping?: boolean;
};

// Nepali/Indian grouping: last three digits, then pairs.
function groupIntegerDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}`;
}

/**
 * Formats a number with Nepali/Indian grouping; Devanagari digits in np.
 * Non-finite values come back as '-'.
 */
export function formatNumber(n: number, locale: Locale, opts: FormatNumberOptions = {}): string {
  if (!Number.isFinite(n)) return "-";
  const grouping = opts.grouping ?? true;
  const fixed = opts.decimals !== undefined;
  const places = clampDecimals(fixed ? (opts.decimals ?? 0) : (opts.maxDecimals ?? 2));
  let text = Math.abs(n).toFixed(places);
  if (!fixed && text.includes(".")) text = text.replace(/\.?0+$/, "");
  const [intPart = "0", fracPart] = text.split(".");
  const body = (grouping ? groupIntegerDigits(intPart) : intPart) + (fracPart ? `.${fracPart}` : "");
  // No '-0' when a small negative rounds to zero.
  const negative = n < 0 && /[1-9]/.test(text);
  return localizeDigits(negative ? `-${body}` : body, locale);
}

/** Formats a value already in percent units (45.5 -> '45.5%' / '४५.५%'). */
export function formatPercent(n: number, locale: Locale, opts: FormatNumberOptions = {}): string {
  const text = formatNumber(n, locale, opts);
  return text === "-" ? text : `${text}%`;
}

function clampDecimals(d: number): number {
  return Math.min(20, Math.max(0, Math.trunc(d)));
}
