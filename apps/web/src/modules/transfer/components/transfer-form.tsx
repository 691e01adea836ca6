import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import type { TTransferActivity } from "@pragati/domain/contract";
import { IconArrowsExchange } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { confirmAction } from "../../../ui/confirm-dialog";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { useScopeOffices } from "../../plans";
import { useTransferActivity } from "../queries";

const FIELDS = ["to_nikaya_id", "remarks"] as const;
const REMARKS_MAX = 1000;

/** Target office (office tree, single) and remarks; confirmed before the activity moves. */
export function TransferForm({ activity }: { activity: TTransferActivity }) {
  const { t } = useTranslation("transfer");
  const fmt = useFormat();
  const scope = useScopeOffices();
  const [target, setTarget] = useState<number | null>(null);
  const [remarks, setRemarks] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const transfer = useTransferActivity(activity.id);
  const targetOffice = scope.byId(target);
  const targetName = targetOffice ? fmt.name(targetOffice.name, targetOffice.name_np) : "";
  const isHelper = activity.helpers.some((h) => h.id === target);

  const send = (toId: number) =>
    transfer.mutate(
      { to_nikaya_id: toId, remarks: remarks.trim() },
      {
        onSuccess: (result) => {
          notifySuccess(
            t("toasts.transferred", {
              to: fmt.name(result.transfer.to_nikaya.name, result.transfer.to_nikaya.name_np),
            }),
          );
          setTarget(null);
          setRemarks("");
        },
        onError: (error) => {
          if (!fromApi(error) && isApiError(error) && !error.canceled) setRefusal(error.message);
          notifyError(error);
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (target === null) found.to_nikaya_id = t("errors.target");
    else if (target === activity.nikaya.id) found.to_nikaya_id = t("errors.same");
    if (remarks.trim() === "") found.remarks = t("errors.remarks");
    setErrors(found);
    if (target === null || Object.keys(found).length > 0) return;
    confirmAction({
      title: t("confirm.title"),
      message: t("confirm.message", {
        activity: `${fmt.digits(activity.point_no)} ${activity.title}`,
        from: fmt.name(activity.nikaya.name, activity.nikaya.name_np),
        to: targetName,
        milestones: fmt.number(activity.milestones.length),
        entries: fmt.number(activity.progress_count),
      }),
      danger: false,
      onConfirm: () => send(target),
    });
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={4}>{t("form.title")}</Title>
        <Text size="sm" c="dimmed">
          {t("form.description")}
        </Text>
        {refusal && (
          <Alert color="red" variant="light" data-testid="transfer-refusal">
            {refusal}
          </Alert>
        )}
        <OfficeTree
          mode="single"
          label={t("form.target")}
          withAsterisk
          value={target === null ? [] : [target]}
          error={errors.to_nikaya_id}
          onChange={(ids) => {
            setTarget(ids[0] ?? null);
            clear("to_nikaya_id");
          }}
        />
        {isHelper && (
          <Text size="sm" c="orange" data-testid="transfer-helper-note">
            {t("form.helperNote", { office: targetName })}
          </Text>
        )}
        <Textarea
          label={t("form.remarks")}
          withAsterisk
          autosize
          minRows={2}
          maxLength={REMARKS_MAX}
          value={remarks}
          error={errors.remarks}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            clear("remarks");
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconArrowsExchange size={16} />} loading={transfer.isPending}>
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
