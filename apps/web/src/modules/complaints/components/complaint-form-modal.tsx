import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZComplaintBody } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useAuthStore, useCan } from "../../../state/auth-store";
import { FormFooter } from "../../../ui/form-footer";
import { FormModal } from "../../../ui/form-modal";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { type ComplaintValues, complaintProblem } from "../complaint-form";
import { useFileComplaint } from "../queries";

const FIELDS = ["title", "description", "nikaya_id"] as const;

type ComplaintFormModalProps = { opened: boolean; onClose: () => void };

/** File a complaint: about the user's own office, or (with offices below it) one of those. */
export function ComplaintFormModal({ opened, onClose }: ComplaintFormModalProps) {
  const { t } = useTranslation("complaints");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("form.title")}>
      <ComplaintForm onDone={onClose} />
    </FormModal>
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
  const form = useForm<ComplaintValues>({
    initialValues: { title: "", description: "", nikaya_id: own?.id ?? null },
    validate: schemaValidate(ZComplaintBody, (field, values: ComplaintValues) => {
      const problem = complaintProblem(field, values);
      return problem.key === "tooLong"
        ? t("errors.tooLong", { n: fmt.number(problem.n) })
        : t(`errors.${problem.key}`);
    }),
  });
  const file = useFileComplaint();
  // The office tree takes its error as text; every message here is one.
  const officeError = typeof form.errors.nikaya_id === "string" ? form.errors.nikaya_id : undefined;

  const submit = form.onSubmit((values) => {
    file.mutate(
      {
        title: values.title.trim(),
        description: values.description.trim(),
        ...(values.nikaya_id === null ? {} : { nikaya_id: values.nikaya_id }),
      },
      saveCallbacks(form, FIELDS, t("toasts.filed"), () => onDone()),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          data-autofocus
          withAsterisk
          label={t("form.titleLabel")}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("description")}
        />
        {canChoose ? (
          <OfficeTree
            mode="single"
            withAsterisk
            label={t("form.office")}
            description={t("form.officeHint")}
            value={form.values.nikaya_id === null ? [] : [form.values.nikaya_id]}
            error={officeError}
            onChange={(ids) => form.setFieldValue("nikaya_id", ids[0] ?? null)}
          />
        ) : (
          <TextInput
            readOnly
            label={t("form.office")}
            value={own ? fmt.name(own.name, own.name_np) : ""}
            error={officeError}
          />
        )}
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.submit")}
          saving={file.isPending}
        />
      </Stack>
    </form>
  );
}
