import { Badge, CloseButton, Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import {
  CONTRACT_CATEGORIES,
  DECISION_GROUPS,
  INDICATOR_GROUPS,
  MONTH_TYPES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
} from "@pragati/domain/contract";
import { CONTRACT_STATUSES } from "@pragati/domain/contracts";
import { INDICATOR_DIRECTIONS } from "@pragati/domain/indicators";
import { isSummaryKind, type ReportCatalogueEntry } from "@pragati/domain/reports";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { setupOptionsQuery } from "../../setup";
import { milestoneTypesQuery } from "../queries";
import type { useReportParams } from "../report-params";

type ReportFilterBarProps = {
  definition: ReportCatalogueEntry;
  params: ReturnType<typeof useReportParams>;
  /** The month in effect (the URL's, else the API's default: the current pragati, or suchak, reporting month). */
  month: number;
  /** The public report has no office tree or type list to read. */
  anonymous?: boolean;
};

/**
 * Month, month type, office subtree, and the milestone type or the project filters (type, sector,
 * priority, status) or the decision filters (rows by, meeting type; no month) or the contract filters
 * (category, stage at the month's end); every change goes to the URL.
 */
export function ReportFilterBar({ definition, params, month, anonymous = false }: ReportFilterBarProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const monthTypeId = useId();
  const decisions = definition.kind === "decision" || definition.kind === "decisions";
  // Coverage is of the 12 months up to today: no month applies to it.
  const coverage = definition.kind === "coverage" || definition.kind === "coverage-items";
  const offices = useQuery({
    ...officeTreeQuery(decisions ? "decisions" : undefined),
    enabled: !anonymous,
  });
  const types = useQuery({ ...milestoneTypesQuery(), enabled: !anonymous && definition.milestoneType });
  const officeName = (id: number | null) => {
    const office = id === null ? undefined : offices.data?.find((o) => o.id === id);
    return office ? fmt.name(office.name, office.name_np) : id === null ? null : fmt.digits(id);
  };
  const rootId = params.number("nikaya_id");
  const officeId = params.number("office_id");
  const rating = params.number("rating");
  const monthType = params.values.month_type === "in" ? "in" : "upto";
  const topTypes = (types.data ?? []).filter((type) => type.parent_id === null);
  const projectFilters = definition.projectFilters && !anonymous;
  const projectTypes = useQuery({ ...setupOptionsQuery("ayojana-type"), enabled: projectFilters });
  const sectors = useQuery({ ...setupOptionsQuery("ayojana-sector"), enabled: projectFilters });
  const decisionFilters = definition.decisionFilters && !anonymous;
  const meetingTypes = useQuery({ ...setupOptionsQuery("meeting-type"), enabled: decisionFilters });
  // The pending list reads every earlier meeting: it has no rows to group.
  const grouped = definition.kind === "decision";
  const topOptions = (rows: { id: number; name: string; name_np: string; parent_id: number | null }[] = []) =>
    rows
      .filter((row) => row.parent_id === null)
      .map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));
  const choose = (key: string, label: string, empty: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={empty}
      data={data}
      value={params.values[key] ?? null}
      onChange={(value) => params.update({ [key]: value })}
      clearable
      w={{ base: "100%", xs: 200 }}
    />
  );

  return (
    <Paper withBorder p="md" data-print-hide>
      <Group align="flex-end" gap="md" wrap="wrap">
        {!definition.decisionFilters && !coverage && (
          <Select
            label={t("filters.month")}
            data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
            value={String(month)}
            onChange={(value) => value !== null && params.update({ month: value })}
            allowDeselect={false}
            w={{ base: "100%", xs: 180 }}
          />
        )}
        {decisionFilters && grouped && (
          <Select
            label={t("filters.groupBy")}
            data={DECISION_GROUPS.map((group) => ({ value: group, label: t(`filters.groups.${group}`) }))}
            value={params.values.group_by ?? "meeting_type"}
            onChange={(value) => params.update({ group_by: value === "meeting_type" ? null : value })}
            allowDeselect={false}
            w={{ base: "100%", xs: 220 }}
          />
        )}
        {decisionFilters &&
          choose(
            "meeting_type_id",
            t("filters.meetingType"),
            t("filters.allMeetingTypes"),
            topOptions(meetingTypes.data),
          )}
        {definition.monthType && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={monthTypeId}>
              {t("filters.monthType")}
            </Text>
            <SegmentedControl
              aria-labelledby={monthTypeId}
              data={MONTH_TYPES.map((type) => ({ value: type, label: t(`monthTypes.${type}`) }))}
              value={monthType}
              onChange={(value) => params.update({ month_type: value === "in" ? "in" : null })}
            />
          </Stack>
        )}
        {!anonymous && (
          <OfficeSelect
            clearable
            purpose={decisions ? "decisions" : undefined}
            label={t("filters.office")}
            emptyLabel={t("filters.allOffices")}
            value={rootId}
            // Clearing the subtree keeps a chosen office's own milestones (office_id) in view.
            onChange={(id) =>
              params.update(id === null ? { nikaya_id: null } : { nikaya_id: id, office_id: null })
            }
          />
        )}
        {definition.milestoneType && !anonymous && (
          <Select
            label={t("filters.type")}
            placeholder={t("filters.allTypes")}
            data={topTypes.map((type) => ({
              value: String(type.id),
              label: fmt.name(type.name, type.name_np),
            }))}
            value={params.values.type_id ?? null}
            onChange={(value) => params.update({ type_id: value, subtype_id: null })}
            clearable
            w={{ base: "100%", xs: 200 }}
          />
        )}
        {projectFilters && (
          <>
            {choose(
              "type_id",
              t("filters.projectType"),
              t("filters.allProjectTypes"),
              topOptions(projectTypes.data),
            )}
            {choose("sector_id", t("filters.sector"), t("filters.allSectors"), topOptions(sectors.data))}
            {choose(
              "priority",
              t("filters.priority"),
              t("filters.allPriorities"),
              PROJECT_PRIORITIES.map((priority) => ({ value: priority, label: fmt.digits(priority) })),
            )}
            {choose(
              "status",
              t("filters.status"),
              t("filters.allStatuses"),
              PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projectStatuses.${status}`) })),
            )}
          </>
        )}
        {definition.indicatorFilters && isSummaryKind(definition.kind) && (
          <Select
            label={t("filters.groupBy")}
            data={INDICATOR_GROUPS.map((group) => ({
              value: group,
              label: t(`filters.indicatorGroups.${group}`),
            }))}
            value={params.values.group_by ?? "office"}
            onChange={(value) => params.update({ group_by: value === "office" ? null : value })}
            allowDeselect={false}
            w={{ base: "100%", xs: 240 }}
          />
        )}
        {definition.indicatorFilters &&
          choose(
            "direction",
            t("filters.direction"),
            t("filters.allDirections"),
            INDICATOR_DIRECTIONS.map((direction) => ({
              value: direction,
              label: t(`directions.${direction}`),
            })),
          )}
        {definition.contractFilters && (
          <>
            {choose(
              "category",
              t("filters.category"),
              t("filters.allCategories"),
              CONTRACT_CATEGORIES.map((category) => ({
                value: category,
                label: t(`contractCategories.${category}`),
              })),
            )}
            {choose(
              "stage",
              t("filters.stage"),
              t("filters.allStages"),
              CONTRACT_STATUSES.map((stage) => ({ value: stage, label: t(`contractStages.${stage}`) })),
            )}
          </>
        )}
        {coverage && (
          <Text size="sm" c="dimmed">
            {t("filters.coverageAsOfToday")}
          </Text>
        )}
      </Group>
      {(officeId !== null || rating !== null) && (
        <Group mt="sm" gap="xs">
          {officeId !== null && (
            <Badge
              variant="light"
              size="lg"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("filters.clearOneOffice")}
                  onClick={() => params.update({ office_id: null })}
                />
              }
            >
              {t(
                definition.projectFilters
                  ? "filters.oneOfficeProjects"
                  : definition.contractFilters
                    ? "filters.oneOfficeContracts"
                    : definition.indicatorFilters
                      ? "filters.oneOfficeIndicators"
                      : coverage
                        ? "filters.oneOfficeCoverage"
                        : "filters.oneOffice",
                {
                  office: officeName(officeId),
                },
              )}
            </Badge>
          )}
          {rating !== null && (
            <Badge
              variant="light"
              size="lg"
              data-testid="rating-filter"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t("filters.clearRating")}
                  onClick={() => params.update({ rating: null })}
                />
              }
            >
              {t("filters.rating", { rating: fmt.number(rating) })}
            </Badge>
          )}
        </Group>
      )}
    </Paper>
  );
}
