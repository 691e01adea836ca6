import { Button } from "@mantine/core";
import { PAGE_SIZES } from "@pragati/domain/contract";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { useQuickFilterStore } from "../../../state/quick-filter-store";
import { useSetupStore } from "../../../state/setup-store";
import { Screen } from "../../../ui/page-header";
import { MilestoneFilter } from "../../milestone-filter";
import { QUICK_FILTER_PATH } from "../../setup";
import { ActiveFilterSummary } from "../components/active-filter-summary";
import { ProgramsTree } from "../components/programs-tree";
import { programsQuery } from "../queries";

/**
 * Route `programs`: the plan tree of the quick filter's offices (or the user's own scope), narrowed by
 * the quick filter and the milestone filter.
 */
export default function ProgramsPage() {
  const { t } = useTranslation("programs");
  const filter = useQuickFilterStore((s) => s.filter);
  const clearFilter = useQuickFilterStore((s) => s.clear);
  const reportingMonth = useSetupStore((s) => s.setup?.current_pragati_reporting_month ?? 0);
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [milestoneIds, setMilestoneIds] = useState<number[]>([]);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);

  const month = filter?.month ?? reportingMonth;
  const nikayaIds = filter?.nikayaIds ?? [];
  const programs = useQuery(
    programsQuery({
      nikayaIds,
      typeId: filter?.typeId ?? null,
      subtypeId: filter?.subtypeId ?? null,
      status: filter?.status ?? null,
      month,
      milestoneIds,
      page,
      perPage,
      fiscalYearId,
    }),
  );

  const chooseMilestones = (ids: number[]) => {
    setMilestoneIds(ids);
    setPage(1);
  };

  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      actions={
        <>
          <MilestoneFilter nikayaIds={nikayaIds} value={milestoneIds} onChange={chooseMilestones} />
          <Button
            component={Link}
            to={`/${QUICK_FILTER_PATH}`}
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
          >
            {t("page.openQuickFilter")}
          </Button>
        </>
      }
    >
      <ActiveFilterSummary
        filter={filter}
        month={month}
        milestoneCount={milestoneIds.length}
        onClear={() => {
          clearFilter();
          chooseMilestones([]);
        }}
      />
      <ProgramsTree
        query={programs}
        page={page}
        perPage={perPage}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </Screen>
  );
}
