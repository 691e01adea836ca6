import { NEPAL_UTC_OFFSET_MINUTES } from "@pragati/domain/calendar";
import {
  isNepaliMobile,
  NEPALI_MOBILE_MESSAGE,
  normalizeMobile,
  type TSmsAlert,
  type TSmsBalance,
  type TSmsStatus,
  type TSmsTestBody,
  type TSmsUsageMonth,
} from "@pragati/domain/contract";
import { smsParts } from "@pragati/domain/sms";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { attemptDelivery, OUTBOX_POLICY, recordDelivery } from "../../jobs/outbox-worker";
import type { SmsGateway } from "../../jobs/sms-gateway";
import { smsTransport } from "../../jobs/transports";
import { recordActivity } from "../../lib/activity-log";
import { now } from "../../lib/clock";
import { AppError, FieldErrorCollector } from "../../lib/errors";
import { loadCalendar } from "../calendar/calendar.repository";
import { findOutboxRow, insertClaimedSms, smsAlerts, smsUsageByDay } from "./sms.repository";

/** Months the outbox screen shows SMS usage for, the current one included. */
export const SMS_USAGE_MONTHS = 12;

const notConfigured = () =>
  new AppError({
    status: 409,
    message: "SMS is not configured: set SMS_PROVIDER, SMS_TOKEN (and SMS_FROM for Sparrow) and restart.",
    messageNp:
      "एसएमएस सेटिङ गरिएको छैन: SMS_PROVIDER, SMS_TOKEN (स्प्यारोका लागि SMS_FROM पनि) राखेर पुनः सुरु गर्नुहोस्।",
  });

export const smsStatus = async (executor: Executor, gateway: SmsGateway | null): Promise<TSmsStatus> => ({
  provider: gateway?.provider ?? null,
  alerts: (await smsAlerts(executor)) as TSmsAlert[],
});

export const smsBalance = async (gateway: SmsGateway | null): Promise<TSmsBalance> => {
  if (!gateway) throw notConfigured();
  const answer = await gateway.balance();
  return "available" in answer
    ? { provider: gateway.provider, available: answer.available, error: null }
    : { provider: gateway.provider, available: null, error: answer.error };
};

/** SMS accepted per BS month (Nepal time), the latest month first, months without any included. */
export const smsUsage = async (executor: Executor): Promise<TSmsUsageMonth[]> => {
  const calendar = await loadCalendar(executor);
  const today = calendar.todayBs(now());
  const months: TSmsUsageMonth[] = [];
  for (let i = 0; i < SMS_USAGE_MONTHS; i++) {
    const index = today.year * 12 + (today.month - 1) - i;
    months.push({
      year: Math.floor(index / 12),
      month: (index % 12) + 1,
      messages: 0,
      parts: 0,
      credits: null,
    });
  }
  const oldest = months[months.length - 1];
  const days = await smsUsageByDay(
    executor,
    calendar.bsToAd({ year: oldest.year, month: oldest.month, day: 1 }),
    NEPAL_UTC_OFFSET_MINUTES,
  );
  for (const day of days) {
    const bs = calendar.adToBs(day.day);
    const month = months.find((m) => m.year === bs.year && m.month === bs.month);
    if (!month) continue;
    month.messages += day.messages;
    month.parts += day.parts;
    if (day.credits !== null) month.credits = (month.credits ?? 0) + day.credits;
  }
  return months;
};

/**
 * Sends one SMS through the configured gateway now, recorded in the outbox like any message, and
 * answers the row: sent, or failed with the gateway's reason. A test is tried once, never retried.
 */
export const sendTestSms = async (
  db: Db,
  gateway: SmsGateway | null,
  request: FastifyRequest,
  body: TSmsTestBody,
) => {
  if (!gateway) throw notConfigured();
  const errors = new FieldErrorCollector();
  if (!isNepaliMobile(body.mobile)) errors.add("mobile", NEPALI_MOBILE_MESSAGE);
  errors.throwIfAny();
  const [row] = await db.transaction(async (tx) => {
    const inserted = await insertClaimedSms(tx, {
      recipient: normalizeMobile(body.mobile),
      subject: "Test SMS",
      body: body.text,
      parts: smsParts(body.text).parts,
      source: "test",
      sourceId: request.auth!.userId,
      leaseMinutes: OUTBOX_POLICY.leaseMinutes,
    });
    await recordActivity(tx, request, {
      action: "create",
      entity: "test_sms",
      entityId: inserted[0].id,
      changes: { recipient: inserted[0].recipient, text: body.text },
    });
    return inserted;
  });
  // Recorded as the last attempt, so a test the gateway could not take is failed, not retried later.
  const message = { ...row, channel: "sms" as const, attempts: OUTBOX_POLICY.maxAttempts };
  await recordDelivery(db, message, await attemptDelivery(smsTransport(gateway), message));
  return (await findOutboxRow(db, row.id))!;
};
