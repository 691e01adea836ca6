/**
 * SMS length rules (3GPP TS 23.038 / 23.040): text that fits the GSM 7-bit alphabet travels as septets,
 * 160 in one message or 153 per part once it is split; anything else (Devanagari) travels as UCS-2,
 * 70 characters in one message or 67 per part. Gateways bill per part.
 */
const GSM7_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
/** Characters of the GSM extension table: an escape plus the character, two septets each. */
const GSM7_EXTENSION = new Set("^{}\\[~]|€\f");

export const SMS_LIMITS = {
  gsm7: { single: 160, perPart: 153 },
  ucs2: { single: 70, perPart: 67 },
} as const;

export type SmsEncoding = keyof typeof SMS_LIMITS;
export type SmsParts = { encoding: SmsEncoding; units: number; parts: number };

/**
 * The encoding, length in the encoding's units (septets or UTF-16 code units) and number of parts of a
 * text. A split never cuts an escape pair or a surrogate pair, so parts are packed the way phones do.
 */
export const smsParts = (text: string): SmsParts => {
  const chars = Array.from(text);
  const gsm = chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c));
  const encoding: SmsEncoding = gsm ? "gsm7" : "ucs2";
  const cost = (c: string) => (gsm ? (GSM7_EXTENSION.has(c) ? 2 : 1) : c.length);
  const units = chars.reduce((sum, c) => sum + cost(c), 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, parts: 0 };
  if (units <= limits.single) return { encoding, units, parts: 1 };
  let parts = 1;
  let used = 0;
  for (const c of chars) {
    if (used + cost(c) > limits.perPart) {
      parts++;
      used = 0;
    }
    used += cost(c);
  }
  return { encoding, units, parts };
};
