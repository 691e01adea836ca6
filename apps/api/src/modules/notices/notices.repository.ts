import type { TNoticeRecipientsBody, TOutboxRow, TPagedQuery } from "@pragati/domain/contract";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, isoTimestamp, queryRow, queryRows } from "../../db/client";
import { noticeFiles, noticeReads, notices, noticeTargets, offices, roles } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";
import type { AuthContext } from "../../plugins/auth";

/** A notice reaches the user when it is public or targets the user's role or office (alias `n`). */
export const reachesUser = (auth: AuthContext): SQL =>
  sql`(n.is_public OR EXISTS (SELECT 1 FROM notice_targets t WHERE t.notice_id = n.id
         AND (t.role_id = ${auth.roleId} OR t.nikaya_id = ${auth.nikayaId ?? -1})))`;

export type NoticeRow = {
  id: number;
  title: string;
  description: string;
  files: { id: number; filename: string }[] | null;
};

const filesJson = sql`(SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename) ORDER BY f.id)
                         FROM notice_files f WHERE f.notice_id = n.id)`;

/** Unread notices valid today (BS `today`) that reach the user. */
export const unreadNotices = (executor: Executor, auth: AuthContext, today: string) =>
  queryRows<NoticeRow>(
    executor,
    sql`SELECT n.id, n.title, n.description, ${filesJson} AS files
          FROM notices n
         WHERE (n.from_date IS NULL OR n.from_date <= ${today})
           AND (n.to_date IS NULL OR n.to_date >= ${today})
           AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ${auth.userId})
           AND ${reachesUser(auth)}
         ORDER BY n.created_at DESC, n.id DESC
         LIMIT 100`,
  );

export type NoticeAdminDbRow = {
  id: number;
  title: string;
  description: string;
  from_date: string | null;
  to_date: string | null;
  is_public: boolean;
  send_sms: boolean;
  send_email: boolean;
  role_ids: number[] | null;
  nikaya_ids: number[] | null;
  files: { id: number; filename: string }[] | null;
  pending: number;
  sent: number;
  failed: number;
  created_at: string;
};

const adminSelect = sql`SELECT n.id, n.title, n.description, n.from_date, n.to_date, n.is_public, n.send_sms, n.send_email,
         (SELECT array_agg(t.role_id ORDER BY t.role_id) FROM notice_targets t WHERE t.notice_id = n.id AND t.role_id IS NOT NULL) AS role_ids,
         (SELECT array_agg(t.nikaya_id ORDER BY t.nikaya_id) FROM notice_targets t WHERE t.notice_id = n.id AND t.nikaya_id IS NOT NULL) AS nikaya_ids,
         ${filesJson} AS files,
         (SELECT count(*) FILTER (WHERE o.status IN ('pending', 'sending'))::int FROM outbox o WHERE o.source = 'notice' AND o.source_id = n.id) AS pending,
         (SELECT count(*) FILTER (WHERE o.status = 'sent')::int FROM outbox o WHERE o.source = 'notice' AND o.source_id = n.id) AS sent,
         (SELECT count(*) FILTER (WHERE o.status IN ('failed', 'skipped'))::int FROM outbox o WHERE o.source = 'notice' AND o.source_id = n.id) AS failed,
         ${isoTimestamp(sql`n.created_at`)} AS created_at
    FROM notices n`;

export const listNotices = (executor: Executor, query: TPagedQuery) => {
  const term = query.search.trim();
  return pagedList<NoticeAdminDbRow>(
    executor,
    query,
    sql`${adminSelect}
         ${term ? sql`WHERE n.title ILIKE ${likePattern(term)} OR n.description ILIKE ${likePattern(term)}` : sql``}
         ORDER BY n.created_at DESC, n.id DESC`,
  );
};

export const findNotice = async (executor: Executor, id: number) =>
  queryRow<NoticeAdminDbRow>(executor, sql`${adminSelect} WHERE n.id = ${id}`);

export type NoticeRecipientRow = { id: number; email: string | null; mobile: string | null };

/** Active users a notice with these targets reaches: public, or the user's role or office is targeted. */
export const noticeRecipients = (executor: Executor, targets: TNoticeRecipientsBody) =>
  queryRows<NoticeRecipientRow>(
    executor,
    sql`SELECT u.id, u.email, u.mobile FROM users u
         WHERE u.status
           AND (${targets.is_public} OR u.role_id = ANY(${`{${targets.role_ids.join(",")}}`}::int[])
                OR u.nikaya_id = ANY(${`{${targets.nikaya_ids.join(",")}}`}::int[]))
         ORDER BY u.id`,
  );

export type OutboxFilter = { status?: string; channel?: string; source?: string; source_id?: number };

/** An outbox row as the outbox screen shows it (alias `o`). */
export const outboxSelect = sql`SELECT o.id::int AS id, o.channel, o.recipient, o.subject, o.status, o.attempts, o.last_error,
         o.source, o.source_id, o.error_kind, o.parts, o.provider, o.provider_message_id, o.credits,
         ${isoTimestamp(sql`o.created_at`)} AS created_at,
         ${isoTimestamp(sql`o.sent_at`)} AS sent_at
    FROM outbox o`;

export const listOutbox = (executor: Executor, query: TPagedQuery & OutboxFilter) => {
  const term = query.search.trim();
  return pagedList<TOutboxRow>(
    executor,
    query,
    sql`${outboxSelect}
         WHERE TRUE
           ${query.status ? sql`AND o.status = ${query.status}` : sql``}
           ${query.channel ? sql`AND o.channel = ${query.channel}` : sql``}
           ${query.source ? sql`AND o.source = ${query.source}` : sql``}
           ${query.source_id ? sql`AND o.source_id = ${query.source_id}` : sql``}
           ${term ? sql`AND (o.recipient ILIKE ${likePattern(term)} OR o.subject ILIKE ${likePattern(term)})` : sql``}
         ORDER BY o.id DESC`,
  );
};

/** A file of a notice that reaches the user (any date, read or not), or any file for notice admins. */
export const findVisibleFile = async (
  executor: Executor,
  auth: AuthContext,
  fileId: number,
  anyNotice: boolean,
) =>
  queryRow<{ id: number; filename: string; storage_key: string; mime_type: string }>(
    executor,
    sql`SELECT f.id, f.filename, f.storage_key, f.mime_type FROM notice_files f JOIN notices n ON n.id = f.notice_id
           WHERE f.id = ${fileId} AND (${anyNotice} OR ${reachesUser(auth)})`,
  );

export const markNoticeRead = (executor: Executor, noticeId: number, userId: number) =>
  executor.insert(noticeReads).values({ noticeId, userId }).onConflictDoNothing();

/** Of these role ids, those that exist. */
export const existingRoleIds = (executor: Executor, ids: readonly number[]) =>
  executor
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));

/** Of these office ids, those that exist. */
export const existingOfficeIds = (executor: Executor, ids: readonly number[]) =>
  executor
    .select({ id: offices.id })
    .from(offices)
    .where(inArray(offices.id, [...ids]));

export const insertNotice = async (executor: Executor, values: PgInsertValue<typeof notices>) =>
  (await executor.insert(notices).values(values).returning({ id: notices.id }))[0];

export const updateNoticeRow = (executor: Executor, id: number, values: PgUpdateSetSource<typeof notices>) =>
  executor.update(notices).set(values).where(eq(notices.id, id));

export const deleteNoticeRow = (executor: Executor, id: number) =>
  executor.delete(notices).where(eq(notices.id, id));

export const replaceNoticeTargets = async (
  executor: Executor,
  noticeId: number,
  rows: PgInsertValue<typeof noticeTargets>[],
) => {
  await executor.delete(noticeTargets).where(eq(noticeTargets.noticeId, noticeId));
  if (rows.length > 0) await executor.insert(noticeTargets).values(rows);
};

/** Storage keys of a notice's files. */
export const noticeFileKeys = async (executor: Executor, noticeId: number) =>
  (
    await executor
      .select({ key: noticeFiles.storageKey })
      .from(noticeFiles)
      .where(eq(noticeFiles.noticeId, noticeId))
  ).map((f) => f.key);

/** A table of reminders sent: one row per reminder key (unique), with the notice that carried it. */
export type ReminderTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  noticeId: AnyPgColumn;
};

/** Claims a reminder's key; null when it was sent before (by this or another process). */
export const claimReminderKey = async <T extends ReminderTable>(
  executor: Executor,
  table: T,
  key: PgInsertValue<T>,
) => (await executor.insert(table).values(key).onConflictDoNothing().returning({ id: table.id }))[0] ?? null;

export const setReminderNotice = <T extends ReminderTable>(
  executor: Executor,
  table: T,
  id: number,
  noticeId: number,
) =>
  executor
    .update(table)
    .set({ noticeId } as PgUpdateSetSource<T>)
    .where(eq(table.id, id));
