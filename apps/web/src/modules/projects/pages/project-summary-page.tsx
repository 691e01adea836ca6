import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TProjectSummary } from "@pragati/domain/contract";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { PlainTable } from "../../../ui/plain-table";
import { ProjectContracts } from "../../contracts";
import { VisitStateBadge } from "../../monitoring";
import { ProjectBaseline } from "../components/project-baseline";
import { SCurve } from "../components/s-curve";
import { PROJECTS_PATH } from "../paths";
import { projectSummaryQuery } from "../queries";
import "../summary.css";

/** Route `ayojana-summary/:ayojana_id`: one project at a glance, printable on A4. */
export default function ProjectSummaryPage() {
  const id = Number(useParams().ayojana_id);
  const { t } = useTranslation("projects");
  const yearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const valid = Number.isInteger(id) && id > 0;
  const summary = useQuery({ ...projectSummaryQuery(id, yearId), enabled: valid });

  const back = (
    <Anchor component={Link} to={`/${PROJECTS_PATH}`} size="sm" data-print-hide>
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t("summary.back")}
      </Group>
    </Anchor>
  );
  if (!valid || summary.isError)
    return (
      <Stack gap="md">
        {back}
        <ErrorState
          message={summary.error?.message ?? t("summary.notFound")}
          onRetry={summary.isError ? () => void summary.refetch() : undefined}
        />
      </Stack>
    );
  if (summary.isPending) return <PageLoader />;
  return (
    <Stack gap="md" className="project-summary">
      {back}
      <Summary data={summary.data} />
      <ProjectContracts projectId={summary.data.project.id} />
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Summary({ data }: { data: TProjectSummary }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const year = useFiscalYearStore((s) => s.current);
  const p = data.project;
  const name = (ref: { name: string; name_np: string } | null) =>
    ref ? fmt.name(ref.name, ref.name_np) : "-";
  const text = (value: string | null) => (value ? fmt.digits(value) : "-");
  const lakh = (value: number) => t("summary.lakh", { amount: fmt.number(value) });
  const location = [p.province, p.district, p.local_level].map((r) => (r ? name(r) : null)).filter(Boolean);
  if (p.ward !== null) location.push(t("summary.ward", { ward: fmt.number(p.ward) }));
  const entered = data.months.filter((m) => m.entered);

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {t("summary.title")}
          </Text>
          <Group gap="xs">
            <Title order={1} fz="h2">
              {p.name}
            </Title>
            <Badge variant="light" color={p.status === "completed" ? "green" : "blue"}>
              {t(`status.${p.status}`)}
            </Badge>
            {p.priority && <Badge variant="outline">{p.priority}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {t("summary.asOf", {
              year: year ? fmt.digits(fmt.name(year.title, year.title_np)) : "-",
              month: data.last_month >= 0 ? fmt.fiscalMonth(data.last_month) : "-",
            })}
          </Text>
        </div>
        <Button
          leftSection={<IconPrinter size={16} />}
          variant="light"
          onClick={() => window.print()}
          data-print-hide
        >
          {t("summary.print")}
        </Button>
      </Group>

      <Section title={t("summary.profile")}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Field label={t("fields.code")}>{text(p.code)}</Field>
          <Field label={t("fields.nikaya_id")}>{name(p.nikaya)}</Field>
          <Field label={t("fields.type_id")}>{name(p.type)}</Field>
          <Field label={t("fields.sector_id")}>
            {name(p.sector)}
            {p.sub_sector ? ` / ${name(p.sub_sector)}` : ""}
          </Field>
          <Field label={t("fields.area")}>{t(`area.${p.area}`)}</Field>
          <Field label={t("summary.location")}>{location.length > 0 ? location.join(", ") : "-"}</Field>
          <Field label={t("fields.office_ids")}>
            {p.offices.length > 0 ? p.offices.map((o) => name(o)).join(", ") : "-"}
          </Field>
          <Field label={t("fields.budget_sub_heads")}>
            {p.budget_sub_heads.length > 0 ? fmt.digits(p.budget_sub_heads.join(", ")) : "-"}
          </Field>
          <Field label={t("fields.phone")}>{text(p.phone)}</Field>
          <Field label={t("fields.email")}>{p.email ?? "-"}</Field>
          <Field label={t("summary.reportedExpense")}>
            <span data-testid="reported-expense">{lakh(data.reported_expense)}</span>
          </Field>
          <Field label={t("summary.treasuryExpense")}>
            {data.treasury.as_of === null
              ? t("summary.treasury.noSnapshot")
              : t("summary.rupees", {
                  amount: fmt.number(data.treasury.expense),
                  date: fmt.bsDate(data.treasury.as_of),
                })}
          </Field>
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t("summary.cost.title")}>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t("summary.cost.original")}>{lakh(data.cost.original)}</Field>
            <Field label={t("summary.cost.current")}>{lakh(data.cost.current)}</Field>
          </SimpleGrid>
          <div data-testid="cost-overrun">
            <Text fw={600}>
              {t("summary.cost.overrun")}:{" "}
              {data.cost.overrun_percent === null ? "-" : fmt.percent(data.cost.overrun_percent)}
            </Text>
            <Text size="xs" c="dimmed">
              {t("summary.cost.basis", { amount: fmt.number(data.cost.original) })}
            </Text>
          </div>
          <HistoryTable
            label={t("history.costTitle")}
            columns={[t("history.date"), t("history.amount"), t("history.reason")]}
            rows={p.cost_revisions.map((r) => [fmt.bsDate(r.revised_on), fmt.number(r.amount), r.reason])}
          />
        </Section>

        <Section title={t("summary.time.title")}>
          <SimpleGrid cols={3} spacing="sm">
            <Field label={t("fields.start_date")}>{fmt.bsDate(data.time.start_date)}</Field>
            <Field label={t("fields.expected_end_date")}>{fmt.bsDate(data.time.original_end)}</Field>
            <Field label={t("summary.time.revisedEnd")}>{fmt.bsDate(data.time.revised_end)}</Field>
          </SimpleGrid>
          <div data-testid="time-overrun">
            <Text fw={600}>
              {t("summary.time.overrun")}:{" "}
              {data.time.overrun_percent === null ? "-" : fmt.percent(data.time.overrun_percent)}
            </Text>
            <Text size="xs" c="dimmed">
              {data.time.planned_days === null
                ? t("summary.time.noDates")
                : t("summary.time.basis", {
                    days: fmt.number(data.time.overrun_days ?? 0),
                    planned: fmt.number(data.time.planned_days),
                  })}
            </Text>
            {data.time.past_due && (
              <Text size="xs" c="red.8">
                {t("summary.time.pastDue", { date: fmt.bsDate(data.time.measured_end) })}
              </Text>
            )}
          </div>
          <HistoryTable
            label={t("history.timeTitle")}
            columns={[t("history.date"), t("history.newEnd"), t("history.reason")]}
            rows={p.time_extensions.map((e) => [
              fmt.bsDate(e.extended_on),
              fmt.bsDate(e.new_end_date),
              e.reason,
            ])}
          />
        </Section>
      </SimpleGrid>

      <Section title={t("summary.curve.title")}>
        <SCurve points={data.s_curve} baseline={data.baseline} />
      </Section>

      <Section title={t("baseline.title")}>
        <ProjectBaseline projectId={p.id} fiscalYearId={data.fiscal_year_id} baseline={data.baseline} />
      </Section>

      <BudgetAgainstProgress treasury={data.treasury} />

      <Section title={t("summary.months.title")}>
        {entered.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("summary.months.none")}
          </Text>
        ) : (
          <PlainTable
            label={t("summary.months.title")}
            minWidth={640}
            withTableBorder
            data-testid="summary-months"
            rows={entered}
            rowKey={(m) => m.month}
            columns={[
              { title: t("progress.month"), render: (m) => fmt.fiscalMonth(m.month) },
              {
                title: t("summary.months.physical"),
                align: "right",
                render: (m) => `${fmt.percent(m.physical_achieved)} / ${fmt.percent(m.physical_target)}`,
              },
              {
                title: t("summary.months.financialTarget"),
                align: "right",
                render: (m) => fmt.percent(m.financial_target),
              },
              { title: t("summary.months.budget"), align: "right", render: (m) => fmt.number(m.budget) },
              { title: t("summary.months.expense"), align: "right", render: (m) => fmt.number(m.expense) },
              {
                title: t("progress.problems"),
                render: (m) =>
                  [m.problem_type ? name(m.problem_type) : null, m.problems || null]
                    .filter(Boolean)
                    .join(": ") || "-",
              },
            ]}
          />
        )}
      </Section>

      <Section title={t("summary.monitoring.title")}>
        {data.visits.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="summary-monitoring">
            {t("summary.monitoring.none")}
          </Text>
        ) : (
          <PlainTable
            label={t("summary.monitoring.title")}
            minWidth={640}
            withTableBorder
            data-testid="summary-monitoring"
            rows={data.visits}
            rowKey={(v) => v.id}
            columns={[
              {
                title: t("summary.monitoring.visit"),
                render: (v) => (
                  <>
                    {v.title}
                    {v.order_number && (
                      <Text size="xs" c="dimmed">
                        {v.order_number}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                title: t("summary.monitoring.dates"),
                render: (v) => `${fmt.bsDate(v.from_date)} – ${fmt.bsDate(v.to_date)}`,
              },
              { title: t("summary.monitoring.state"), render: (v) => <VisitStateBadge state={v.state} /> },
              {
                title: t("summary.monitoring.visited"),
                render: (v) =>
                  t(v.visited ? "summary.monitoring.visitedYes" : "summary.monitoring.visitedNo"),
              },
              {
                title: t("summary.monitoring.openPoints"),
                align: "right",
                render: (v) => fmt.number(v.open_points),
              },
              {
                title: t("summary.monitoring.overduePoints"),
                align: "right",
                render: (v) =>
                  v.overdue_points > 0 ? (
                    <Badge color="red" variant="light">
                      {fmt.number(v.overdue_points)}
                    </Badge>
                  ) : (
                    fmt.number(v.overdue_points)
                  ),
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}

function HistoryTable({ label, columns, rows }: { label: string; columns: string[]; rows: string[][] }) {
  const { t } = useTranslation("projects");
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {label}: {t("history.none")}
      </Text>
    );
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.join("|")}>
            {row.map((cell, i) => (
              <Table.Td key={columns[i]}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Budget against progress: the treasury expense % of the project's sub-heads beside its reported
 * financial and physical %, the gap flagged beyond the setting's share.
 */
function BudgetAgainstProgress({ treasury }: { treasury: TProjectSummary["treasury"] }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const percent = (value: number | null) => (value === null ? "-" : fmt.percent(value));
  return (
    <Section title={t("summary.treasury.title")}>
      <div data-testid="budget-against-progress">
        {treasury.expense_percent === null ? (
          <Text size="sm" c="dimmed">
            {treasury.as_of === null
              ? t("summary.treasury.noSnapshot")
              : t("summary.treasury.noSubheads", { date: fmt.bsDate(treasury.as_of) })}
          </Text>
        ) : (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 4 }} spacing="sm">
              <Field label={t("summary.treasury.expense")}>{percent(treasury.expense_percent)}</Field>
              <Field label={t("summary.treasury.financial")}>{percent(treasury.financial_percent)}</Field>
              <Field label={t("summary.treasury.physical")}>{percent(treasury.physical_percent)}</Field>
              <Field label={t("summary.treasury.gap")}>
                <Group gap="xs" component="span">
                  <span>{treasury.gap === null ? "-" : fmt.number(treasury.gap)}</span>
                  {treasury.flagged && (
                    <Badge color="red" variant="light" data-testid="treasury-gap-flag">
                      {t("summary.treasury.flagged")}
                    </Badge>
                  )}
                </Group>
              </Field>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t("summary.treasury.basis", {
                date: fmt.bsDate(treasury.as_of),
                subheads: treasury.subheads.map((code) => fmt.digits(code)).join(", "),
                expense: fmt.number(treasury.expense),
                budget: fmt.number(treasury.budget),
                limit: fmt.number(treasury.gap_limit),
              })}
            </Text>
          </Stack>
        )}
      </div>
    </Section>
  );
}
