import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { ApprovalAction, ApprovalStream } from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { insertNotice, replaceNoticeTargets } from "../notices/notices.repository";
import { enqueueNoticeDeliveries } from "../notices/notices.service";

export const STREAM_NAMES: Record<ApprovalStream, { en: string; np: string }> = {
  pragati: { en: "action-plan progress", np: "कार्ययोजना प्रगति" },
  project: { en: "project progress", np: "आयोजना प्रगति" },
  contract: { en: "contract progress", np: "ठेक्का प्रगति" },
  indicator: { en: "indicator achievements", np: "सूचक उपलब्धि" },
};

const WHAT: Record<ApprovalAction, { en: string; np: string }> = {
  submit: { en: "submitted for your approval", np: "तपाईंको स्वीकृतिका लागि पेश भयो" },
  approve: { en: "approved", np: "स्वीकृत भयो" },
  return: { en: "returned", np: "फिर्ता भयो" },
  unapprove: { en: "unapproved", np: "स्वीकृति फिर्ता भयो" },
};

/**
 * The bell notice of one step of the chain to the office whose users act next (or, when the chain is
 * done or back with the office, the office itself), with its SMS and e-mail in the outbox, inside the
 * step's transaction. Fiscal months are shown from 1 (Shrawan).
 */
export const notifyNextActor = async (
  tx: Executor,
  step: {
    action: ApprovalAction;
    stream: ApprovalStream;
    month: number;
    officeName: string;
    level: number;
    reason: string | null;
    to: number;
  },
) => {
  const stream = STREAM_NAMES[step.stream];
  const what = step.action === "approve" ? `${WHAT.approve.en} at level ${step.level}` : WHAT[step.action].en;
  const whatNp =
    step.action === "approve"
      ? `तह ${toDevanagariDigits(String(step.level))} मा ${WHAT.approve.np}`
      : WHAT[step.action].np;
  const monthNp = toDevanagariDigits(String(step.month + 1));
  const reason = step.reason ? `\nकारण / Reason: ${step.reason}` : "";
  const notice = await insertNotice(tx, {
    title: `${step.officeName}: महिना ${monthNp} को ${stream.np} ${whatNp} / Month ${step.month + 1} of ${stream.en} ${what}`,
    description: `${step.officeName}: महिना ${monthNp} को ${stream.np} ${whatNp}। Month ${step.month + 1} of ${stream.en} was ${what}.${reason}`,
    fromDate: todayOf(await loadCalendar(tx)).today,
    toDate: null,
    isPublic: false,
    sendSms: true,
    sendEmail: true,
  });
  await replaceNoticeTargets(tx, notice.id, [{ noticeId: notice.id, nikayaId: step.to }]);
  await enqueueNoticeDeliveries(tx, notice.id, ["email", "sms"]);
};
