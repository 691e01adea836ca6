import { z } from "zod";

/**
 * The fields every envelope and paged list share, built once: a Zod schema weighs about 12 KB of the
 * server's memory, and the API builds an envelope per route and status (a few hundred), so fresh fields per
 * call held about 20 MB at idle. Schemas never change once built, so one instance serves every object.
 */
const ENVELOPE_SUCCESS = z.literal(true);
const ENVELOPE_MESSAGE = z.string().optional();
const ENVELOPE_SETUP = z.lazy(() => ZSetupBlock).optional();

/**
 * Every successful answer: `{ success: true, message?, message_np?, response, setup? }` (DESIGN.md, API
 * conventions); a message comes in both languages, as an error's does.
 */
export const ZEnvelope = <T extends z.ZodTypeAny>(response: T) =>
  z.object({
    success: ENVELOPE_SUCCESS,
    message: ENVELOPE_MESSAGE,
    message_np: ENVELOPE_MESSAGE,
    response,
    setup: ENVELOPE_SETUP,
  });
/** A successful answer whose `response` is a T. */
export type TEnvelope<T> = Omit<z.infer<ReturnType<typeof ZEnvelope>>, "response"> & { response: T };

/** Every failed answer. `errors` carries field errors for 422. */
export const ZErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  message_np: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  errors_np: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/**
 * Text typed by a person never carries control characters: a NUL cannot be stored by PostgreSQL and the
 * others (escape, bell, ...) only corrupt what other screens, exports and SMS show. `ZText` is one line;
 * `ZMultilineText` (descriptions, explanations, remarks) also takes tab, line feed and carriage return.
 * Every text, search and name of a request is one of the two (the API test checks the OpenAPI document).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse them.
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to refuse them.
export const MULTILINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const ZText = z.string().regex(SINGLE_LINE_TEXT);
export const ZMultilineText = z.string().regex(MULTILINE_TEXT);
/** What a text with a control character is told (the pattern's issue), in both languages. */
export const CONTROL_CHARACTER_MESSAGE = {
  en: "Remove the control characters (such as NUL or escape) from this text.",
  np: "यो पाठबाट नियन्त्रण अक्षर (जस्तै NUL वा escape) हटाउनुहोस्।",
} as const;
/** True for the issue of either text pattern (an issue carries its pattern as text). */
export const isControlCharacterPattern = (pattern: unknown): boolean =>
  pattern === String(SINGLE_LINE_TEXT) || pattern === String(MULTILINE_TEXT);

/** The largest id: ids are PostgreSQL `integer` (serial) columns, so a larger one can match nothing. */
export const MAX_ID = 2_147_483_647;
/** Any other whole number stored in an `integer` column. */
export const ZInt = z
  .number()
  .int()
  .min(-MAX_ID - 1)
  .max(MAX_ID);
/** An id in a JSON body. */
export const ZId = z.number().int().positive().max(MAX_ID);
/**
 * An id as a path or query string writes it: canonical decimal digits only, so `0x10`, ` 1`, `1e0`, `3.0`,
 * `+1` and `01` are refused (422) instead of reaching id 16, 1 or 3 by number coercion. A leading zero is
 * refused too: the product never writes one, and one spelling per id keeps links and logs comparable.
 */
export const ID_TEXT = /^[1-9][0-9]*$/;
export const ZIdParam = z.string().regex(ID_TEXT).transform(Number).pipe(ZId);
/** What a malformed id is told (the pattern's issue), in both languages. */
export const ID_MESSAGE = {
  en: "An id is a whole number written in the digits 0-9 only, without a sign, space, point or leading zero.",
  np: "आईडी अङ्कमा मात्र लेखिने पूर्ण सङ्ख्या हो; चिन्ह, खाली ठाउँ, दशमलव वा सुरुमा शून्य नराख्नुहोस्।",
} as const;
/** True for the issue of the id pattern (an issue carries its pattern as text). */
export const isIdPattern = (pattern: unknown): boolean => pattern === String(ID_TEXT);
/**
 * `fiscal_year_id` of a GET (SPEC.md section 7: every GET carries the header's fiscal year id or null):
 * an id, or `null`, empty or absent for the current fiscal year. `chosenFiscalYearId` reads it.
 */
export const ZFiscalYearParam = z.union([ZIdParam, z.literal("null"), z.literal("")]).optional();
export const chosenFiscalYearId = (value: number | string | null | undefined): number | null =>
  typeof value === "number" ? value : null;
/** The `:id` of a path. */
export const ZIdParams = z.object({ id: ZIdParam });

/** The header's fiscal year that every call sends (an id, or null for the current year). */
export const ZFiscalYearQuery = z.object({ fiscal_year_id: ZFiscalYearParam });

/** Paged list query (SPEC.md section 7, generic paged list). */
export const PAGE_SIZES = [10, 20, 30] as const;
/**
 * The largest page a list answers: a page is built in memory, so a larger `per_page` is clamped to it
 * instead of exhausting the process on a large office subtree; whatever needs every row streams (exports).
 * The client of SPEC.md section 7 reads fiscal years with a very large `per_page`, so a larger page is
 * answered, not refused; the page's `per_page` tells the size used.
 */
export const MAX_PER_PAGE = 1000;
export const ZPagedQuery = z.object({
  page_no: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .transform((size) => Math.min(size, MAX_PER_PAGE))
    .default(10),
  search: ZText.max(200).optional().default(""),
  fiscal_year_id: ZFiscalYearParam,
});
export type TPagedQuery = z.infer<typeof ZPagedQuery>;

const PAGE_NUMBER = z.number().int();
const PAGE_NUMBER_OR_NULL = PAGE_NUMBER.nullable();
const PAGE_SEARCH = z.string();
export const ZPaged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    count: PAGE_NUMBER,
    current_page: PAGE_NUMBER,
    from: PAGE_NUMBER_OR_NULL,
    last_page: PAGE_NUMBER,
    per_page: PAGE_NUMBER,
    search: PAGE_SEARCH,
    to: PAGE_NUMBER_OR_NULL,
    total: PAGE_NUMBER,
  });
/** A paged list's `response` whose rows are T. */
export type TPaged<T> = Omit<z.infer<ReturnType<typeof ZPaged>>, "data"> & { data: T[] };

/** Setup block (SPEC.md section 7, "Setup block fields read" and "Also delivered by setup"). */
export const ZReportingPeriod = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export const ZSetupBlock = z.object({
  lock_status: z.object({
    action_plan_lock: z.boolean(),
    ayojana_lock: z.boolean(),
    profile_lock: z.boolean(),
    indicator_lock: z.boolean(),
    contract_lock: z.boolean(),
  }),
  current_fiscal_year_id_by_current_date: z.number().int().nullable(),
  current_pragati_reporting_month: z.number().int().min(0).max(11),
  current_suchak_reporting_month: z.number().int().min(0).max(11),
  active_suchak_reporting_period: z.array(z.number().int().min(0).max(11)),
  current_ayojana_reporting_month: z.number().int().min(0).max(11),
  pragati_reporting_period: ZReportingPeriod,
  suchak_reporting_period: ZReportingPeriod,
  ayojana_reporting_period: ZReportingPeriod,
  pragati_notification: z.boolean(),
  comment_notification: z.boolean(),
  rating_notification: z.boolean(),
  current_date: z.string(),
  pragati_add_from: z.string().nullable(),
  pragati_add_to: z.string().nullable(),
  pragati_edit_from: z.string().nullable(),
  pragati_edit_to: z.string().nullable(),
  helper_limit: z.number().int(),
  contract_lock: z.boolean(),
  reason_limit: z.number().int(),
  description_limit: z.number().int(),
  allow_adoption: z.boolean(),
  treasury_gap_percent: z.number().int(),
  indicator_on_track_band: z.number().int(),
  /** The dashboards of callers who see every office open on approved months only (issue 33 item 2). */
  approved_only_default: z.boolean(),
  quality_gap_percent: z.number().int(),
  evidence_for_decisions: z.boolean(),
  evidence_for_action_points: z.boolean(),
  evidence_for_milestones: z.boolean(),
  evidence_for_project_jump: z.boolean(),
  project_jump_threshold: z.number().int(),
});
export type TSetupBlock = z.infer<typeof ZSetupBlock>;
