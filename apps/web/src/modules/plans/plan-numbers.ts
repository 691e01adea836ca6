import { fromDevanagariDigits } from "@pragati/domain/calendar";

/**
 * An amount or quantity typed with either script's digits and optional thousands commas, up to four
 * decimals (the database keeps numeric(16, 2|4)); null when the text is not a number.
 */
export const parseQuantity = (text: string): number | null => {
  const ascii = fromDevanagariDigits(text).replace(/[,\s]/g, "");
  return /^-?\d{1,12}(\.\d{1,4})?$/.test(ascii) ? Number(ascii) : null;
};

/** A stored number as the form's text (empty for none). */
export const quantityText = (value: number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** Several messages for one field, joined the way the API client joins the server's (commas, no stops). */
export const joinMessages = (messages: readonly string[]): string | undefined =>
  messages.length <= 1 ? messages[0] : messages.map((m) => m.replace(/[।.]\s*$/, "")).join(", ");
