import { type Executor, queryRows, sql } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";

export type NoticeRow = {
  id: number;
  title: string;
  description: string;
  files: { id: number; filename: string }[] | null;
};

/**
 * Unread notices valid today (BS `today`) that reach the user: public ones, those for the user's
 * role, and those for the user's office.
 */
export const unreadNotices = (executor: Executor, auth: AuthContext, today: string) =>
  queryRows<NoticeRow>(
    executor,
    sql`SELECT n.id, n.title, n.description,
               (SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename) ORDER BY f.id)
                  FROM notice_files f WHERE f.notice_id = n.id) AS files
          FROM notices n
         WHERE (n.from_date IS NULL OR n.from_date <= ${today})
           AND (n.to_date IS NULL OR n.to_date >= ${today})
           AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.user_id = ${auth.userId})
           AND (n.is_public OR EXISTS (
                 SELECT 1 FROM notice_targets t
                  WHERE t.notice_id = n.id
                    AND (t.role_id = ${auth.roleId} OR t.nikaya_id = ${auth.nikayaId ?? -1})))
         ORDER BY n.created_at DESC, n.id DESC
         LIMIT 100`,
  );
