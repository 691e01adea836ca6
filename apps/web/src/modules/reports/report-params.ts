import type { TDrillParams } from "@pragati/domain/contract";
import { screenOf } from "@pragati/domain/reports";
import { useSearchParams } from "react-router";
import type { QueryParams } from "../../lib/api-client";

/** Params a list screen manages itself (DataTable paging) or the api client adds (the header's year). */
const OWN_PARAMS = new Set(["page_no", "per_page", "search", "fiscal_year_id"]);

/**
 * The filters of a report screen live in its URL, so a drill-down link, a reload and the browser's
 * back button all show the same figures. The dashboard's older link (`nikaya_id` of an office row and
 * `bucket`) is read as the office's own milestones (`office_id`) and the measure.
 */
function filterValues(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of search) if (!OWN_PARAMS.has(key) && value !== "") values[key] = value;
  if (values.bucket) {
    values.measure = values.bucket;
    if (values.nikaya_id && !values.office_id) {
      values.office_id = values.nikaya_id;
      delete values.nikaya_id;
    }
    delete values.bucket;
  }
  return values;
}

/** The screen's filters from its URL, and `update` to change some of them (paging starts again). */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const values = filterValues(search);

  // From the URL as it is when the change lands, not as this render saw it: a control that kept an older
  // `update` (or two changes in one render) would otherwise put back a filter changed since.
  const update = (changes: Record<string, string | number | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(filterValues(current));
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === "") next.delete(key);
          else next.set(key, String(value));
        return next;
      },
      { replace: true },
    );

  const number = (key: string): number | null => {
    const value = values[key];
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
  };

  return { values, query: values as QueryParams, update, number };
}

/** The screen link behind a count: the drilled report with its params (the header adds the year). */
export const drillHref = (report: string, params: TDrillParams): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (key !== "fiscal_year_id") query.set(key, String(value));
  return `/${screenOf(report)}?${query.toString()}`;
};
