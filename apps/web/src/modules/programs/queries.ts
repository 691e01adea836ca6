import type { TPaged, TProgramRow } from "@pragati/domain/contract";
import type { ProgressStatus } from "@pragati/domain/progress";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, type QueryParams } from "../../lib/api-client";

type ProgramsParams = {
  nikayaIds: readonly number[];
  typeId: number | null;
  subtypeId: number | null;
  status: ProgressStatus | null;
  month: number;
  milestoneIds: readonly number[];
  page: number;
  perPage: number;
  fiscalYearId: number | null;
};

const toQuery = (p: ProgramsParams): QueryParams => ({
  nikaya_ids: p.nikayaIds,
  milestone_ids: p.milestoneIds,
  month: p.month,
  page_no: p.page,
  per_page: p.perPage,
  ...(p.typeId === null ? {} : { type_id: p.typeId }),
  ...(p.subtypeId === null ? {} : { subtype_id: p.subtypeId }),
  ...(p.status === null ? {} : { status: p.status }),
});

/** A page of the plan tree as milestone rows (`GET api/programs/all`). */
export const programsQuery = (params: ProgramsParams) =>
  queryOptions({
    queryKey: ["programs", params] as const,
    queryFn: ({ signal }) => api.get<TPaged<TProgramRow>>("api/programs/all", toQuery(params), { signal }),
    placeholderData: keepPreviousData,
  });
