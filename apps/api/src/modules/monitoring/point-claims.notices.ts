import type { Executor } from "../../db/client";
import { loadCalendar } from "../calendar/calendar.repository";
import { todayOf } from "../calendar/calendar.service";
import { insertNotice, replaceNoticeTargets } from "../notices/notices.repository";

type ClaimStep = "claimed" | "accepted" | "rejected";

const WHAT: Record<ClaimStep, { en: string; np: string }> = {
  claimed: {
    en: "is claimed completed; review its evidence and accept or reject it",
    np: "सम्पन्न भएको दाबी गरियो; प्रमाण हेरी स्वीकार वा अस्वीकार गर्नुहोस्",
  },
  accepted: { en: "was accepted as completed", np: "सम्पन्न भएको स्वीकार गरियो" },
  rejected: {
    en: "was not accepted as completed; it is in progress again",
    np: "सम्पन्न भएको स्वीकार गरिएन; बुँदा फेरि प्रगतिमा छ",
  },
};

/**
 * The bell notice of one step of an action point's completion claim to the other side (the visit's
 * creating office for a claim, the responsible office for the team's answer), inside the step's
 * transaction. A bell notice only: the overdue reminders are the ones that also go by SMS and e-mail.
 */
export const notifyPointClaim = async (
  tx: Executor,
  step: {
    step: ClaimStep;
    point: { visit_title: string; description: string };
    reason?: string;
    to: number;
  },
) => {
  const what = WHAT[step.step];
  const reason = step.reason ? `\nकारण / Reason: ${step.reason}` : "";
  const notice = await insertNotice(tx, {
    title: `${step.point.visit_title}: कार्यान्वयन बुँदा ${what.np} / Action point ${what.en}`,
    description: `${step.point.description}${reason}`,
    fromDate: todayOf(await loadCalendar(tx)).today,
    toDate: null,
    isPublic: false,
    sendSms: false,
    sendEmail: false,
  });
  await replaceNoticeTargets(tx, notice.id, [{ noticeId: notice.id, nikayaId: step.to }]);
};
