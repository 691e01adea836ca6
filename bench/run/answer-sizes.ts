import { DASHBOARD_CARDS_PER_PAGE } from "@pragati/domain/contract";
import type { Fixtures } from "./fixtures";
import type { Tokens } from "./scenarios";

/**
 * An answer's size in bytes per row it carries, with the most it may be. Sizes are deterministic (the
 * generator's data is), timings are not: a field that grows with the whole tree or with the months (a
 * trend per office, a list of every office per row) raises bytes per row and fails the run, at any size.
 */
export type AnswerSize = {
  key: string;
  bytes: number;
  rows: number;
  perRow: number;
  limit: number;
  /** The whole answer's most, for what a screen loads: its size must not grow with the tree. */
  maxBytes: number | null;
};

/**
 * Bytes per row allowed: SPEC's dashboard row is 17 counts and two names (about 330 bytes of keys); a
 * project row 18 counts (the NPC bands' four among them), its office's names and SPEC's `id` and
 * `ayojana_name`; every dashboard row also its office month's approval state, level and levels (about
 * 65 bytes, issue 33); a milestone list row its plan's names and figures. Set with room over size S's
 * figures, tight enough that a trend of twelve months on every dashboard row (about 180 bytes) fails.
 */
export const ANSWER_BYTES_PER_ROW = {
  // Size S: 484, 514 (one row, the envelope included), 607, 503, 620, 195 (twelve months), 795.
  "dashboard-admin": 540,
  "dashboard-office": 580,
  "dashboard-projects-admin": 670,
  "dashboard-cards-admin": 560,
  "dashboard-cards-projects-admin": 690,
  "office-trend-page": 260,
  "milestone-list-admin": 1000,
} as const;

type Key = keyof typeof ANSWER_BYTES_PER_ROW;

/** The paging fields around a page of cards. */
const PAGE_ENVELOPE_BYTES = 300;

/**
 * Whole answers the screens load, each at most a page of its rows: the dashboard's cards, whatever the
 * number of offices (the admin's SPEC answer at size L is about 0.43 MB; its first page of cards some 6 KB).
 */
const SCREEN_ANSWERS: Partial<Record<Key, number>> = {
  "dashboard-cards-admin":
    DASHBOARD_CARDS_PER_PAGE * ANSWER_BYTES_PER_ROW["dashboard-cards-admin"] + PAGE_ENVELOPE_BYTES,
  "dashboard-cards-projects-admin":
    DASHBOARD_CARDS_PER_PAGE * ANSWER_BYTES_PER_ROW["dashboard-cards-projects-admin"] + PAGE_ENVELOPE_BYTES,
};

/** Over its size per row, or, for a screen's answer, over its whole size. */
export const isOversized = (a: AnswerSize) =>
  a.perRow > a.limit || (a.maxBytes !== null && a.bytes > a.maxBytes);

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
      maxBytes: SCREEN_ANSWERS[key] ?? null,
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
  // The admin's first page of cards and their trends, as the web dashboard asks for them.
  const cards = await fetchRows(`/api/dashboard/cards?type=activity&month_type=upto&${year}`, t.admin);
  add("dashboard-cards-admin", cards);
  add(
    "dashboard-cards-projects-admin",
    await fetchRows(`/api/dashboard/cards?type=ayojana&${year}`, t.admin),
  );
  const page = (cards.rows as { nikaya_id: number }[]).map((row) => `nikaya_id=${row.nikaya_id}`);
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
