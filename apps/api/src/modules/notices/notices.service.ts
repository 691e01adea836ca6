import { type Calendar, toBsString } from "@pragati/domain/calendar";
import type { TNoticeBody } from "@pragati/domain/contract";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { noticeFiles, notices, noticeTargets, offices, roles } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { FieldErrorCollector, notFound } from "../../lib/errors";
import type { FileStorage } from "../../lib/storage";
import { loadCalendar } from "../calendar/calendar.repository";
import { enqueueNoticeDeliveries, findNotice } from "./notices.repository";

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
    const found = await executor.select({ id: roles.id }).from(roles).where(inArray(roles.id, body.role_ids));
    if (found.length !== new Set(body.role_ids).size)
      errors.add("role_ids", { en: "A chosen role does not exist.", np: "छानिएको भूमिका भेटिएन।" });
  }
  if (body.nikaya_ids.length > 0) {
    const found = await executor
      .select({ id: offices.id })
      .from(offices)
      .where(inArray(offices.id, body.nikaya_ids));
    if (found.length !== new Set(body.nikaya_ids).size)
      errors.add("nikaya_ids", { en: "A chosen office does not exist.", np: "छानिएको निकाय भेटिएन।" });
  }
  errors.throwIfAny();
  return dates;
};

const saveTargets = async (executor: Executor, noticeId: number, body: TNoticeBody) => {
  await executor.delete(noticeTargets).where(eq(noticeTargets.noticeId, noticeId));
  const rows = [
    ...[...new Set(body.role_ids)].map((roleId) => ({ noticeId, roleId })),
    ...[...new Set(body.nikaya_ids)].map((nikayaId) => ({ noticeId, nikayaId })),
  ];
  if (rows.length > 0) await executor.insert(noticeTargets).values(rows);
};

const columns = (body: TNoticeBody, dates: NoticeDates) => ({
  title: body.title,
  description: body.description,
  fromDate: dates.from_date,
  toDate: dates.to_date,
  isPublic: body.is_public,
  sendSms: body.channels.includes("sms"),
  sendEmail: body.channels.includes("email"),
});

/** Creates the notice and, for its channels, queues an SMS or e-mail to every recipient. */
export const createNotice = (db: Db, request: FastifyRequest, body: TNoticeBody) =>
  db.transaction(async (tx) => {
    const dates = await checkBody(tx, await loadCalendar(tx), body);
    const [notice] = await tx
      .insert(notices)
      .values({ ...columns(body, dates), createdBy: request.auth!.userId })
      .returning({ id: notices.id });
    await saveTargets(tx, notice.id, body);
    const [queued] =
      body.channels.length > 0 ? await enqueueNoticeDeliveries(tx, notice.id, body.channels) : [{ n: 0 }];
    await recordActivity(tx, request, {
      action: "create",
      entity: "notice",
      entityId: notice.id,
      changes: { ...body, ...dates, queued: queued.n },
    });
    return notice.id;
  });

/** Edits the notice; messages already queued are not sent again (channels apply when it is created). */
export const updateNotice = (db: Db, request: FastifyRequest, id: number, body: TNoticeBody) =>
  db.transaction(async (tx) => {
    const before = await findNotice(tx, id);
    if (!before) throw notFound({ en: "Notice", np: "सूचना" });
    const dates = await checkBody(tx, await loadCalendar(tx), body);
    // Channels belong to publication (that is when messages are queued): an edit keeps them as they were.
    const { sendSms: _sms, sendEmail: _email, ...editable } = columns(body, dates);
    await tx
      .update(notices)
      .set({ ...editable, updatedAt: sql`now()` })
      .where(eq(notices.id, id));
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
    const before = await findNotice(tx, id);
    if (!before) throw notFound({ en: "Notice", np: "सूचना" });
    const files = await tx
      .select({ key: noticeFiles.storageKey })
      .from(noticeFiles)
      .where(eq(noticeFiles.noticeId, id));
    await tx.delete(notices).where(eq(notices.id, id));
    await recordActivity(tx, request, {
      action: "delete",
      entity: "notice",
      entityId: id,
      changes: { before },
    });
    return files.map((f) => f.key);
  });
  for (const key of keys) await storage.remove(key);
};
