import { Alert, Text } from "@mantine/core";
import { APPROVAL_STREAM_PERMISSIONS, type ApprovalStream, type TApproval } from "@pragati/domain/contract";
import { IconArrowBackUp, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { monthApprovalQuery } from "../queries";

type MonthKey = { stream: ApprovalStream; month: number; officeId: number | null };

/** The office's month of the stream (header's fiscal year), for a caller who may see the stream. */
function useMonthApproval({ stream, month, officeId }: MonthKey) {
  const permissions = APPROVAL_STREAM_PERMISSIONS[stream];
  const canView = useCan(permissions.view);
  const canApprove = useCan(permissions.approve);
  return useQuery({
    ...monthApprovalQuery(stream, month, officeId ?? 0),
    enabled: officeId !== null && (canView || canApprove),
  });
}

const isClosed = (approval: TApproval | null | undefined) =>
  approval?.state === "submitted" || approval?.state === "approved";

/**
 * Whether the office's month is submitted or approved, so its entry screens are read-only: undefined
 * until known. The API refuses such a write anyway (409); a month it cannot read counts as open.
 */
export function useMonthClosed(key: MonthKey): boolean | undefined {
  const query = useMonthApproval(key);
  if (!query.isEnabled || query.isError) return false;
  return query.isPending ? undefined : isClosed(query.data);
}

/**
 * The month's state on an entry screen: read-only while submitted or approved, the reason when it was
 * returned; nothing while it is open.
 */
export function MonthApprovalNotice(key: MonthKey) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  const approval = useMonthApproval(key).data;
  if (!approval || approval.state === "open") return null;
  const month = fmt.fiscalMonth(approval.month);
  if (approval.state === "returned")
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconArrowBackUp size={18} />}
        title={t("notice.returnedTitle", { month })}
        data-testid="month-approval-notice"
      >
        <Text size="sm">{t("notice.reason", { reason: approval.reason ?? "-" })}</Text>
        <Text size="sm">{t("notice.returnedHint")}</Text>
      </Alert>
    );
  const title =
    approval.state === "submitted"
      ? t("notice.submittedTitle", { month })
      : t("notice.approvedTitle", {
          month,
          level: fmt.number(approval.level),
          levels: fmt.number(approval.levels),
        });
  return (
    <Alert
      color={approval.state === "submitted" ? "blue" : "green"}
      variant="light"
      icon={<IconLock size={18} />}
      title={title}
      data-testid="month-approval-notice"
    >
      <Text size="sm">
        {t(approval.state === "submitted" ? "notice.submittedHint" : "notice.approvedHint", {
          name: approval.acted_by?.name ?? "-",
          at: fmt.dateTime(approval.acted_at),
        })}
      </Text>
    </Alert>
  );
}
