import { Alert, Group, Pagination, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import type { TPaged } from "@pragati/domain/contract";
import { PAGE_SIZES, type TProgramRow } from "@pragati/domain/contract";
import { displayPercent } from "@pragati/domain/progress";
import { IconListTree } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ErrorState } from "../../../ui/error-state";
import { StatusBadge } from "./status-badge";

const COLUMNS = 6;

type ProgramsTreeProps = {
  query: UseQueryResult<TPaged<TProgramRow>>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
};

/**
 * One page of the plan tree: a policy heading, its activities' headings and their milestones with the
 * status and achievement as of the month. A policy or activity split across pages is headed again.
 */
export function ProgramsTree({ query, page, perPage, onPage, onPerPage }: ProgramsTreeProps) {
  const { t } = useTranslation(["programs", "table"]);
  const fmt = useFormat();

  if (query.isPending)
    return (
      <Stack gap="xs" data-testid="programs-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ErrorState
        title={t("tree.loadError")}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  if (data.total === 0)
    return (
      <Alert variant="light" color="blue" icon={<IconListTree size={20} />} data-testid="programs-empty">
        {t("tree.empty")}
      </Alert>
    );

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder aria-label={t("tree.label")} aria-busy={query.isFetching} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("tree.code")}</Table.Th>
              <Table.Th>{t("tree.milestone")}</Table.Th>
              <Table.Th>{t("tree.office")}</Table.Th>
              <Table.Th>{t("tree.target")}</Table.Th>
              <Table.Th>{t("tree.status")}</Table.Th>
              <Table.Th>{t("tree.achieved")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((row, i) => {
              const previous = data.data[i - 1];
              const newPolicy = previous?.policy_id !== row.policy_id;
              const newActivity = newPolicy || previous?.activity_id !== row.activity_id;
              return (
                <Fragment key={row.milestone_id}>
                  {newPolicy && (
                    <Table.Tr bg="blue.0">
                      <Table.Td colSpan={COLUMNS} fw={700}>
                        {t("tree.policy", { point: fmt.digits(row.policy_point_no), name: row.policy_name })}
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {newActivity && (
                    <Table.Tr bg="gray.0">
                      <Table.Td colSpan={COLUMNS} fw={600} pl="lg">
                        {t("tree.activity", {
                          point: fmt.digits(row.activity_point_no),
                          title: row.activity_title,
                        })}
                      </Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr data-testid={`program-milestone-${row.milestone_id}`}>
                    <Table.Td pl="xl">{fmt.digits(row.code)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.title}</Text>
                      {row.type && (
                        <Text size="xs" c="dimmed">
                          {fmt.name(row.type.name, row.type.name_np)}
                          {row.subtype ? ` / ${fmt.name(row.subtype.name, row.subtype.name_np)}` : ""}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{fmt.name(row.nikaya_name, row.nikaya_name_np)}</Table.Td>
                    <Table.Td>
                      {fmt.number(row.annual_target)}
                      {row.unit ? ` ${fmt.name(row.unit.name, row.unit.name_np)}` : ""}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge state={row.status} />
                    </Table.Td>
                    <Table.Td>{fmt.percent(displayPercent(row.percent))}</Table.Td>
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm" data-testid="programs-range">
          {data.from !== null && data.to !== null
            ? t("tree.range", {
                from: fmt.number(data.from),
                to: fmt.number(data.to),
                total: fmt.number(data.total),
              })
            : ""}
        </Text>
        <Group gap="sm">
          <Select
            aria-label={t("tree.perPage")}
            w={80}
            size="xs"
            allowDeselect={false}
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: fmt.digits(n) }))}
            value={String(perPage)}
            onChange={(value) => value && onPerPage(Number(value))}
          />
          <Pagination
            size="sm"
            total={data.last_page}
            value={page}
            onChange={onPage}
            siblings={0}
            boundaries={1}
            getItemProps={(p) => ({ children: fmt.digits(p) })}
            getControlProps={(control) =>
              control === "previous" || control === "next"
                ? { "aria-label": t(`table:pagination.${control}`) }
                : {}
            }
          />
        </Group>
      </Group>
    </Stack>
  );
}
