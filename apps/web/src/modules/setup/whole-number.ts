import { fromDevanagariDigits } from "@pragati/domain/calendar";

/** A whole number typed in ASCII or Devanagari digits; null when the text is not one. */
export const parseWholeNumber = (text: string): number | null => {
  const ascii = fromDevanagariDigits(text.trim());
  return /^\d{1,9}$/.test(ascii) ? Number(ascii) : null;
};
