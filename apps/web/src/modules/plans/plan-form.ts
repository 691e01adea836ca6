import { type Calendar, toBsString, tryParseBs } from "@pragati/domain/calendar";
import { parseQuantity } from "./plan-numbers";

/** A client-side refusal: the field it belongs under and its message key in `plans:validation`. */
export type Problem<F extends string> = { field: F; key: string; values?: Record<string, string | number> };

/** The lengths the API accepts (plans.contract.ts). */
export const LIMITS = { pointNo: 50, text: 1000 } as const;

/** A required text within its length. */
export const checkText = <F extends string>(field: F, text: string, max: number): Problem<F>[] => {
  const value = text.trim();
  if (!value) return [{ field, key: "required" }];
  return value.length > max ? [{ field, key: "tooLong", values: { n: max } }] : [];
};

/** An optional amount or quantity: empty, or a number of at least `min`. */
export const checkQuantity = <F extends string>(
  field: F,
  text: string,
  { required = false, min = 0, above = false }: { required?: boolean; min?: number; above?: boolean } = {},
): Problem<F>[] => {
  if (!text.trim()) return required ? [{ field, key: "required" }] : [];
  const value = parseQuantity(text);
  if (value === null) return [{ field, key: "number" }];
  if (above ? value <= min : value < min) return [{ field, key: above ? "aboveZero" : "notNegative" }];
  return [];
};

/** An optional amount as the API takes it. */
export const quantityOrNull = (text: string): number | null => (text.trim() ? parseQuantity(text) : null);

/** A BS date as stored (`YYYY-MM-DD`); null when empty, "invalid" when it is not a date of the month table. */
export const bsDateValue = (text: string, calendar: Calendar | null): string | null | "invalid" => {
  if (!text.trim()) return null;
  const parsed = tryParseBs(text);
  if (!parsed || (calendar && !calendar.isValidBs(parsed))) return "invalid";
  return toBsString(parsed);
};

/** Select values are strings; the API takes ids. */
export const idOrNull = (value: string | null): number | null => (value ? Number(value) : null);
