import {
  Alert,
  Center,
  Checkbox,
  Divider,
  Group,
  Input,
  Loader,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { formatBs } from "@pragati/domain/calendar";
import { NOTICE_CHANNELS, type TNoticeAdminRow } from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { useAuthStore } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { FormFooter } from "../../../ui/form-footer";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import {
  checkNoticeForm,
  EMPTY_NOTICE,
  NOTICE_FIELDS,
  type NoticeField,
  type NoticeFormProblem,
  type NoticeFormValues,
  noticeBody,
  noticeToForm,
} from "../notice-form";
import { noticeQuery, useSaveNotice } from "../queries";
import { NoticeFiles } from "./notice-files";
import { NoticeSmsCost } from "./notice-sms-cost";

type NoticeFormModalProps = {
  /** Closed when null; `id: null` writes a new notice. */
  target: { id: number | null } | null;
  /** A new notice was published: the modal goes on with it, so files can be attached. */
  onCreated: (id: number) => void;
  onClose: () => void;
};

/** Create or edit a notice; once saved, its files are attached in the same dialog. */
export function NoticeFormModal({ target, onCreated, onClose }: NoticeFormModalProps) {
  const { t } = useTranslation("notices");
  const id = target?.id ?? null;
  const notice = useQuery({ ...noticeQuery(id ?? 0), enabled: id !== null });

  const body = () => {
    if (target === null) return null;
    if (id === null)
      return (
        <NoticeForm onSaved={(saved) => onCreated(saved.id)} onCancel={onClose}>
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("files.saveFirst")}
          </Alert>
        </NoticeForm>
      );
    if (notice.isPending)
      return (
        <Center py="xl">
          <Loader size="sm" aria-label={t("form.editTitle")} />
        </Center>
      );
    if (notice.isError)
      return <ErrorState message={notice.error.message} onRetry={() => void notice.refetch()} />;
    return (
      <NoticeForm key={id} notice={notice.data} onSaved={onClose} onCancel={onClose}>
        <Divider />
        <NoticeFiles notice={notice.data} />
      </NoticeForm>
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={t(id === null ? "form.createTitle" : "form.editTitle")}
    >
      {body()}
    </Modal>
  );
}

type NoticeFormProps = {
  notice?: TNoticeAdminRow;
  onSaved: (notice: TNoticeAdminRow) => void;
  onCancel: () => void;
  /** Shown between the fields and the buttons (the files of a saved notice). */
  children?: ReactNode;
};

function NoticeForm({ notice, onSaved, onCancel, children }: NoticeFormProps) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const calendar = useCalendar();
  const roleLists = useAuthStore((s) => s.roleLists);
  const [values, setValues] = useState<NoticeFormValues>(() =>
    notice ? noticeToForm(notice, fmt.locale) : EMPTY_NOTICE,
  );
  const { errors, setErrors, clear, fromApi } = useFieldErrors(NOTICE_FIELDS);
  const save = useSaveNotice();
  const editing = notice !== undefined;

  const example = calendar ? formatBs(calendar.todayBs(), fmt.locale) : fmt.bsDate("2082-04-01");
  const problemText = (problem: NoticeFormProblem) =>
    problem.key === "tooLong"
      ? t("errors.tooLong", { n: fmt.number(problem.n) })
      : t(`errors.${problem.key}`, { example });

  const change = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === "is_public" || key === "role_ids" || key === "nikaya_ids") clear("targets");
    if ((NOTICE_FIELDS as readonly string[]).includes(key)) clear(key as NoticeField);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkNoticeForm(values, calendar);
    const found: FieldErrorMap<NoticeField> = {};
    for (const problem of problems) found[problem.field] ??= problemText(problem);
    setErrors(found);
    if (problems.length > 0) return;
    save.mutate(
      { id: notice?.id ?? null, body: noticeBody(values, calendar) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(editing ? "toasts.saved" : "toasts.created"));
          onSaved(saved);
        },
        onError: (error) => {
          fromApi(error);
          notifyError(error);
        },
      },
    );
  };

  const dateInput = (field: "from_date" | "to_date", label: string) => (
    <BsDateInput
      label={label}
      placeholder={t("form.datePlaceholder")}
      description={t("form.dateHint")}
      inputMode="numeric"
      maxLength={10}
      value={values[field]}
      error={errors[field]}
      onChange={(text) => change(field, text)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          data-autofocus
          withAsterisk
          label={t("form.title")}
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {dateInput("from_date", t("form.fromDate"))}
          {dateInput("to_date", t("form.toDate"))}
        </SimpleGrid>
        <Input.Wrapper
          label={t("form.recipients")}
          description={t("form.recipientsHint")}
          error={errors.targets}
          labelElement="div"
        >
          <Stack gap="sm" mt="xs">
            <Switch
              label={t("form.isPublic")}
              checked={values.is_public}
              onChange={(event) => change("is_public", event.currentTarget.checked)}
            />
            <MultiSelect
              label={t("form.roles")}
              placeholder={values.role_ids.length === 0 ? t("form.rolesPlaceholder") : undefined}
              clearable
              searchable
              data={roleLists.map((r) => ({ value: String(r.id), label: fmt.name(r.name, r.name_np) }))}
              value={values.role_ids}
              error={errors.role_ids}
              onChange={(ids) => change("role_ids", ids)}
            />
            <OfficeTree
              mode="multi"
              label={t("form.offices")}
              value={values.nikaya_ids.map(Number)}
              error={errors.nikaya_ids}
              onChange={(ids) => change("nikaya_ids", ids.map(String))}
            />
          </Stack>
        </Input.Wrapper>
        <Checkbox.Group
          label={t("form.channels")}
          description={t(editing ? "form.channelsLocked" : "form.channelsHint")}
          value={values.channels}
          error={errors.channels}
          onChange={(channels) => change("channels", channels)}
        >
          <Group mt="xs">
            {NOTICE_CHANNELS.map((channel) => (
              <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} disabled={editing} />
            ))}
          </Group>
        </Checkbox.Group>
        {!editing && values.channels.includes("sms") && (
          <NoticeSmsCost
            title={values.title}
            description={values.description}
            targets={{
              is_public: values.is_public,
              role_ids: values.role_ids.map(Number),
              nikaya_ids: values.nikaya_ids.map(Number),
            }}
          />
        )}
        {children}
        <FormFooter
          onCancel={onCancel}
          cancelLabel={t(editing ? "actions.close" : "actions.cancel")}
          saveLabel={t(editing ? "actions.save" : "actions.publish")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
