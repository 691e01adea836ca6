import { Badge, CloseButton, Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { type ApprovalView, MONTH_TYPES } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { ApprovalViewControl } from "../../approvals";
import { milestoneTypesQuery } from "../queries";
import type { ReportView, ReportWidgetProps } from "../report-view";

type ReportFilterBarProps = ReportWidgetProps & {
  /** The month in effect (the URL's, else the API's default: the kind's reporting month). */
  month: number;
  /** The approval view in effect on a month-figure report (the URL's, else the default); null elsewhere. */
  approval: ApprovalView | null;
  /** The kind's own filters and choices, as its module declares them. */
  view: ReportView;
};

/**
 * Month, month type, office subtree and the milestone type, with the kind's own filters (its module's
 * `ReportView.Filters`); every change goes to the URL.
 */
export function ReportFilterBar({ month, approval, view, ...widget }: ReportFilterBarProps) {
  const { definition, params, anonymous } = widget;
  const { t } = useTranslation(["reports", "approvals"]);
  const fmt = useFormat();
  const monthTypeId = useId();
  const offices = useQuery({
    ...officeTreeQuery(view.officePurpose),
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
  const filters = view.Filters && <view.Filters {...widget} />;

  return (
    <Paper withBorder p="md" data-print-hide>
      <Group align="flex-end" gap="md" wrap="wrap">
        {!definition.decisionFilters && !view.noMonth && (
          <Select
            label={t("filters.month")}
            data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
            value={String(month)}
            onChange={(value) => value !== null && params.update({ month: value })}
            allowDeselect={false}
            w={{ base: "100%", xs: 180 }}
          />
        )}
        {view.filtersFirst && filters}
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
        {approval !== null && (
          <ApprovalViewControl value={approval} onChange={(next) => params.update({ approval: next })} />
        )}
        {!anonymous && (
          <OfficeSelect
            clearable
            purpose={view.officePurpose}
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
        {!view.filtersFirst && filters}
      </Group>
      {approval !== null && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="approval-note">
          {t(approval === "approved" ? "approvals:view.noteApproved" : "approvals:view.noteAll")}
        </Text>
      )}
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
              {t(view.oneOffice ?? "filters.oneOffice", { office: officeName(officeId) })}
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
