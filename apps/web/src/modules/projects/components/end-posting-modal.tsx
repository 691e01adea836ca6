import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TProjectHead } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { saveCallbacks } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { useEndProjectHead } from "../queries";

/** Sets a posting's termination date (its last day); the posting stays in the history. */
export function EndPostingModal({ posting, onClose }: { posting: TProjectHead | null; onClose: () => void }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const end = useEndProjectHead();
  const form = useForm({
    initialValues: { terminated_on: "" },
    validate: {
      terminated_on: (value: string) =>
        !value.trim() || readBsDate(value, calendar) === "invalid"
          ? t("common:validation.date", { field: t("heads.columns.terminatedOn") })
          : null,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!posting) return;
    const date = readBsDate(values.terminated_on, null);
    end.mutate(
      {
        id: posting.id,
        body: { terminated_on: date === "invalid" || date === null ? values.terminated_on.trim() : date },
      },
      saveCallbacks(form, ["terminated_on"], t("heads.ended"), () => close()),
    );
  });

  return (
    <Modal opened={posting !== null} onClose={close} title={t("heads.endTitle")}>
      {posting && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t("heads.endText", {
                name: posting.user.name,
                project: posting.project.name,
                from: fmt.bsDate(posting.posted_on),
              })}
            </Text>
            <BsDateInput
              label={t("heads.columns.terminatedOn")}
              withAsterisk
              placeholder={fmt.bsDate("2083-03-31")}
              value={form.values.terminated_on}
              error={form.errors.terminated_on}
              onChange={(typed) => form.setFieldValue("terminated_on", typed)}
            />
            <FormFooter
              onCancel={close}
              cancelLabel={t("heads.cancel")}
              saveLabel={t("heads.save")}
              saving={end.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
