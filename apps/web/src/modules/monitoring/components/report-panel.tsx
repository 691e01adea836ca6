import { Button, Checkbox, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  NOTICE_ATTACHMENTS,
  type TVisit,
  type TVisitReportBody,
  ZVisitReportBody,
} from "@pragati/domain/contract";
import { REPORT_DUE_DAYS } from "@pragati/domain/monitoring";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { useAddComment, useAttachReportFiles, useRemoveReportFile, useSaveReport } from "../queries";
import { ActionPointList } from "./action-point-list";

type ReportValues = Required<TVisitReportBody>;
const FLAGS = ["team_mobilised", "as_per_subject"] as const;
const TEXTS = ["main_objectives", "suggestion", "order_text", "referral"] as const;

/** The visit's report: written by the team in the field, with its files, comments and action points. */
export function ReportPanel({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const save = useSaveReport(visit.id);
  const attach = useAttachReportFiles(visit.id);
  const remove = useRemoveReportFile();
  const comment = useAddComment(visit.id);
  const [commentText, setCommentText] = useState("");
  const editable = visit.can_report;
  const form = useForm<ReportValues>({
    initialValues: {
      team_mobilised: visit.report?.team_mobilised ?? false,
      as_per_subject: visit.report?.as_per_subject ?? false,
      main_objectives: visit.report?.main_objectives ?? "",
      suggestion: visit.report?.suggestion ?? "",
      order_text: visit.report?.order_text ?? "",
      referral: visit.report?.referral ?? "",
    },
    validate: schemaValidate(ZVisitReportBody, (path) =>
      t("common:validation.required", { field: t(`report.fields.${path.split(".")[0]}`) }),
    ),
  });
  const submit = form.onSubmit(
    (valid) => save.mutate(valid, saveCallbacks(form, [...FLAGS, ...TEXTS], t("report.saved"))),
    () => notifyError(t("wizard.completeForm")),
  );

  return (
    <Stack gap="md">
      <Title order={3} fz="h5">
        {t("report.title")}
      </Title>
      {!editable && !visit.report ? (
        <Text c="dimmed">{t("report.none")}</Text>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t("report.title")}>
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="sm">
              <Text size="sm" data-testid="report-on-time">
                {t("report.onTime.label")}:{" "}
                {t(
                  `report.onTime.${visit.report?.on_time == null ? "pending" : visit.report.on_time ? "yes" : "no"}`,
                  { days: fmt.number(REPORT_DUE_DAYS) },
                )}
              </Text>
              <Group>
                {FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(`report.fields.${flag}`)}
                    {...form.getInputProps(flag, { type: "checkbox" })}
                  />
                ))}
              </Group>
              {TEXTS.map((field) => (
                <Textarea
                  key={field}
                  label={t(`report.fields.${field}`)}
                  withAsterisk={field === "main_objectives"}
                  autosize
                  minRows={2}
                  {...form.getInputProps(field)}
                />
              ))}
              {editable && (
                <Group justify="flex-end">
                  <Button type="submit" variant="light" loading={save.isPending}>
                    {t("report.save")}
                  </Button>
                </Group>
              )}
            </Stack>
          </fieldset>
        </form>
      )}
      <AttachmentList
        files={visit.files}
        href={(file) => file.file_url}
        emptyText={t("report.noFiles")}
        disabled={remove.isPending}
        remove={
          editable
            ? {
                label: (file) => t("report.removeFile", { name: file.filename }),
                confirmTitle: t("report.removeFileTitle"),
                confirmMessage: (file) => t("report.removeFile", { name: file.filename }),
                onConfirm: (file) => remove.mutate(file.id, { onError: notifyError }),
              }
            : undefined
        }
      />
      {editable && (
        <FileUpload
          rules={NOTICE_ATTACHMENTS}
          attached={visit.files.length}
          attach={attach.mutateAsync}
          uploading={attach.isPending}
          label={t("report.filesInput")}
          placeholder={t("report.filesPlaceholder")}
          description={t("report.filesHint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
          uploadLabel={t("report.upload")}
          uploadedText={t("report.uploaded")}
        />
      )}
      <ActionPointList visit={visit} />
      <Title order={3} fz="h5">
        {t("comments.title")}
      </Title>
      {visit.comments.length === 0 && <Text c="dimmed">{t("comments.none")}</Text>}
      {visit.comments.map((c) => (
        <div key={c.id}>
          <Text size="sm">{c.body}</Text>
          <Text size="xs" c="dimmed">
            {c.author}, {fmt.dateTime(c.created_at)}
          </Text>
        </div>
      ))}
      {visit.can_comment && (
        <Group align="flex-end">
          <Textarea
            label={t("comments.input")}
            autosize
            style={{ flex: 1 }}
            value={commentText}
            onChange={(event) => setCommentText(event.currentTarget.value)}
          />
          <Button
            variant="light"
            disabled={!commentText.trim()}
            loading={comment.isPending}
            onClick={() =>
              comment.mutate(commentText.trim(), {
                onSuccess: () => setCommentText(""),
                onError: notifyError,
              })
            }
          >
            {t("comments.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
