import { Alert, Group, Paper, Stack, Text } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TDecisionDetail, type TDecisionReport } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { VerdictReview } from "../../../ui/verdict-review";
import { useAttachReportFiles, useReviewReport } from "../queries";
import { DecisionStatusBadge } from "./decision-status-badge";
import { ReportStateBadge } from "./report-state-badge";

/** One report of the decision's history: its evidence, and the review while it waits. */
export function ReportCard({ decision, report }: { decision: TDecisionDetail; report: TDecisionReport }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const waiting = report.state === "submitted";
  // The secretariat accepts it only once evidence is attached (an implemented report, the setting on).
  const needsEvidence = waiting && report.evidence_required && report.files.length === 0;
  return (
    <Paper
      component="section"
      withBorder
      p="sm"
      aria-label={t("reports.cardLabel", { n: fmt.number(report.period_index) })}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <DecisionStatusBadge status={report.status} percent={report.implementation_percent} />
            <ReportStateBadge state={report.state} />
          </Group>
          <Text size="xs" c="dimmed">
            {t("reports.byLine", {
              n: fmt.number(report.period_index),
              date: fmt.bsDate(report.period_end),
              office: fmt.name(report.reporting_office.name, report.reporting_office.name_np),
              name: report.reported_by,
            })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {report.description}
        </Text>
        {report.reason && (
          <Text size="sm" c="dimmed">
            {t("reports.reasonLine", { reason: report.reason })}
          </Text>
        )}
        {report.review_note && (
          <Text size="sm" c={report.state === "returned" ? "orange.8" : "dimmed"}>
            {t("reports.noteLine", { note: report.review_note, name: report.reviewed_by ?? "" })}
          </Text>
        )}
        <AttachmentList
          files={report.files}
          href={(file) => file.file_url}
          emptyText={t("reports.noFiles")}
          detail={(file) => t("evidence.uploadedAt", { date: fmt.dateTime(file.uploaded_at) })}
        />
        {needsEvidence && (
          <Alert color="yellow" variant="light">
            {t("evidence.needed")}
          </Alert>
        )}
        {waiting && decision.reports_here && <ReportEvidence report={report} />}
        {waiting && decision.can_review && <ReportReview report={report} canAccept={!needsEvidence} />}
      </Stack>
    </Paper>
  );
}

function ReportEvidence({ report }: { report: TDecisionReport }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const attach = useAttachReportFiles(report.id);
  return (
    <FileUpload
      rules={NOTICE_ATTACHMENTS}
      attached={report.files.length}
      attach={attach.mutateAsync}
      uploading={attach.isPending}
      label={t("reports.evidence")}
      placeholder={t("files.placeholder")}
      description={t("reports.evidenceHint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
      uploadLabel={t("files.upload")}
      uploadedText={t("files.uploaded")}
    />
  );
}

function ReportReview({ report, canAccept }: { report: TDecisionReport; canAccept: boolean }) {
  const { t } = useTranslation("meetings");
  const review = useReviewReport();
  return (
    <VerdictReview
      label={t("reports.labels.note")}
      description={t("reports.noteHint")}
      noteRequired={t("reports.errors.note")}
      noteField="note"
      rejectLabel={t("reports.return")}
      acceptLabel={t("reports.accept")}
      acceptedToast={t("reports.toasts.accepted")}
      rejectedToast={t("reports.toasts.returned")}
      canAccept={canAccept}
      pending={review.isPending}
      review={(accept, note, handlers) =>
        review.mutate({ id: report.id, verdict: accept ? "accept" : "return", note }, handlers)
      }
    />
  );
}
