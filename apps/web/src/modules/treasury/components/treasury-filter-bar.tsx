import { Badge, CloseButton, Group, Paper, Select } from "@mantine/core";
import { TREASURY_NONE, type TTreasuryReport } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { ReportParams } from "../../reports";

/** The choices an answer offers: a report's snapshot dates, or the analysis's offices (every date). */
type FilterChoices = Pick<TTreasuryReport, "ministries" | "provinces"> & {
  filters: { as_of: string | null };
  as_of_dates?: string[];
  offices?: string[];
};

type TreasuryFilterBarProps = {
  params: ReportParams;
  /** The answer shown: its snapshot dates (or offices), ministries and provinces are the choices. */
  report: FilterChoices | undefined;
  /** The daily analysis reads every date of the year and chooses the office; a report, one date. */
  everyDate?: boolean;
};

/**
 * A treasury report's filters (the budget year is the header's): the as-of date of one snapshot
 * (default the newest), the ministry and province as named in the file, and the office a drill-down
 * chose; the daily analysis has no date and an office choice instead. Every change goes to the URL.
 */
export function TreasuryFilterBar({ params, report, everyDate = false }: TreasuryFilterBarProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const nameOf = (value: string) => (value === TREASURY_NONE ? t("labels.none") : value);
  const ministry = params.values.ministry ?? null;
  const office = params.values.office ?? null;
  const options = (values: string[] = []) => values.map((value) => ({ value, label: nameOf(value) }));
  const ministries = options(report?.ministries);
  // A drilled ministry stays choosable while the list loads or after the date changes.
  if (ministry !== null && !ministries.some((option) => option.value === ministry))
    ministries.push({ value: ministry, label: nameOf(ministry) });
  const offices = options(report?.offices);
  if (office !== null && !offices.some((option) => option.value === office))
    offices.push({ value: office, label: nameOf(office) });

  return (
    <Paper withBorder p="md" data-print-hide>
      <Group align="flex-end" gap="md" wrap="wrap">
        {!everyDate && (
          <Select
            label={t("filters.asOf")}
            placeholder={t("filters.noSnapshot")}
            data={(report?.as_of_dates ?? []).map((date) => ({ value: date, label: fmt.bsDate(date) }))}
            value={params.values.as_of ?? report?.filters.as_of ?? null}
            onChange={(value) => params.update({ as_of: value })}
            allowDeselect={false}
            w={{ base: "100%", xs: 180 }}
          />
        )}
        <Select
          label={t("labels.ministry")}
          placeholder={t("filters.allMinistries")}
          data={ministries}
          value={ministry}
          onChange={(value) => params.update({ ministry: value, office: null })}
          clearable
          searchable
          w={{ base: "100%", xs: 280 }}
        />
        {everyDate && (
          <Select
            label={t("labels.office")}
            placeholder={t("filters.allOffices")}
            data={offices}
            value={office}
            onChange={(value) => params.update({ office: value })}
            clearable
            searchable
            w={{ base: "100%", xs: 280 }}
          />
        )}
        <Select
          label={t("labels.province")}
          placeholder={t("filters.allProvinces")}
          data={options(report?.provinces)}
          value={params.values.province ?? null}
          onChange={(value) => params.update({ province: value })}
          clearable
          w={{ base: "100%", xs: 200 }}
        />
      </Group>
      {office !== null && !everyDate && (
        <Group mt="sm" gap="xs">
          <Badge
            variant="light"
            size="lg"
            data-testid="treasury-office"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t("filters.clearOffice")}
                onClick={() => params.update({ office: null })}
              />
            }
          >
            {t("filters.treasuryOffice", { office: nameOf(office) })}
          </Badge>
        </Group>
      )}
    </Paper>
  );
}
