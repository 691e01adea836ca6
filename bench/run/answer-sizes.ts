import type { Fixtures } from "./fixtures";
import type { Tokens } from "./scenarios";

/**
 * An answer's size in bytes per row it carries, with the most it may be. Sizes are deterministic (the
 * generator's data is), timings are not: a field that grows with the whole tree or with the months (a
 * trend per office, a list of every office per row) raises bytes per row and fails the run, at any size.
 */
export type AnswerSize = { key: string; bytes: number; rows: number; perRow: number; limit: number };

/**
 * Bytes per row allowed: SPEC's dashboard row is 17 counts and two names (about 330 bytes of keys); a
 * project row 18 counts (the NPC bands' four among them), its office's names and SPEC's `id` and
 * `ayojana_name`; a milestone list row its plan's names and figures. Set with room over size S's
 * figures, tight enough that a trend of twelve months on every dashboard row (about 180 bytes) fails.
 */
export const ANSWER_BYTES_PER_ROW = {
  // Size S: 420, 451 (one row, the envelope included), 525, 195 (twelve months), 795.
  "dashboard-admin": 480,
  "dashboard-office": 520,
  "dashboard-projects-admin": 600,
  "office-trend-page": 260,
  "milestone-list-admin": 1000,
} as const;

type Key = keyof typeof ANSWER_BYTES_PER_ROW;

/** The rows of an envelope's answer: the array itself, or a page's `data`. */
const rowsOf = (body: { response?: unknown }): unknown[] => {
  const answer = body.response as unknown;
  if (Array.isArray(answer)) return answer;
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data)) return data;
  throw new Error(`no rows in the answer: ${JSON.stringify(body).slice(0, 200)}`);
};

export const measureAnswerSizes = async (url: string, f: Fixtures, t: Tokens): Promise<AnswerSize[]> => {
  const year = `fiscal_year_id=${f.fiscalYearId}&month=${f.month}`;
  const fetchRows = async (path: string, token: string) => {
    const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
    return { bytes: Buffer.byteLength(text), rows: rowsOf(JSON.parse(text)) };
  };
  const sizes: AnswerSize[] = [];
  const add = (key: Key, answer: { bytes: number; rows: unknown[] }) => {
    const perRow = Math.round(answer.bytes / Math.max(answer.rows.length, 1));
    sizes.push({
      key,
      bytes: answer.bytes,
      rows: answer.rows.length,
      perRow,
      limit: ANSWER_BYTES_PER_ROW[key],
    });
  };
  const dashboard = `/api/dashboard/milestone-esthiti?type=activity&month_type=upto&${year}`;
  const admin = await fetchRows(dashboard, t.admin);
  add("dashboard-admin", admin);
  add("dashboard-office", await fetchRows(dashboard, t.office));
  add(
    "dashboard-projects-admin",
    await fetchRows(`/api/dashboard/milestone-esthiti?type=ayojana&${year}`, t.admin),
  );
  // The trends of the first page of cards the admin sees, as the web dashboard asks for them.
  const page = (admin.rows as { nikaya_id: number }[])
    .slice(0, 12)
    .map((row) => `nikaya_id=${row.nikaya_id}`);
  if (page.length > 0)
    add(
      "office-trend-page",
      await fetchRows(`/api/dashboard/office-trend?${page.join("&")}&${year}`, t.admin),
    );
  add(
    "milestone-list-admin",
    await fetchRows(
      `/api/plans-policy/milestones/all?page_no=1&per_page=10&fiscal_year_id=${f.fiscalYearId}&search=${encodeURIComponent(f.search.admin)}`,
      t.admin,
    ),
  );
  return sizes;
};
