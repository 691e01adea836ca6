import { fromDevanagariDigits } from "../calendar/digits";

/** The units a treasury file declares its amounts in; every amount is stored in paisa (rupees x 100). */
export const TREASURY_UNITS = ["rupees", "thousands", "lakh"] as const;
export type TreasuryUnit = (typeof TREASURY_UNITS)[number];

/** Decimal places from the declared unit to paisa: rupees 2, thousands 5, lakh 7. */
const PAISA_SHIFT: Record<TreasuryUnit, number> = { rupees: 2, thousands: 5, lakh: 7 };

/** One amount read from a cell: paisa, null for an empty cell, or "invalid" when it is not a number. */
export type ParsedAmount = number | null | "invalid";

/**
 * Reads a treasury amount in the declared unit and returns it in paisa. Devanagari or Latin digits; every
 * comma is dropped, since South Asian grouping (1,23,45,678) and international grouping (12,345,678) both
 * occur and groups of three cannot be assumed; a negative is written in parentheses or with a minus; "-"
 * alone is zero, as the printed reports write it. Rounded half away from zero to the paisa.
 */
export function parseTreasuryAmount(
  cell: string | number | null | undefined,
  unit: TreasuryUnit,
): ParsedAmount {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "number")
    return Number.isFinite(cell) ? parseTreasuryAmount(String(cell), unit) : "invalid";
  let text = fromDevanagariDigits(cell).replace(/[,\s\u00a0]/g, "");
  if (text === "") return null;
  if (/^[-\u2013\u2014]$/.test(text)) return 0;
  let negative = false;
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1);
  } else if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1);
  }
  // Exponent notation comes from spreadsheet cells holding very large or small numbers.
  const exponent = /^(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(text);
  const plain = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const match = exponent ?? plain;
  if (!match || (match[1] === "" && (match[2] ?? "") === "")) return "invalid";
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  const shift = PAISA_SHIFT[unit] + (exponent ? Number(exponent[3]) : 0);
  const digits = `${whole}${fraction}`;
  // The decimal point of `digits` sits after whole.length places; move it `shift` places right.
  const point = whole.length + shift;
  const intPart = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  const rest = point <= 0 ? `${"0".repeat(-point)}${digits}` : digits.slice(point);
  const paisa = Number(intPart) + ((rest[0] ?? "0") >= "5" ? 1 : 0);
  if (!Number.isSafeInteger(paisa)) return "invalid";
  return negative && paisa !== 0 ? -paisa : paisa;
}

/** Paisa as rupees (two decimals), the unit the API answers in. */
export const paisaToRupees = (paisa: number): number => paisa / 100;
