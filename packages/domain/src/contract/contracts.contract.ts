import { z } from "zod";
import {
  CONTRACT_ACTIONS,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  type ContractStage,
} from "../contracts/contract-stages";
import { ZFiscalYearQuery, ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";
import { NOTICE_ATTACHMENTS } from "./notices.contract";
import { MAX_LAKH } from "./projects.contract";

/** Procurement categories (Public Procurement Act 2063). */
export const CONTRACT_CATEGORIES = ["works", "goods", "consulting", "other_services"] as const;
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];

/** Procurement methods offered (DOMAIN.md "Contracts": Nepal's methods). */
export const CONTRACT_METHODS = [
  "open_national",
  "open_international",
  "limited",
  "sealed_quotation",
  "direct",
  "catalogue",
  "users_committee",
  "two_stage",
  "consultancy_rfp",
] as const;
export type ContractMethod = (typeof CONTRACT_METHODS)[number];

/** A contract's files follow the attachment rules of notices (PDF, PNG, JPG, DOCX, XLSX; 5 MB; 5 each). */
export const CONTRACT_FILES = NOTICE_ATTACHMENTS;

const ZLakh = z.number().min(0).max(MAX_LAKH);
/** A BS date 'YYYY-MM-DD' (either script); the API checks it against the calendar. */
const ZBsDate = ZText.trim().min(1).max(20);
const ZDateOrNull = ZBsDate.nullable().optional();
const ZStageDates = z.object(
  Object.fromEntries(CONTRACT_STAGES.map((stage) => [stage, ZDateOrNull])) as Record<
    ContractStage,
    typeof ZDateOrNull
  >,
);

/** One fiscal year's share of a multi-year contract's liability (lakh). */
export const ZContractLiability = z.object({ fiscal_year_id: ZId, amount: ZLakh });

/**
 * The contract form (`ayojana-thekka`). Amounts in lakh. Planned dates are typed here; actual dates are
 * recorded by the stage moves, so the status and its dates always agree.
 */
export const ZContractBody = z.object({
  project_id: ZId,
  /** The procuring office: the project's profiling office or one of its implementing offices. */
  nikaya_id: ZId,
  /** The fiscal year the contract is planned (and locked) in. */
  fiscal_year_id: ZId,
  number: ZText.trim().min(1).max(60),
  title: ZText.trim().min(1).max(300),
  category: z.enum(CONTRACT_CATEGORIES),
  method: z.enum(CONTRACT_METHODS),
  estimated_amount: ZLakh,
  contract_amount: ZLakh.nullable().optional(),
  contractor: ZText.trim().max(300).nullable().optional(),
  joint_venture: z.boolean().default(false),
  multi_year: z.boolean().default(false),
  liabilities: z.array(ZContractLiability).max(10).default([]),
  planned: ZStageDates.default({}),
  physical_percent: z.number().min(0).max(100).default(0),
  amount_paid: ZLakh.default(0),
  remarks: ZMultilineText.trim().max(2000).default(""),
});
export type TContractBody = z.input<typeof ZContractBody>;

/** A stage move with the actual dates it records, or a closing date and reason. */
export const ZContractMoveBody = z.object({
  action: z.enum(CONTRACT_ACTIONS),
  dates: ZStageDates.default({}),
  closed_on: ZDateOrNull,
  reason: ZMultilineText.trim().max(1000).default(""),
});
export type TContractMoveBody = z.input<typeof ZContractMoveBody>;

/** A variation: the contract's new amount, kept for good (the newest is the current amount). */
export const ZContractVariationBody = z.object({
  varied_on: ZBsDate,
  new_amount: ZLakh.refine((n) => n > 0),
  reason: ZMultilineText.trim().min(1).max(1000),
});
export type TContractVariationBody = z.input<typeof ZContractVariationBody>;

/** An extension of time: a new completion date, kept for good (the newest is the revised completion). */
export const ZContractExtensionBody = z.object({
  extended_on: ZBsDate,
  new_end_date: ZBsDate,
  reason: ZMultilineText.trim().min(1).max(1000),
});
export type TContractExtensionBody = z.input<typeof ZContractExtensionBody>;

const ZRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });
const ZDates = z.object(
  Object.fromEntries(CONTRACT_STAGES.map((stage) => [stage, z.string().nullable()])) as Record<
    ContractStage,
    z.ZodNullable<z.ZodString>
  >,
);

/** A row of the contract list. */
export const ZContractRow = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  number: z.string(),
  title: z.string(),
  project: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  nikaya: ZRef,
  category: z.enum(CONTRACT_CATEGORIES),
  method: z.enum(CONTRACT_METHODS),
  status: z.enum(CONTRACT_STATUSES),
  estimated_amount: z.number(),
  contract_amount: z.number().nullable(),
  /** The newest variation's amount, else the contract amount. */
  current_amount: z.number().nullable(),
  contractor: z.string().nullable(),
  multi_year: z.boolean(),
  /** The newest extension's date, else null. */
  revised_completion: z.string().nullable(),
  physical_percent: z.number(),
  amount_paid: z.number(),
  /** Past the planned date of its next stage (or its current end) without it. */
  late: z.boolean(),
});
export type TContractRow = z.infer<typeof ZContractRow>;

export const ZContractVariation = z.object({
  id: z.number().int(),
  number: z.number().int(),
  varied_on: z.string(),
  new_amount: z.number(),
  reason: z.string(),
  created_by_name: z.string().nullable(),
});
export const ZContractExtension = z.object({
  id: z.number().int(),
  number: z.number().int(),
  extended_on: z.string(),
  new_end_date: z.string(),
  reason: z.string(),
  created_by_name: z.string().nullable(),
});
export type TContractVariation = z.infer<typeof ZContractVariation>;
export type TContractExtension = z.infer<typeof ZContractExtension>;

export const ZContractFile = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  file_url: z.string(),
  created_at: z.string(),
});
export type TContractFile = z.infer<typeof ZContractFile>;

/** A contract with everything its record shows. */
export const ZContract = ZContractRow.extend({
  joint_venture: z.boolean(),
  liabilities: z.array(z.object({ fiscal_year_id: z.number().int(), amount: z.number() })),
  planned: ZDates,
  actual: ZDates,
  closed_on: z.string().nullable(),
  close_reason: z.string(),
  remarks: z.string(),
  variations: z.array(ZContractVariation),
  extensions: z.array(ZContractExtension),
  files: z.array(ZContractFile),
  /** The moves open from its status (the caller's rights and the lock are checked on the move). */
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractQuery = z.object({
  project_id: ZIdParam.optional(),
  nikaya_id: ZIdParam.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  category: z.enum(CONTRACT_CATEGORIES).optional(),
  late: z.enum(["true", "false"]).optional(),
});

/** One office's month of contract progress (`thekka-pragarti`): by default the caller's office and the ayojana reporting month. */
export const ZContractMonthQuery = ZFiscalYearQuery.extend({
  nikaya_id: ZIdParam.optional(),
  month: z.coerce.number().int().min(0).max(11).optional(),
});

export const ZContractMonthBody = z.object({
  nikaya_id: ZId,
  fiscal_year_id: ZId,
  month: z.number().int().min(0).max(11),
  remarks: ZMultilineText.trim().max(2000).default(""),
});
export type TContractMonthBody = z.input<typeof ZContractMonthBody>;

export const ZContractMonthFigures = z.object({
  estimated_amount: z.number(),
  actual_amount: z.number(),
  multi_year_count: z.number().int(),
  due_count: z.number().int(),
  due_amount: z.number(),
  awarded_count: z.number().int(),
});
export type TContractMonthFigures = z.infer<typeof ZContractMonthFigures>;

export const ZContractMonth = z.object({
  nikaya: ZRef,
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  /** The figures from the records now. */
  figures: ZContractMonthFigures,
  /** The month as the office submitted it (figures kept as they were then), or null. */
  submitted: z
    .object({
      figures: ZContractMonthFigures,
      remarks: z.string(),
      submitted_at: z.string(),
      submitted_by_name: z.string().nullable(),
    })
    .nullable(),
  /** Whether the caller may submit it now (permission, window, lock, not yet submitted, not a future month). */
  can_submit: z.boolean(),
  window: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** The office's contracts of the year behind the figures, with the figures each enters. */
  rows: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      estimated_amount: z.number(),
      contract_amount: z.number().nullable(),
      multi_year: z.boolean(),
      planned_award: z.string().nullable(),
      actual_award: z.string().nullable(),
      counted: z.boolean(),
      due: z.boolean(),
      awarded: z.boolean(),
    }),
  ),
});
export type TContractMonth = z.infer<typeof ZContractMonth>;
