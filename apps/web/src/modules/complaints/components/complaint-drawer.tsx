import {
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from "@mantine/core";
import { COMPLAINT_STATUS_LIST, type ComplaintStatus, type TComplaintDetail } from "@pragati/domain/contract";
import { IconCircleCheck, IconCircleDot, IconProgress } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks } from "../../../lib/schema-form";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { type ChangeValues, type ComplaintProblem, checkChange } from "../complaint-form";
import { complaintQuery, useUpdateComplaint } from "../queries";
import { COMPLAINT_STATUS_COLORS, ComplaintStatusBadge } from "./complaint-status-badge";

const STATUS_ICONS: Record<ComplaintStatus, ReactNode> = {
  open: <IconCircleDot size={14} />,
  in_progress: <IconProgress size={14} />,
  resolved: <IconCircleCheck size={14} />,
};

type ComplaintDrawerProps = { id: number | null; onClose: () => void };

/** One complaint: details, its history as a timeline and, with `complaint.manage`, the status change. */
export function ComplaintDrawer({ id, onClose }: ComplaintDrawerProps) {
  const { t } = useTranslation("complaints");
  const complaint = useQuery({ ...complaintQuery(id ?? 0), enabled: id !== null });
  const canManage = useCan("complaint.manage");

  const body = () => {
    if (complaint.isPending)
      return (
        <Center py="xl">
          <Loader size="sm" aria-label={t("detail.loading")} />
        </Center>
      );
    if (complaint.isError)
      return <ErrorState message={complaint.error.message} onRetry={() => void complaint.refetch()} />;
    return (
      <Stack gap="lg">
        <ComplaintDetails complaint={complaint.data} />
        <ComplaintHistory complaint={complaint.data} />
        {canManage && (
          <>
            <Divider />
            {/* Keyed by the last history row, so a saved change starts the form afresh. */}
            <ChangeForm key={complaint.data.history.at(-1)?.id} complaint={complaint.data} />
          </>
        )}
      </Stack>
    );
  };

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={complaint.data?.title ?? t("detail.loading")}
    >
      {id !== null && body()}
    </Drawer>
  );
}

function ComplaintDetails({ complaint }: { complaint: TComplaintDetail }) {
  const { t } = useTranslation("complaints");
  const fmt = useFormat();
  const item = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
  return (
    <Stack gap="sm" data-testid="complaint-details">
      <SimpleGrid cols={2} spacing="sm">
        {item(t("detail.office"), fmt.name(complaint.nikaya_name, complaint.nikaya_name_np))}
        {item(t("detail.status"), <ComplaintStatusBadge state={complaint.status} />)}
        {item(t("detail.filedBy"), complaint.created_by_name ?? t("detail.unknownUser"))}
        {item(t("detail.filedOn"), fmt.dateTime(complaint.created_at))}
      </SimpleGrid>
      {item(
        t("detail.description"),
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={complaint.description ? undefined : "dimmed"}>
          {complaint.description || t("detail.noDescription")}
        </Text>,
      )}
      {item(
        t("detail.response"),
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} c={complaint.response ? undefined : "dimmed"}>
          {complaint.response || t("detail.noResponse")}
        </Text>,
      )}
    </Stack>
  );
}

function ComplaintHistory({ complaint }: { complaint: TComplaintDetail }) {
  const { t } = useTranslation("complaints");
  const fmt = useFormat();
  return (
    <Stack gap="sm">
      <Title order={4}>{t("detail.history")}</Title>
      <Timeline
        active={complaint.history.length - 1}
        bulletSize={24}
        lineWidth={2}
        data-testid="complaint-history"
      >
        {complaint.history.map((step) => (
          <Timeline.Item
            key={step.id}
            bullet={STATUS_ICONS[step.status]}
            color={COMPLAINT_STATUS_COLORS[step.status]}
            title={t(`status.${step.status}`)}
          >
            <Text size="xs" c="dimmed">
              {fmt.dateTime(step.created_at)} ·{" "}
              {t("detail.by", { name: step.created_by_name ?? t("detail.unknownUser") })}
            </Text>
            {step.note && (
              <Text size="sm" mt={4}>
                {t("detail.note", { note: step.note })}
              </Text>
            )}
            {step.response && (
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                {step.response}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

const FIELDS = ["status", "response", "note"] as const;
type Field = (typeof FIELDS)[number];

function ChangeForm({ complaint }: { complaint: TComplaintDetail }) {
  const { t } = useTranslation("complaints");
  const fmt = useFormat();
  const [values, setValues] = useState<ChangeValues>({
    status: complaint.status,
    response: complaint.response,
    note: "",
  });
  const { errors, setErrors, clear } = useFieldErrors(FIELDS);
  const update = useUpdateComplaint(complaint.id);

  const change = <K extends Field>(key: K, value: ChangeValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
    // Any edit may settle "nothing changed", which sits under the status.
    clear("status");
    if (key === "status") clear("response");
  };

  const problemText = (problem: ComplaintProblem<Field>) =>
    problem.key === "tooLong"
      ? t("errors.tooLong", { n: fmt.number(problem.n) })
      : t(`errors.${problem.key}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkChange(complaint, values);
    const found: FieldErrorMap<Field> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    setErrors(found);
    if (problems.length > 0) return;
    update.mutate(
      { status: values.status, response: values.response.trim(), note: values.note.trim() },
      saveCallbacks({ setErrors }, FIELDS, t("toasts.updated")),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("update.title")}>
      <Stack gap="sm">
        <Title order={4}>{t("update.title")}</Title>
        <Select
          label={t("update.status")}
          allowDeselect={false}
          data={COMPLAINT_STATUS_LIST.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={values.status}
          error={errors.status}
          onChange={(value) => value && change("status", value as ComplaintStatus)}
        />
        <Textarea
          label={t("update.response")}
          description={t("update.responseHint")}
          withAsterisk={values.status === "resolved"}
          autosize
          minRows={3}
          maxRows={8}
          value={values.response}
          error={errors.response}
          onChange={(event) => change("response", event.currentTarget.value)}
        />
        <TextInput
          label={t("update.note")}
          description={t("update.noteHint")}
          value={values.note}
          error={errors.note}
          onChange={(event) => change("note", event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t("actions.update")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
