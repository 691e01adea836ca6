import type { Permission } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { CompletionState, TClaimDecision } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRow, sql } from "../../db/client";
import { type BilingualMessage, conflict, FieldErrorCollector, forbidden, refuse } from "../../lib/errors";
import { type AuthContext, hasPermission } from "../../plugins/auth";
import { approvesAt, officeAt } from "../approvals/approvals.service";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { insertNotice, replaceNoticeTargets } from "../notices/notices.repository";

/**
 * What milestone completions and project jumps share (docs/product-rules.md "Evidence before completion:
 * milestones and project progress"): who decides a claim, the checks of a decision, and the bell notices.
 */

export const CLAIM_MESSAGES = {
  notApprover: {
    en: "Only the approver for progress of the office above may accept or reject this.",
    np: "माथिल्लो निकायका प्रगति स्वीकृतकर्ताले मात्र यो स्वीकार वा अस्वीकार गर्न मिल्छ।",
  },
  notClaimed: {
    en: "This is not waiting for acceptance.",
    np: "यो स्वीकृतिको प्रतीक्षामा छैन।",
  },
  noEvidence: {
    en: "Attach at least one evidence file (a document or photo) before it is accepted.",
    np: "स्वीकार गर्नुअघि कम्तीमा एउटा प्रमाण फाइल (कागजात वा फोटो) राख्नुहोस्।",
  },
  reason: { en: "Give the reason for rejecting.", np: "अस्वीकार गर्नुको कारण लेख्नुहोस्।" },
  accepted: { en: "The completion was accepted.", np: "सम्पन्नता स्वीकार गरियो।" },
  rejected: { en: "The completion was rejected.", np: "सम्पन्नता अस्वीकार गरियो।" },
  jumpAccepted: {
    en: "The month's physical progress was accepted.",
    np: "महिनाको भौतिक प्रगति स्वीकार गरियो।",
  },
  jumpRejected: {
    en: "The month's physical progress was rejected.",
    np: "महिनाको भौतिक प्रगति अस्वीकार गरियो।",
  },
} satisfies Record<string, BilingualMessage>;

/** What a milestone's claim is called in its notices. */
export const COMPLETION = { en: "a milestone's completion", np: "माइलस्टोन सम्पन्नता" };
/** What a project month's claim is called in its notices. */
export const PROJECT_JUMP = { en: "a project's physical progress", np: "आयोजनाको भौतिक प्रगति" };

/**
 * The claim a save makes: none when none is needed (a milestone not completed, a project month within the
 * threshold, or the setting off); a claim already accepted stays accepted when the save keeps its amount;
 * any other is a new claim (a rejected one is claimed again by saving it, with its evidence).
 */
export const claimOnSave = (
  needed: boolean,
  amount: number,
  before: { amount: number; state: CompletionState | null } | null,
): CompletionState | null => {
  if (!needed) return null;
  return before?.state === "accepted" && before.amount === amount ? "accepted" : "claimed";
};

/**
 * The approver for progress of an office: a user of its parent office holding the stream's approve
 * permission (the first level of the monthly approval chain, modules/approvals), or admin. The office's
 * own users never decide their own claim.
 */
export const isClaimApprover = (auth: AuthContext, officePath: string, permission: Permission) =>
  hasPermission(auth, permission) && approvesAt(auth, officePath, 1);

/**
 * The condition on an office's path (`officePath`) of the offices whose claims the caller decides: the
 * children of the caller's office (admin: every office); the permission is the route's.
 */
export const approverScope = (auth: AuthContext, officePath: SQL) =>
  auth.roleSlug === "admin"
    ? sql`TRUE`
    : !auth.officePath
      ? sql`FALSE`
      : sql`${officePath} LIKE ${`${auth.officePath}%`} AND ${officePath} ~ ${`^${auth.officePath}[0-9]+/$`}`;

/**
 * The checks of a decision, in order: the caller's rights (403), the claim's state (409), then the
 * decision's own (422: evidence to accept, a reason to reject). Answers the state to write.
 */
export const decideClaim = (args: {
  auth: AuthContext;
  officePath: string;
  permission: Permission;
  state: string | null;
  evidence: number;
  decision: TClaimDecision;
}): { state: "accepted" | "rejected"; reason: string | null } => {
  if (!hasPermission(args.auth, args.permission)) throw forbidden();
  if (!isClaimApprover(args.auth, args.officePath, args.permission))
    throw refuse(403, CLAIM_MESSAGES.notApprover);
  if (args.state !== "claimed") throw conflict(CLAIM_MESSAGES.notClaimed);
  const errors = new FieldErrorCollector();
  if (args.decision.decision === "accept") {
    if (args.evidence === 0) errors.add("evidence", CLAIM_MESSAGES.noEvidence);
    errors.throwIfAny();
    return { state: "accepted", reason: null };
  }
  if (args.decision.reason === "") errors.add("reason", CLAIM_MESSAGES.reason);
  errors.throwIfAny();
  return { state: "rejected", reason: args.decision.reason };
};

/** An office's path and name. */
export const officeOf = async (executor: Executor, officeId: number) =>
  queryRow<{ path: string; name: string; name_np: string }>(
    executor,
    sql`SELECT path, name, name_np FROM offices WHERE id = ${officeId}`,
  );

/**
 * The bell notice of a claim: to the approver's office when it waits, to the claiming office when it is
 * decided (with the reason of a rejection); inside the step's transaction. Fiscal months are shown from 1.
 */
export const notifyClaim = async (
  tx: Executor,
  claim: {
    step: "claimed" | "accepted" | "rejected";
    what: BilingualMessage;
    month: number;
    officeId: number;
    reason: string | null;
  },
) => {
  const office = await officeOf(tx, claim.officeId);
  if (!office) return;
  const to = claim.step === "claimed" ? officeAt(office.path, 1) : claim.officeId;
  if (to === null) return;
  const step = {
    claimed: { en: "waits for your acceptance", np: "तपाईंको स्वीकृतिको प्रतीक्षामा छ" },
    accepted: { en: "was accepted", np: "स्वीकार गरियो" },
    rejected: { en: "was rejected", np: "अस्वीकार गरियो" },
  }[claim.step];
  const monthNp = toDevanagariDigits(String(claim.month + 1));
  const reason = claim.reason ? `\nकारण / Reason: ${claim.reason}` : "";
  const title = `${office.name_np}: महिना ${monthNp} को ${claim.what.np} ${step.np} / ${office.name}: ${claim.what.en} of month ${claim.month + 1} ${step.en}`;
  const notice = await insertNotice(tx, {
    title,
    description: `${title}${reason}`,
    fromDate: todayOf(await loadCalendar(tx)).today,
    toDate: null,
    isPublic: false,
    sendSms: false,
    sendEmail: false,
  });
  await replaceNoticeTargets(tx, notice.id, [{ noticeId: notice.id, nikayaId: to }]);
};
