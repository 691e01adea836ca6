import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { IconArrowsJoin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { Screen } from "../../../ui/page-header";
import { useRecordTarget } from "../../../ui/use-record-target";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";
import { mergeableVisitsQuery, useMergeVisits } from "../queries";

/** Merges visits not yet in the field under one new title; the merged visit opens for its order. */
function MergeModal({
  opened,
  onClose,
  onMerged,
}: {
  opened: boolean;
  onClose: () => void;
  onMerged: (id: number) => void;
}) {
  const { t } = useTranslation("monitoring");
  const visits = useQuery({ ...mergeableVisitsQuery(), enabled: opened });
  const merge = useMergeVisits();
  const [ids, setIds] = useState<string[]>([]);
  const [title, setTitle] = useState("");
  const [subject, setSubject] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const found: Record<string, string> = {};
    if (ids.length < 2) found.visit_ids = t("merge.atLeastTwo");
    if (!title.trim()) found.title = t("common:validation.required", { field: t("fields.title") });
    if (!subject.trim()) found.subject = t("common:validation.required", { field: t("fields.subject") });
    setErrors(found);
    if (Object.keys(found).length > 0) return notifyError(t("wizard.completeForm"));
    merge.mutate(
      { visit_ids: ids.map(Number), title: title.trim(), subject: subject.trim() },
      {
        onSuccess: (visit) => {
          notifySuccess(t("merge.done"));
          setIds([]);
          setTitle("");
          setSubject("");
          onMerged(visit.id);
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("merge.title")} size="lg">
      <Stack gap="sm">
        <MultiSelect
          label={t("merge.visits")}
          description={t("merge.hint")}
          searchable
          data={(visits.data?.data ?? []).map((v) => ({ value: String(v.id), label: v.title }))}
          value={ids}
          error={errors.visit_ids}
          onChange={setIds}
          nothingFoundMessage={t("form.nothingFound")}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t("fields.title")}
          withAsterisk
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t("fields.subject")}
          withAsterisk
          autosize
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("actions.dismiss")}
          </Button>
          <Button onClick={submit} loading={merge.isPending}>
            {t("merge.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Route `merged-anugaman`: visits combined under one title, order, leader and team, with one report. */
export default function MergedAnugamanPage() {
  const { t } = useTranslation("monitoring");
  const [merging, setMerging] = useState(false);
  const visit = useRecordTarget();

  return (
    <Screen
      title={t("merge.page.title")}
      description={t("merge.page.description")}
      add={{
        label: t("merge.title"),
        onClick: () => setMerging(true),
        icon: <IconArrowsJoin size={16} />,
        permission: "monitoring.manage",
      }}
    >
      <VisitTable tableKey="merged-anugaman" kind="merged" onOpen={visit.open} />
      <MergeModal
        opened={merging}
        onClose={() => setMerging(false)}
        onMerged={(id) => {
          setMerging(false);
          visit.open(id);
        }}
      />
      <VisitDrawer target={visit} />
    </Screen>
  );
}
