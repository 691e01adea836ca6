import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { NOTICE_ATTACHMENTS, type TIndicator, type TIndicatorProgress } from "@pragati/domain/contract";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors } from "../../../lib/schema-form";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { NumberInput } from "../../../ui/inputs/number-input";
import {
  indicatorProgressQuery,
  useAttachPeriodFiles,
  useReportAchievement,
  useSaveTargets,
} from "../queries";
import { STATUS_COLORS } from "../status-colors";

type Row = TIndicatorProgress["periods"][number];

const ACHIEVEMENT_FIELDS = ["actual", "comment"] as const;
/** The targets' fields the server names: the whole set (`periods`) or one period's (`periods.2`). */
const TARGET_FIELDS = ["periods", ...Array.from({ length: 12 }, (_, i) => `periods.${i}`)];

/** The server's field errors under their fields; a toast only for a refusal that names none. */
const showRefusal = (error: unknown, fields: readonly string[], set: (errors: FormErrors) => void) => {
  const errors = apiFieldErrors(error, fields);
  set(errors);
  if (Object.keys(errors).length === 0) notifyError(error);
};

/** A period's % achieved to its end and its status (every % on screen: 2 decimals). */
function PeriodStatus({ row }: { row: Row }) {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  if (row.status === null) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {row.percent !== null && <Text size="sm">{fmt.percent(row.percent, { decimals: 2 })}</Text>}
      <Badge size="sm" variant="light" color={STATUS_COLORS[row.status]}>
        {t(`status.${row.status}`)}
      </Badge>
    </Group>
  );
}

/** One period: its months, target (editable by the owner), achievement and comment (in the window). */
function PeriodRow({
  row,
  target,
  onTarget,
  canManage,
  indicatorId,
  targetError,
}: {
  row: Row;
  target: number | null;
  onTarget: (value: number | null) => void;
  canManage: boolean;
  indicatorId: number;
  targetError: FormErrors[string];
}) {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  const report = useReportAchievement(indicatorId);
  const [actual, setActual] = useState<number | null>(row.actual);
  const [comment, setComment] = useState(row.comment);
  const [errors, setErrors] = useState<FormErrors>({});
  const months = row.months.map((m) => fmt.fiscalMonth(m));
  const label = months.length === 1 ? months[0] : `${months[0]} – ${months[months.length - 1]}`;
  const save = () =>
    report.mutate(
      { period: row.period, actual: actual ?? Number.NaN, comment },
      {
        onSuccess: () => {
          setErrors({});
          notifySuccess(t("periods.reported"));
        },
        onError: (error) => showRefusal(error, ACHIEVEMENT_FIELDS, setErrors),
      },
    );
  return (
    <Table.Tr data-testid="period-row">
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        {canManage ? (
          <NumberInput
            aria-label={t("periods.targetOf", { period: label })}
            maxDecimals={4}
            allowNegative
            value={target}
            onChange={onTarget}
            error={targetError}
          />
        ) : target === null ? (
          ""
        ) : (
          fmt.number(target)
        )}
      </Table.Td>
      <Table.Td>
        {row.open ? (
          <NumberInput
            aria-label={t("periods.actualOf", { period: label })}
            maxDecimals={4}
            allowNegative
            value={actual}
            onChange={setActual}
            error={errors.actual}
          />
        ) : row.actual === null ? (
          ""
        ) : (
          fmt.number(row.actual)
        )}
      </Table.Td>
      <Table.Td>
        <PeriodStatus row={row} />
      </Table.Td>
      <Table.Td>
        {row.open ? (
          <TextInput
            aria-label={t("periods.commentOf", { period: label })}
            value={comment}
            error={errors.comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        ) : (
          row.comment
        )}
      </Table.Td>
      <Table.Td>
        <AttachmentList files={row.files} href={(file) => file.file_url} emptyText="" />
        {row.open && <PeriodEvidence row={row} label={label} indicatorId={indicatorId} />}
      </Table.Td>
      <Table.Td>
        {row.open && (
          <Button size="xs" loading={report.isPending} onClick={save}>
            {t("periods.report", { period: label })}
          </Button>
        )}
        {row.frozen && (
          <Badge size="sm" variant="light" color="blue" leftSection={<IconLock size={12} />}>
            {t("periods.frozen")}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Evidence files of an open period's achievement (the API checks type, size and count). */
function PeriodEvidence({ row, label, indicatorId }: { row: Row; label: string; indicatorId: number }) {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  const attach = useAttachPeriodFiles(indicatorId);
  return (
    <FileUpload
      rules={NOTICE_ATTACHMENTS}
      attached={row.files.length}
      attach={(files) => attach.mutateAsync({ period: row.period, files })}
      uploading={attach.isPending}
      label={t("periods.evidenceOf", { period: label })}
      placeholder={t("periods.choose")}
      description={t("periods.evidenceHint", { max: fmt.number(NOTICE_ATTACHMENTS.maxFiles) })}
      uploadLabel={t("periods.upload")}
      uploadedText={t("periods.uploaded")}
    />
  );
}

/** Targets per review period, achievements of the open periods and the status to date. */
export function IndicatorPeriods({ indicator }: { indicator: TIndicator }) {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  const progress = useQuery(indicatorProgressQuery(indicator.id));
  const saveTargets = useSaveTargets(indicator.id);
  const [targets, setTargets] = useState<(number | null)[] | null>(null);
  const [targetErrors, setTargetErrors] = useState<FormErrors>({});

  if (progress.isPending) return <Loader size="sm" aria-label={t("periods.loading")} />;
  if (progress.isError)
    return (
      <Alert color="red" title={t("periods.error")}>
        <Button size="xs" variant="light" onClick={() => void progress.refetch()}>
          {t("periods.retry")}
        </Button>
      </Alert>
    );
  const data = progress.data;
  const shown = targets ?? data.periods.map((p) => p.target);
  const { to_date: toDate } = data;
  const submitTargets = () =>
    saveTargets.mutate(shown.some((v) => v !== null) ? shown.map((v) => v ?? Number.NaN) : [], {
      onSuccess: () => {
        setTargets(null);
        setTargetErrors({});
        notifySuccess(t("periods.targetsSaved"));
      },
      onError: (error) => showRefusal(error, TARGET_FIELDS, setTargetErrors),
    });

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t("periods.title")}
      </Title>
      <Group gap="sm" data-testid="indicator-status">
        <Badge color={STATUS_COLORS[toDate.status]} variant="filled">
          {t(`status.${toDate.status}`)}
        </Badge>
        <Text size="sm">
          {t("periods.toDate", {
            ended: fmt.number(toDate.ended),
            reported: fmt.number(toDate.reported),
            target: toDate.target === null ? "–" : fmt.number(toDate.target),
            actual: toDate.actual === null ? "–" : fmt.number(toDate.actual),
            percent:
              toDate.percent !== null
                ? fmt.percent(toDate.percent, { decimals: 2 })
                : toDate.met === null
                  ? "–"
                  : t(toDate.met ? "periods.met" : "periods.notMet"),
          })}
        </Text>
      </Group>
      <Table withTableBorder aria-label={t("periods.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("periods.period")}</Table.Th>
            <Table.Th>{t("periods.target")}</Table.Th>
            <Table.Th>{t("periods.actual")}</Table.Th>
            <Table.Th>{t("periods.status")}</Table.Th>
            <Table.Th>{t("periods.comment")}</Table.Th>
            <Table.Th>{t("periods.evidence")}</Table.Th>
            <Table.Th>{t("table.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.periods.map((row, i) => (
            <PeriodRow
              key={row.period}
              row={row}
              indicatorId={indicator.id}
              canManage={data.can_manage}
              target={shown[i]}
              onTarget={(value) => setTargets(shown.map((v, j) => (j === i ? value : v)))}
              targetError={targetErrors[`periods.${i}`]}
            />
          ))}
        </Table.Tbody>
      </Table>
      {targetErrors.periods && (
        <Text size="sm" c="red" role="alert" data-testid="targets-error">
          {targetErrors.periods}
        </Text>
      )}
      {data.can_manage && (
        <Group justify="flex-end">
          <Button variant="light" loading={saveTargets.isPending} onClick={submitTargets}>
            {t("periods.saveTargets")}
          </Button>
        </Group>
      )}
      {!data.periods.some((p) => p.open) && data.can_report && (
        <Text size="sm" c="dimmed">
          {t("periods.closed")}
        </Text>
      )}
    </Stack>
  );
}
