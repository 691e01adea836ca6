import { idList, type TProgramsQuery } from "@pragati/domain/contract";
import type { Executor } from "../../db/client";
import type { AuthContext } from "../../plugins/auth";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { assertOfficesInScope } from "../presets/presets.repository";
import { listPrograms } from "./programs.repository";

/**
 * `api/programs/all`: the fiscal year of the query (else the current one), the month of the query (else
 * the current pragati reporting month); chosen offices outside the caller's scope answer 404.
 */
export const programs = async (executor: Executor, auth: AuthContext, query: TProgramsQuery) => {
  const nikayaIds = idList(query.nikaya_ids);
  await assertOfficesInScope(executor, auth, nikayaIds);
  const setup = await buildSetupBlock(executor);
  return listPrograms(executor, auth, {
    fiscalYearId: (await chosenOrCurrentFiscalYearId(executor, query.fiscal_year_id, setup)) ?? 0,
    month: query.month ?? setup.current_pragati_reporting_month,
    nikayaIds,
    typeId: query.type_id,
    subtypeId: query.subtype_id,
    status: query.status,
    milestoneIds: [...new Set(idList(query.milestone_ids))],
    search: query.search.trim(),
    page_no: query.page_no,
    per_page: query.per_page,
  });
};
