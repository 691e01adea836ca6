/**
 * Longest SMS the product sends (notices, reminders, orders: every flow, capped where the outbox queues it):
 * five UCS-2 parts at most, so a long title or description cannot run up the bill.
 */
export const SMS_MAX_CHARS = 300;

/** What ends a cut SMS, in the text's language, so the reader knows the rest is in Pragati. */
export const SMS_CUT_MARK = {
  np: " … (काटिएको; पूरा विवरण प्रगतिमा)",
  // Plain dots: an ellipsis is not GSM 7-bit and would turn the whole English SMS into UCS-2.
  en: "... (cut; full text in Pragati)",
} as const;

const DEVANAGARI = /[\u0900-\u097f]/;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The text as it is sent: unchanged up to SMS_MAX_CHARS characters; longer, cut at a letter boundary (a
 * Devanagari conjunct or vowel sign stays whole) and ended by the cut mark, SMS_MAX_CHARS in all at most.
 */
export const capSmsText = (text: string): string => {
  if (Array.from(text).length <= SMS_MAX_CHARS) return text;
  const mark = DEVANAGARI.test(text) ? SMS_CUT_MARK.np : SMS_CUT_MARK.en;
  const room = SMS_MAX_CHARS - Array.from(mark).length;
  let kept = "";
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = Array.from(segment).length;
    if (used + size > room) break;
    kept += segment;
    used += size;
  }
  return `${kept.trimEnd()}${mark}`;
};
