import type { TOutboxRow } from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import { queryRows, sql } from "../../db/client";
import { outbox } from "../../db/schema";
import { outboxSelect } from "../notices/notices.repository";

export type SmsAlertRow = { kind: string; count: number; reason: string; since: string };

/**
 * SMS failures the admin should act on, by kind. A gateway-wide refusal (token, account, sender, credit,
 * a gateway unreachable to the last attempt) stays open until the gateway accepts a message after it;
 * refused and invalid numbers are counted over the last 30 days.
 */
export const smsAlerts = (executor: Executor) =>
  queryRows<SmsAlertRow>(
    executor,
    sql`WITH last_sent AS (
          SELECT coalesce(max(sent_at), '-infinity'::timestamptz) AS at FROM outbox WHERE channel = 'sms' AND status = 'sent')
        SELECT o.error_kind AS kind, count(*)::int AS count,
               (array_agg(o.last_error ORDER BY coalesce(o.last_attempt_at, o.created_at) DESC, o.id DESC))[1] AS reason,
               to_char(min(coalesce(o.last_attempt_at, o.created_at)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS since
          FROM outbox o, last_sent
         WHERE o.channel = 'sms' AND o.status IN ('failed', 'skipped') AND o.error_kind IS NOT NULL
           -- >=: PGlite's clock ticks in milliseconds, so a refusal stored in the same tick as the last
           -- accepted message is still shown rather than lost.
           AND coalesce(o.last_attempt_at, o.created_at) >=
               CASE WHEN o.error_kind IN ('receiver', 'number') THEN now() - interval '30 days' ELSE last_sent.at END
         GROUP BY o.error_kind
         ORDER BY min(coalesce(o.last_attempt_at, o.created_at))`,
  );

export type SmsUsageDayRow = { day: string; messages: number; parts: number; credits: number | null };

/** SMS the gateway accepted per Nepal day since `fromNepalDay` (`YYYY-MM-DD`, Nepal time). */
export const smsUsageByDay = (executor: Executor, fromNepalDay: string, offsetMinutes: number) =>
  queryRows<SmsUsageDayRow>(
    executor,
    sql`SELECT to_char((sent_at AT TIME ZONE 'UTC') + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD') AS day,
               count(*)::int AS messages, coalesce(sum(parts), 0)::int AS parts, sum(credits)::float8 AS credits
          FROM outbox
         WHERE channel = 'sms' AND status = 'sent'
           AND sent_at >= (${fromNepalDay}::timestamp - make_interval(mins => ${offsetMinutes})) AT TIME ZONE 'UTC'
         GROUP BY 1`,
  );

export const findOutboxRow = async (executor: Executor, id: number) =>
  (await queryRows<TOutboxRow>(executor, sql`${outboxSelect} WHERE o.id = ${id}`))[0] ?? null;

/**
 * An SMS row already claimed by the caller, as the worker claims (sending, first attempt, leased), so no
 * worker sends it while the caller does.
 */
export const insertClaimedSms = (
  executor: Executor,
  message: {
    recipient: string;
    subject: string;
    body: string;
    parts: number;
    source: string;
    sourceId: number;
    leaseMinutes: number;
  },
) =>
  executor
    .insert(outbox)
    .values({
      channel: "sms",
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      parts: message.parts,
      source: message.source,
      sourceId: message.sourceId,
      status: "sending",
      attempts: 1,
      nextAttemptAt: sql`now() + make_interval(mins => ${message.leaseMinutes})`,
    })
    .returning({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body });
