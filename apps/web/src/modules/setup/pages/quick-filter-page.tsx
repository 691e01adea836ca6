import { Button, Group, Paper, Select, SimpleGrid, Stack } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { PROGRESS_STATUSES, type ProgressStatus } from "@pragati/domain/progress";
import { IconListSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { type QuickFilter, useQuickFilterStore } from "../../../state/quick-filter-store";
import { useSetupStore } from "../../../state/setup-store";
import { ErrorState } from "../../../ui/error-state";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { Screen } from "../../../ui/page-header";
import { PROGRAMS_PATH } from "../../programs";
import { setupOptionsQuery } from "../queries";

const EMPTY: QuickFilter = { nikayaIds: [], typeId: null, subtypeId: null, status: null, month: null };

const toId = (value: string | null) => (value === null ? null : Number(value));

/**
 * Route `quick-filter`: offices, milestone type and subtype, status and month for the programs
 * screen. "Show programs" keeps the choice in the quick-filter store and opens `/programs`.
 */
export default function QuickFilterPage() {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const navigate = useNavigate();
  const setFilter = useQuickFilterStore((s) => s.setFilter);
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  const types = useQuery(setupOptionsQuery("milestone-types"));
  const [values, setValues] = useState<QuickFilter>(EMPTY);

  const mainTypes = (types.data ?? []).filter((o) => o.parent_id === null);
  const subtypes = (types.data ?? []).filter((o) => values.typeId !== null && o.parent_id === values.typeId);
  const option = (o: { id: number; name: string; name_np: string }) => ({
    value: String(o.id),
    label: fmt.name(o.name, o.name_np),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(values);
    navigate(`/${PROGRAMS_PATH}`);
  };

  return (
    <Screen words={["programs", "quickFilter"]}>
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-label={t("quickFilter.title")}>
          <Stack gap="md">
            <OfficeTree
              mode="multi"
              label={t("quickFilter.offices")}
              description={t("quickFilter.officesHint")}
              value={values.nikayaIds}
              onChange={(nikayaIds) => setValues((v) => ({ ...v, nikayaIds }))}
            />
            {types.isError && (
              <ErrorState
                title={t("quickFilter.optionsError")}
                message={types.error.message}
                onRetry={() => void types.refetch()}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("quickFilter.type")}
                placeholder={t("quickFilter.any")}
                data={mainTypes.map(option)}
                value={values.typeId === null ? null : String(values.typeId)}
                onChange={(value) => setValues((v) => ({ ...v, typeId: toId(value), subtypeId: null }))}
                clearable
                searchable
                disabled={types.isPending}
              />
              <Select
                label={t("quickFilter.subtype")}
                placeholder={values.typeId === null ? t("quickFilter.subtypeHint") : t("quickFilter.any")}
                data={subtypes.map(option)}
                value={values.subtypeId === null ? null : String(values.subtypeId)}
                onChange={(value) => setValues((v) => ({ ...v, subtypeId: toId(value) }))}
                clearable
                searchable
                disabled={values.typeId === null}
              />
              <Select
                label={t("quickFilter.status")}
                placeholder={t("quickFilter.any")}
                data={PROGRESS_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
                value={values.status}
                onChange={(value) =>
                  setValues((v) => ({
                    ...v,
                    status: PROGRESS_STATUSES.find((s): s is ProgressStatus => s === value) ?? null,
                  }))
                }
                clearable
              />
              <Select
                label={t("quickFilter.month")}
                placeholder={t("quickFilter.currentMonth", { month: fmt.fiscalMonth(reportingMonth) })}
                data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
                value={values.month === null ? null : String(values.month)}
                onChange={(value) => setValues((v) => ({ ...v, month: toId(value) }))}
                clearable
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setValues(EMPTY)}>
                {t("quickFilter.reset")}
              </Button>
              <Button type="submit" leftSection={<IconListSearch size={16} />}>
                {t("quickFilter.show")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Screen>
  );
}
