import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TMeeting, ZMeetingBody } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks } from "../../../lib/schema-form";
import { useAuthStore } from "../../../state/auth-store";
import { confirmDelete } from "../../../ui/confirm-dialog";
import { FooterDelete, FormFooter } from "../../../ui/form-footer";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { useGuardedClose } from "../../../ui/unsaved-guard";
import { setupOptionsQuery } from "../../setup";
import {
  emptyMeetingValues,
  MEETING_FIELDS,
  type MeetingField,
  type MeetingValues,
  meetingBody,
  meetingDateProblem,
  meetingValues,
} from "../meeting-form";
import { useDeleteMeeting, useSaveMeeting } from "../queries";
import { useFormWords } from "./use-form-words";

type MeetingFormProps = {
  meeting: TMeeting | null;
  onSaved: (id: number) => void;
  onClose: () => void;
};

/** The meeting's details: prompts for the number and the president's name and position (SPEC.md section 5). */
export function MeetingForm({ meeting, onSaved, onClose }: MeetingFormProps) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const calendar = useCalendar();
  const ownOffice = useAuthStore((s) => s.user?.nikaya?.id ?? null);
  const readOnly = meeting !== null && !meeting.can_manage;
  const save = useSaveMeeting();
  const remove = useDeleteMeeting();
  const types = useQuery(setupOptionsQuery("meeting-type"));
  const presidencies = useQuery(setupOptionsQuery("presidency-type"));

  const { problemText, schemaErrors, errorOf: errorIn, options } = useFormWords<MeetingField>();
  const form = useForm<MeetingValues>({
    initialValues: meeting ? meetingValues(meeting, fmt.digits) : emptyMeetingValues(ownOffice),
    validate: (values) => {
      const errors = schemaErrors(ZMeetingBody, values, meetingBody(values));
      const date = meetingDateProblem(values, calendar);
      if (date) errors.meeting_date ??= problemText("meeting_date", date);
      return errors;
    },
  });
  const close = useGuardedClose(!readOnly && form.isDirty(), onClose);
  const values = form.values;

  const errorOf = (field: MeetingField) => errorIn(form.errors, field);

  const choice = (
    field: "meeting_type_id" | "presidency_type_id",
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={t(`labels.${field}`)}
      withAsterisk
      placeholder={t("form.choose")}
      searchable
      nothingFoundMessage={t("form.nothingFound")}
      data={data}
      value={values[field] === null ? null : String(values[field])}
      error={errorOf(field)}
      onChange={(picked) => {
        form.setFieldValue(field, picked ? Number(picked) : null);
        form.clearFieldError(field);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );

  const text = (field: "title" | "president_name" | "president_position") => (
    <TextInput label={t(`labels.${field}`)} withAsterisk {...form.getInputProps(field)} />
  );

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: meeting?.id ?? null, body: meetingBody(valid) },
        saveCallbacks(form, MEETING_FIELDS, t(meeting ? "toasts.updated" : "toasts.created"), (saved) => {
          if (!meeting) onSaved(saved.id);
        }),
      ),
    () => notifyError(t("common:validation.fix")),
  );

  const askDelete = (target: TMeeting) =>
    confirmDelete({
      t,
      mutation: remove,
      id: target.id,
      words: { number: fmt.digits(target.number) },
      onDone: onClose,
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {choice("meeting_type_id", options(types.data))}
              <NumberInput
                label={t("labels.number")}
                withAsterisk
                maxDigits={6}
                value={values.number}
                error={errorOf("number")}
                onChange={(value) => {
                  form.setFieldValue("number", value);
                  form.clearFieldError("number");
                }}
              />
              <BsDateInput
                label={t("labels.meeting_date")}
                withAsterisk
                description={t("form.bsDateHint")}
                placeholder={fmt.bsDate("2082-04-01")}
                value={values.meeting_date}
                error={errorOf("meeting_date")}
                onChange={(typed) => {
                  form.setFieldValue("meeting_date", typed);
                  form.clearFieldError("meeting_date");
                }}
              />
              {choice("presidency_type_id", options(presidencies.data))}
              {text("president_name")}
              {text("president_position")}
            </SimpleGrid>
            {text("title")}
            <Textarea
              label={t("labels.attendees")}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps("attendees")}
            />
            <Textarea
              label={t("labels.agenda")}
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps("agenda")}
            />
            {!readOnly && (
              <OfficeTree
                mode="single"
                withAsterisk
                label={t("labels.nikaya_id")}
                description={t("form.officeHint")}
                value={values.nikaya_id === null ? [] : [values.nikaya_id]}
                error={errorOf("nikaya_id")}
                height={180}
                onChange={(ids) => {
                  form.setFieldValue("nikaya_id", ids[0] ?? null);
                  form.clearFieldError("nikaya_id");
                }}
              />
            )}
          </Stack>
        </fieldset>
        <FormFooter
          spread
          onCancel={close}
          cancelLabel={t(readOnly ? "actions.close" : "actions.cancel")}
          saveLabel={readOnly ? undefined : t("actions.save")}
          saving={save.isPending}
          extra={
            meeting &&
            !readOnly && (
              <FooterDelete
                label={t("actions.delete")}
                deleting={remove.isPending}
                onClick={() => askDelete(meeting)}
              />
            )
          }
        />
      </Stack>
    </form>
  );
}
