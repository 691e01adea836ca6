import { Alert, Modal, Stack, Text } from "@mantine/core";
import { NOTICE_ATTACHMENTS, type TActionPoint } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { VerdictReview } from "../../../ui/verdict-review";
import { useAttachPointFiles, useRemovePointFile, useReviewClaim } from "../queries";
import { ActionPointStatusBadge } from "./action-point-list";

/**
 * A point's completion and its evidence: the responsible office attaches or removes files until the
 * completion is accepted; the visit's team accepts a claim (with evidence while the setting asks for it)
 * or rejects it with a reason, which the office reads here.
 */
export function PointClaimModal({ point, onClose }: { point: TActionPoint; onClose: () => void }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  // Each change answers the point as it now is; the dialog shows that answer.
  const [current, setCurrent] = useState(point);
  const attach = useAttachPointFiles(current.id);
  const remove = useRemovePointFile();
  const claimed = current.status === "completion_claimed";
  const needsEvidence = claimed && current.evidence_required && current.files.length === 0;
  const attachFiles = (files: File[]) => attach.mutateAsync(files).then(setCurrent);

  return (
    <Modal opened onClose={onClose} title={t("claims.dialogTitle")} size="lg">
      <Stack gap="sm">
        <Text size="sm">{current.description}</Text>
        <ActionPointStatusBadge point={current} />
        {current.actions_taken && (
          <Text size="sm" c="dimmed">
            {t("claims.actionsTaken", { text: current.actions_taken })}
          </Text>
        )}
        {current.review_note && current.reviewed_by !== null && (
          <Text size="sm" c={current.status === "completed" ? "dimmed" : "orange.8"}>
            {t(current.status === "completed" ? "claims.acceptedNote" : "claims.rejected", {
              name: current.reviewed_by,
              note: current.review_note,
            })}
          </Text>
        )}
        <Text size="sm" fw={500}>
          {t("claims.evidence")}
        </Text>
        <AttachmentList
          files={current.files}
          href={(file) => file.file_url}
          emptyText={t("claims.noFiles")}
          detail={(file) => t("claims.uploadedAt", { date: fmt.dateTime(file.uploaded_at) })}
          disabled={remove.isPending}
          remove={
            current.can_attach
              ? {
                  label: (file) => t("claims.removeFile", { name: file.filename }),
                  confirmTitle: t("claims.removeTitle"),
                  confirmMessage: (file) => t("claims.removeMessage", { name: file.filename }),
                  onConfirm: (file) =>
                    remove.mutate(file.id, {
                      onSuccess: (answer) => {
                        setCurrent(answer);
                        notifySuccess(t("claims.removed"));
                      },
                      onError: notifyError,
                    }),
                }
              : undefined
          }
        />
        {needsEvidence && (
          <Alert color="yellow" variant="light">
            {t("claims.needed")}
          </Alert>
        )}
        {current.can_attach && (
          <FileUpload
            rules={NOTICE_ATTACHMENTS}
            attached={current.files.length}
            attach={attachFiles}
            uploading={attach.isPending}
            label={t("claims.evidence")}
            placeholder={t("report.filesPlaceholder")}
            description={t("claims.evidenceHint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
            uploadLabel={t("report.upload")}
            uploadedText={t("report.uploaded")}
          />
        )}
        {current.can_review && (
          <ClaimReview point={current} canAccept={!needsEvidence} onReviewed={setCurrent} />
        )}
      </Stack>
    </Modal>
  );
}

function ClaimReview({
  point,
  canAccept,
  onReviewed,
}: {
  point: TActionPoint;
  canAccept: boolean;
  onReviewed: (point: TActionPoint) => void;
}) {
  const { t } = useTranslation("monitoring");
  const review = useReviewClaim();
  return (
    <VerdictReview
      hint={t("claims.claimHint")}
      label={t("claims.reason")}
      noteRequired={t("claims.reasonRequired")}
      noteField="reason"
      rejectLabel={t("claims.reject")}
      acceptLabel={t("claims.accept")}
      acceptedToast={t("claims.acceptedToast")}
      rejectedToast={t("claims.rejectedToast")}
      canAccept={canAccept}
      pending={review.isPending}
      review={(accept, text, handlers) =>
        review.mutate(
          { id: point.id, verdict: accept ? "accept" : "reject", text },
          {
            onSuccess: (answer) => {
              handlers.onSuccess();
              onReviewed(answer);
            },
            onError: handlers.onError,
          },
        )
      }
    />
  );
}
