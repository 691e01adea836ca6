import { type Calendar, toBsString } from "@pragati/domain/calendar";
import {
  isNepaliMobile,
  type TNoticeBody,
  type TNoticeRecipients,
  type TNoticeRecipientsBody,
} from "@pragati/domain/contract";
import { noticeSmsText } from "@pragati/domain/sms";
import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import { recordActivity } from "../../lib/activity-log";
import { FieldErrorCollector, orNotFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import { loadCalendar } from "../calendar/calendar.repository";
import {
  claimReminderKey,
  deleteNoticeRow,
  existingOfficeIds,
  existingRoleIds,
  findNotice,
  insertNotice,
  noticeFileKeys,
  noticeRecipients,
  type ReminderTable,
  replaceNoticeTargets,
  setReminderNotice,
  updateNoticeRow,
} from "./notices.repository";

const NOTICE = { en: "Notice", np: "सूचना" };

type NoticeDates = { from_date: string | null; to_date: string | null };

/**
 * Checks the body and answers its dates as stored, `YYYY-MM-DD`: a date typed `२०८२/८/५` is valid, and
 * the bell's window and the order check compare the stored form as text.
 */
const checkBody = async (executor: Executor, calendar: Calendar, body: TNoticeBody): Promise<NoticeDates> => {
  const errors = new FieldErrorCollector();
  const dates: NoticeDates = { from_date: null, to_date: null };
  for (const field of ["from_date", "to_date"] as const) {
    const value = body[field];
    if (!value) continue;
    if (calendar.isValidBs(value)) dates[field] = toBsString(value);
    else
      errors.add(field, {
        en: "Enter a valid BS date (YYYY-MM-DD).",
        np: "मान्य वि.सं. मिति (YYYY-MM-DD) लेख्नुहोस्।",
      });
  }
  if (dates.from_date && dates.to_date && dates.to_date < dates.from_date)
    errors.add("to_date", {
      en: "The end date must not be before the start date.",
      np: "अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।",
    });
  if (!body.is_public && body.role_ids.length === 0 && body.nikaya_ids.length === 0)
    errors.add("targets", {
      en: "Choose at least one role or office, or make the notice public.",
      np: "कम्तीमा एउटा भूमिका वा निकाय छान्नुहोस्, वा सूचना सार्वजनिक गर्नुहोस्।",
    });
  if (body.role_ids.length > 0) {
    const found = await existingRoleIds(executor, body.role_ids);
    if (found.length !== new Set(body.role_ids).size)
      errors.add("role_ids", { en: "A chosen role does not exist.", np: "छानिएको भूमिका भेटिएन।" });
  }
  if (body.nikaya_ids.length > 0) {
    const found = await existingOfficeIds(executor, body.nikaya_ids);
    if (found.length !== new Set(body.nikaya_ids).size)
      errors.add("nikaya_ids", { en: "A chosen office does not exist.", np: "छानिएको निकाय भेटिएन।" });
  }
  errors.throwIfAny();
  return dates;
};

const saveTargets = (executor: Executor, noticeId: number, body: TNoticeBody) =>
  replaceNoticeTargets(executor, noticeId, [
    ...[...new Set(body.role_ids)].map((roleId) => ({ noticeId, roleId })),
    ...[...new Set(body.nikaya_ids)].map((nikayaId) => ({ noticeId, nikayaId })),
  ]);

const columns = (body: TNoticeBody, dates: NoticeDates) => ({
  title: body.title,
  description: body.description,
  fromDate: dates.from_date,
  toDate: dates.to_date,
  isPublic: body.is_public,
  sendSms: body.channels.includes("sms"),
  sendEmail: body.channels.includes("email"),
});

/**
 * Queues the notice's messages for its channels: an e-mail to every recipient with an address, an SMS
 * (title and description, counted in parts) to every recipient with a mobile. Answers how many.
 */
export const enqueueNoticeDeliveries = async (
  executor: Executor,
  noticeId: number,
  channels: readonly ("sms" | "email")[],
) => {
  if (channels.length === 0) return 0;
  const notice = await orNotFound(findNotice(executor, noticeId), NOTICE);
  const recipients = await noticeRecipients(executor, {
    is_public: notice.is_public,
    role_ids: notice.role_ids ?? [],
    nikaya_ids: notice.nikaya_ids ?? [],
  });
  const source = { subject: notice.title, source: "notice", sourceId: notice.id };
  const sms = noticeSmsText(notice);
  return enqueue(executor, [
    ...(channels.includes("email")
      ? recipients
          .filter((r) => r.email)
          .map((r) => ({
            ...source,
            channel: "email" as const,
            recipient: r.email!,
            body: `${notice.title}\n\n${notice.description}`,
          }))
      : []),
    ...(channels.includes("sms")
      ? recipients
          .filter((r) => r.mobile)
          .map((r) => ({ ...source, channel: "sms" as const, recipient: r.mobile!, body: sms }))
      : []),
  ]);
};

/**
 * Sends a scheduled reminder once, in its own transaction: claims its key in the reminder table (false
 * when it was sent before, by this or another process), then a bell notice to the office, valid from
 * `fromDate` to `toDate` (null: open-ended), kept on the claimed row, and its SMS and e-mail in the outbox.
 */
export const remindOfficeOnce = <T extends ReminderTable>(
  db: Db,
  reminder: {
    table: T;
    key: PgInsertValue<T>;
    officeId: number;
    text: { title: string; description: string };
    fromDate: string;
    toDate: string | null;
  },
) =>
  db.transaction(async (tx) => {
    const claimed = await claimReminderKey(tx, reminder.table, reminder.key);
    if (!claimed) return false;
    const notice = await insertNotice(tx, {
      ...reminder.text,
      fromDate: reminder.fromDate,
      toDate: reminder.toDate,
      isPublic: false,
      sendSms: true,
      sendEmail: true,
    });
    await replaceNoticeTargets(tx, notice.id, [{ noticeId: notice.id, nikayaId: reminder.officeId }]);
    await setReminderNotice(tx, reminder.table, claimed.id, notice.id);
    await enqueueNoticeDeliveries(tx, notice.id, ["email", "sms"]);
    return true;
  });

/** Who a notice with these targets would reach: users, and of them those e-mail and SMS can reach. */
export const countNoticeRecipients = async (
  executor: Executor,
  targets: TNoticeRecipientsBody,
): Promise<TNoticeRecipients> => {
  const recipients = await noticeRecipients(executor, targets);
  const mobiles = recipients.filter((r) => r.mobile);
  const sms = mobiles.filter((r) => isNepaliMobile(r.mobile!)).length;
  return {
    users: recipients.length,
    email: recipients.filter((r) => r.email).length,
    sms,
    sms_invalid: mobiles.length - sms,
  };
};

/** Creates the notice and, for its channels, queues an SMS or e-mail to every recipient. */
export const createNotice = (db: Db, request: FastifyRequest, body: TNoticeBody) =>
  db.transaction(async (tx) => {
    const dates = await checkBody(tx, await loadCalendar(tx), body);
    const notice = await insertNotice(tx, { ...columns(body, dates), createdBy: request.auth!.userId });
    await saveTargets(tx, notice.id, body);
    const queued = await enqueueNoticeDeliveries(tx, notice.id, body.channels);
    await recordActivity(tx, request, {
      action: "create",
      entity: "notice",
      entityId: notice.id,
      changes: { ...body, ...dates, queued },
    });
    return notice.id;
  });

/** Edits the notice; messages already queued are not sent again (channels apply when it is created). */
export const updateNotice = (db: Db, request: FastifyRequest, id: number, body: TNoticeBody) =>
  db.transaction(async (tx) => {
    const before = await orNotFound(findNotice(tx, id), NOTICE);
    const dates = await checkBody(tx, await loadCalendar(tx), body);
    // Channels belong to publication (that is when messages are queued): an edit keeps them as they were.
    const { sendSms: _sms, sendEmail: _email, ...editable } = columns(body, dates);
    await updateNoticeRow(tx, id, { ...editable, updatedAt: sql`now()` });
    await saveTargets(tx, id, body);
    await recordActivity(tx, request, {
      action: "update",
      entity: "notice",
      entityId: id,
      changes: { before, after: { ...body, ...dates } },
    });
  });

export const deleteNotice = async (db: Db, storage: FileStorage, request: FastifyRequest, id: number) => {
  const keys = await db.transaction(async (tx) => {
    const before = await orNotFound(findNotice(tx, id), NOTICE);
    const keys = await noticeFileKeys(tx, id);
    await deleteNoticeRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "notice",
      entityId: id,
      changes: { before },
    });
    return keys;
  });
  for (const key of keys) await storage.remove(key);
};
