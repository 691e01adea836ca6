import { Accordion, Button, Group, Modal, Select, Stack } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { fetchPreset, presetsQuery } from "../queries";
import { MilestoneList } from "./milestone-list";
import { PresetManager } from "./preset-manager";
import { PresetSaveForm } from "./preset-save-form";

type MilestoneFilterProps = {
  /** The offices whose milestones are offered (with their sub-offices); empty means the user's scope. */
  nikayaIds: readonly number[];
  /** The selected milestone ids; empty means no milestone filter. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/**
 * The milestone filter (SPEC.md section 2): a button that opens a dialog with the milestones of the
 * chosen offices and fiscal year, search by code, select all / clear all, presets to apply, save and
 * manage. "Apply" hands the selected ids to the parent.
 */
export function MilestoneFilter({ nikayaIds, value, onChange }: MilestoneFilterProps) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={value.length > 0 ? "filled" : "default"}
        leftSection={<IconFilter size={16} />}
        onClick={() => setOpened(true)}
      >
        {value.length > 0
          ? t("milestoneFilter.buttonCount", { n: fmt.number(value.length) })
          : t("milestoneFilter.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} size="xl" title={t("milestoneFilter.title")}>
        {opened && (
          <MilestoneFilterBody
            nikayaIds={nikayaIds}
            initial={value}
            onApply={(ids) => {
              onChange(ids);
              setOpened(false);
            }}
            onCancel={() => setOpened(false)}
          />
        )}
      </Modal>
    </>
  );
}

type BodyProps = {
  nikayaIds: readonly number[];
  initial: readonly number[];
  onApply: (ids: number[]) => void;
  onCancel: () => void;
};

function MilestoneFilterBody({ nikayaIds, initial, onApply, onCancel }: BodyProps) {
  const { t } = useTranslation("programs");
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  const [applying, setApplying] = useState(false);
  const presets = useQuery(presetsQuery(fiscalYearId));

  const applyPreset = async (id: string | null) => {
    if (id === null) return;
    setApplying(true);
    try {
      // Fetched afresh: a preset that expired since the list loaded is refused by the API.
      const preset = await fetchPreset(Number(id));
      setSelected(new Set(preset.milestone_ids));
      notifySuccess(t("milestoneFilter.applied", { title: preset.title }));
    } catch (error) {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: ["milestone-filter", "presets"] });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="md">
      {presets.isError ? (
        <ErrorState
          title={t("milestoneFilter.presetsError")}
          message={presets.error.message}
          onRetry={() => void presets.refetch()}
        />
      ) : (
        <Select
          label={t("milestoneFilter.choosePreset")}
          placeholder={presets.data?.length === 0 ? t("milestoneFilter.noPresets") : undefined}
          data={(presets.data ?? []).map((p) => ({ value: String(p.id), label: p.title }))}
          value={null}
          onChange={(id) => void applyPreset(id)}
          disabled={presets.isPending || applying || presets.data?.length === 0}
          searchable
        />
      )}
      <MilestoneList nikayaIds={nikayaIds} selected={selected} onChange={setSelected} />
      <Accordion variant="contained" multiple>
        <Accordion.Item value="save">
          <Accordion.Control>{t("milestoneFilter.save.heading")}</Accordion.Control>
          <Accordion.Panel>
            <PresetSaveForm milestoneIds={[...selected]} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="manage">
          <Accordion.Control>{t("milestoneFilter.manage.heading")}</Accordion.Control>
          <Accordion.Panel>
            <PresetManager presets={presets.data ?? []} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("milestoneFilter.cancel")}
        </Button>
        <Button onClick={() => onApply([...selected])}>{t("milestoneFilter.apply")}</Button>
      </Group>
    </Stack>
  );
}
