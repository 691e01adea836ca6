import { Anchor, Badge, Group, SegmentedControl, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  codeTarget,
  TREASURY_CODE_KINDS,
  type TreasuryCodeKind,
  type TTreasuryCode,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { OfficeSelect } from "../../../ui/office-select";
import { PageLoader } from "../../../ui/page-loader";
import { projectChoicesQuery } from "../../projects";
import { TREASURY_IMPORT_PATH } from "../paths";
import { codesQuery, useMapCode } from "../queries";

/**
 * The codes of the header's budget year's treasury files that match no office or project by themselves
 * (admin's matches listed after them): a ministry or office is matched to an office, a sub-head or project
 * to a project; the reports then show their rows under it. Clearing the choice removes the match.
 */
export default function TreasuryCodesPage() {
  const { t } = useTranslation("treasury");
  const year = useFiscalYearStore((s) => s.current);
  const [kind, setKind] = useState<TreasuryCodeKind>("office");
  const codes = useQuery(codesQuery(year?.id ?? null, kind));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="h2">
          {t("codes.title")}
        </Title>
        <Anchor component={Link} to={`/${TREASURY_IMPORT_PATH}`}>
          {t("codes.back")}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t("codes.intro")}
      </Text>
      <SegmentedControl
        aria-label={t("codes.kind")}
        value={kind}
        onChange={(value) => setKind(value as TreasuryCodeKind)}
        data={TREASURY_CODE_KINDS.map((value) => ({ value, label: t(`codes.kinds.${value}`) }))}
        w="fit-content"
      />
      {codes.isPending ? (
        <PageLoader />
      ) : codes.isError ? (
        <ErrorState title={t("codes.error")} message={codes.error.message} onRetry={() => codes.refetch()} />
      ) : codes.data.length === 0 ? (
        <Text c="dimmed" data-testid="codes-empty">
          {t("codes.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder aria-label={t("codes.tableLabel")} data-testid="treasury-codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("codes.code")}</Table.Th>
                <Table.Th>{t("codes.name")}</Table.Th>
                <Table.Th ta="right">{t("codes.rows")}</Table.Th>
                <Table.Th>{t(`codes.target.${codeTarget(kind)}`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.map((code) => (
                <CodeRow key={code.code} code={code} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function CodeRow({ code }: { code: TTreasuryCode }) {
  const { t } = useTranslation("treasury");
  const fmt = useFormat();
  const mapCode = useMapCode();
  const save = (target: { office_id?: number | null; project_id?: number | null }) =>
    mapCode.mutate(
      {
        kind: code.kind,
        code: code.code,
        office_id: target.office_id ?? null,
        project_id: target.project_id ?? null,
      },
      {
        onSuccess: () =>
          notifySuccess(
            target.office_id || target.project_id
              ? t("codes.matched", { code: code.code })
              : t("codes.removed"),
          ),
        onError: notifyError,
      },
    );
  const matched = code.office !== null || code.project !== null;
  return (
    <Table.Tr data-testid="treasury-code" data-code={code.code}>
      <Table.Td>{fmt.digits(code.code)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{code.name ?? "—"}</Text>
          {!matched && (
            <Badge color="orange" variant="light">
              {t("codes.unmatched")}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{fmt.number(code.rows)}</Table.Td>
      <Table.Td>
        {codeTarget(code.kind) === "office" ? (
          <OfficeSelect
            value={code.office?.id ?? null}
            onChange={(officeId) => save({ office_id: officeId })}
            label={t("codes.officeFor", { code: code.code })}
            emptyLabel={t("codes.choose")}
            clearable
            hideLabel
          />
        ) : (
          <ProjectPicker code={code} onChange={(projectId) => save({ project_id: projectId })} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A project of the caller's scope, searched by name or code; the current match stays a choice. */
function ProjectPicker({ code, onChange }: { code: TTreasuryCode; onChange: (id: number | null) => void }) {
  const { t } = useTranslation("treasury");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const [opened, setOpened] = useState(false);
  const choices = useQuery({ ...projectChoicesQuery(debounced), enabled: opened });
  const options = (choices.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (code.project && !options.some((o) => o.value === String(code.project?.id)))
    options.push({ value: String(code.project.id), label: code.project.name });
  return (
    <Select
      aria-label={t("codes.projectFor", { code: code.code })}
      placeholder={t("codes.choose")}
      data={options}
      value={code.project ? String(code.project.id) : null}
      onChange={(value) => onChange(value === null ? null : Number(value))}
      onDropdownOpen={() => setOpened(true)}
      searchValue={search}
      onSearchChange={setSearch}
      searchable
      clearable
      nothingFoundMessage={choices.isFetching ? t("codes.searching") : t("codes.noProject")}
      w={280}
    />
  );
}
