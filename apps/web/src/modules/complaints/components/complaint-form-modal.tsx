import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { useAuthStore, useCan } from "../../../state/auth-store";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { type ComplaintProblem, type ComplaintValues, checkComplaint } from "../complaint-form";
import { useFileComplaint } from "../queries";

const FIELDS = ["title", "description", "nikaya_id"] as const;
type Field = (typeof FIELDS)[number];

type ComplaintFormModalProps = { opened: boolean; onClose: () => void };

/** File a complaint: about the user's own office, or (with offices below it) one of those. */
export function ComplaintFormModal({ opened, onClose }: ComplaintFormModalProps) {
  const { t } = useTranslation("complaints");
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t("form.title")}>
      {opened && <ComplaintForm onDone={onClose} />}
    </Modal>
  );
}

function ComplaintForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("complaints");
  const fmt = useFormat();
  const own = useAuthStore((s) => s.user?.nikaya ?? null);
  const canViewOffices = useCan("office.view");
  // Users who see more than their own office choose among the offices of their scope.
  const offices = useQuery({ ...officeTreeQuery(), enabled: canViewOffices });
  const canChoose = (offices.data?.length ?? 0) > 1 || (own === null && offices.isSuccess);
  const [values, setValues] = useState<ComplaintValues>({
    title: "",
    description: "",
    nikaya_id: own?.id ?? null,
  });
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const file = useFileComplaint();

  const change = <K extends Field>(key: K, value: ComplaintValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const problemText = (problem: ComplaintProblem<Field>) =>
    problem.key === "tooLong"
      ? t("errors.tooLong", { n: fmt.number(problem.n) })
      : t(`errors.${problem.key}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkComplaint(values);
    const found: FieldErrorMap<Field> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    setErrors(found);
    if (problems.length > 0) return;
    file.mutate(
      {
        title: values.title.trim(),
        description: values.description.trim(),
        ...(values.nikaya_id === null ? {} : { nikaya_id: values.nikaya_id }),
      },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.filed"));
          onDone();
        },
        onError: (error) => {
          fromApi(error);
          notifyError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          data-autofocus
          withAsterisk
          label={t("form.titleLabel")}
          value={values.title}
          error={errors.title}
          onChange={(event) => change("title", event.currentTarget.value)}
        />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={3}
          maxRows={10}
          value={values.description}
          error={errors.description}
          onChange={(event) => change("description", event.currentTarget.value)}
        />
        {canChoose ? (
          <OfficeTree
            mode="single"
            withAsterisk
            label={t("form.office")}
            description={t("form.officeHint")}
            value={values.nikaya_id === null ? [] : [values.nikaya_id]}
            error={errors.nikaya_id}
            onChange={(ids) => change("nikaya_id", ids[0] ?? null)}
          />
        ) : (
          <TextInput
            readOnly
            label={t("form.office")}
            value={own ? fmt.name(own.name, own.name_np) : ""}
            error={errors.nikaya_id}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={file.isPending}>
            {t("actions.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
