import { z } from "zod";
import { ZPagedQuery, ZText } from "./envelope.contract";

/**
 * A registered OCDS ocid prefix: `ocds-` and six letters or digits, as the Open Contracting Partnership
 * assigns them (docs/product-rules.md "Open data").
 */
export const OCID_PREFIX = /^ocds-[a-z0-9]{6}$/;

/** An http(s) address without spaces or control characters, or nothing. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse them.
const HTTP_ADDRESS = /^(https?:\/\/[^\s\u0000-\u001f\u007f-\u009f]+)?$/;

/** The open-data settings an admin sets: the publisher of the packages and the registered ocid prefix. */
export const ZOpenSettings = z.object({
  publisher_name: z.string().nullable(),
  publisher_uri: z.string().nullable(),
  ocid_prefix: z.string().nullable(),
});
export type TOpenSettings = z.infer<typeof ZOpenSettings>;

export const ZOpenSettingsBody = z.object({
  publisher_name: ZText.trim().min(1).max(200),
  /** Optional; empty means none. */
  publisher_uri: z
    .string()
    .trim()
    .max(500)
    .regex(HTTP_ADDRESS)
    .refine((value) => value === "" || URL.canParse(value))
    .optional(),
  ocid_prefix: z.string().regex(OCID_PREFIX),
});
export type TOpenSettingsBody = z.infer<typeof ZOpenSettingsBody>;

/**
 * An ISO 8601 date, or a date and time (`2026-11-01`, `2026-11-01T10:00:00Z`), that is a real instant of
 * 1900-2199 (a date alone is midnight UTC; a time carries its zone); answered as the instant's ISO text, which the database reads.
 */
const ISO_INSTANT = /^(19|20|21)\d{2}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;
export const ZIsoInstant = z
  .string()
  .regex(ISO_INSTANT)
  .refine((value) => {
    const date = value.slice(0, 10);
    const day = new Date(`${date}T00:00:00Z`);
    return (
      !Number.isNaN(day.getTime()) &&
      day.toISOString().slice(0, 10) === date &&
      !Number.isNaN(new Date(value).getTime())
    );
  })
  .transform((value) => new Date(value).toISOString());

/**
 * The query of the open-data lists: the page (of a fixed size), the contract's or project's fiscal year
 * (absent, `null` or empty for every year) and `since`, releases made at or after an instant.
 */
export const ZOpenQuery = ZPagedQuery.pick({ page_no: true, fiscal_year_id: true }).extend({
  since: ZIsoInstant.optional(),
});
export type TOpenQuery = z.infer<typeof ZOpenQuery>;
