import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { OfficeSelect } from "../../../ui/office-select";
import { PageLoader } from "../../../ui/page-loader";
import { useScopeOffices } from "../../plans";
import { AdoptionWorkspace } from "../components/adoption-workspace";
import { adoptionSourceQuery } from "../queries";

/** Route `plans-policy/adoption`: adopt last year's plan of an office into the header's fiscal year. */
export default function AdoptionPage() {
  const { t } = useTranslation(["adoption", "plans"]);
  const fmt = useFormat();
  const canAdopt = useCan("plan.adopt");
  const scope = useScopeOffices();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [nikayaId, setNikayaId] = useState<number | null>(scope.own?.id ?? null);
  const source = useQuery({
    ...adoptionSourceQuery(nikayaId, fiscalYearId),
    enabled: canAdopt && nikayaId !== null,
  });

  const header = (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1} fz="h2">
          {t("page.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {source.data
            ? t("page.description", {
                source: source.data.source_fiscal_year
                  ? fmt.fiscalYear(source.data.source_fiscal_year.start_year)
                  : "-",
                target: fmt.fiscalYear(source.data.fiscal_year.start_year),
              })
            : t("page.descriptionPlain")}
        </Text>
      </div>
      {canAdopt && (scope.several || nikayaId === null) && (
        <OfficeSelect
          hideLabel
          label={t("plans:office.filter")}
          emptyLabel={t("plans:office.choose")}
          value={nikayaId}
          onChange={setNikayaId}
        />
      )}
    </Group>
  );

  const body = () => {
    if (!canAdopt)
      return (
        <Alert color="gray" variant="light" icon={<IconLock size={20} />}>
          {t("states.noPermission")}
        </Alert>
      );
    if (nikayaId === null)
      return (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
          {t("states.chooseOffice")}
        </Alert>
      );
    if (source.isPending) return <PageLoader />;
    if (source.isError)
      return <ErrorState message={source.error.message} onRetry={() => void source.refetch()} />;
    const s = source.data;
    const office = fmt.name(s.nikaya.name, s.nikaya.name_np);
    if (!s.source_fiscal_year)
      return (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
          {t("states.noSourceYear", { target: fmt.fiscalYear(s.fiscal_year.start_year) })}
        </Alert>
      );
    if (s.policies.length === 0)
      return (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />} data-testid="adoption-empty">
          {t("states.empty", { office, source: fmt.fiscalYear(s.source_fiscal_year.start_year) })}
        </Alert>
      );
    const readOnly = !s.allow_adoption || s.locked;
    return (
      <Stack gap="md">
        {!s.allow_adoption && (
          <Alert color="orange" variant="light" icon={<IconLock size={20} />} data-testid="adoption-off">
            {t("states.off")}
          </Alert>
        )}
        {s.locked && (
          <Alert color="orange" variant="light" icon={<IconLock size={20} />} data-testid="adoption-locked">
            {t("states.locked", { office })}
          </Alert>
        )}
        <Text size="sm" fw={500}>
          {t("page.office", { office })}
        </Text>
        <AdoptionWorkspace key={`${s.nikaya.id}-${s.fiscal_year.id}`} source={s} readOnly={readOnly} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {header}
      {body()}
    </Stack>
  );
}
