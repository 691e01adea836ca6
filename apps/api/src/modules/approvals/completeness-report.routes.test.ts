import { COMPLETENESS_MEASURES, type CompletenessMeasure } from "@pragati/domain/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import {
  buildMilestone,
  buildOffice,
  buildProject,
  findFiscalYear,
  fiscalYears,
  signedInAs,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { exportedWorkbook, sheetRows } from "../../../test/workbook";
import { setClock } from "../../lib/clock";
import { loadCalendar } from "../calendar/calendar.repository";

/**
 * The reporting completeness report of action-plan progress (issue 33 item 4): offices submit, are
 * returned and approved through the chain's own API, some inside the month's entry window (the clock in
 * the month after it) and some after it; the test keeps what it did and counts each measure itself.
 */
let t: TestApp;
let year: number;
const MONTH = 3;
const office: Record<string, number> = {};
const users: Record<string, string> = {};

/** What the test did to each office's month: its state now, its first submission's timeliness, full approval. */
type Done = {
  state: "open" | "submitted" | "approved" | "returned";
  onTime: boolean | null;
  approved: boolean;
};
const done: Record<string, Done> = {};

const login = async (role: string, nikayaId: number) => signedInAs(t, role, nikayaId);

const act = async (who: string, action: string, name: string, reason?: string) => {
  const res = await t.as(who).post(`/api/approvals/${action}`, {
    stream: "pragati",
    fiscal_year_id: year,
    month: MONTH,
    office_id: office[name],
    ...(reason ? { reason } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
};

const params = (extra: Record<string, string | number> = {}) =>
  new URLSearchParams(
    Object.entries({ fiscal_year_id: year, month: MONTH, ...extra }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  ).toString();
const report = async (who: string | { username: string }, extra: Record<string, string | number> = {}) => {
  const res = await t.as(who).get(`/api/reports/reporting-completeness/pragati?${params(extra)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
};
const offices = async (who: string | { username: string }, extra: Record<string, string | number>) => {
  const res = await t
    .as(who)
    .get(`/api/reports/reporting-completeness/offices?${params({ per_page: 30, ...extra })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response;
};

/** The test's own rule for each measure, over what it did to an office's month. */
const RULES: Record<CompletenessMeasure, (d: Done) => boolean> = {
  offices_expected: () => true,
  offices_submitted: (d) => d.state === "submitted" || d.state === "approved",
  offices_on_time: (d) => (d.state === "submitted" || d.state === "approved") && d.onTime === true,
  offices_late: (d) => (d.state === "submitted" || d.state === "approved") && d.onTime === false,
  offices_returned: (d) => d.state === "returned",
  offices_missing: (d) => d.state === "open",
  offices_approved: (d) => d.approved,
};

/** The test's own count of a measure over the offices it names. */
const counted = (measure: CompletenessMeasure, names: string[]) =>
  names.filter((name) => RULES[measure](done[name]));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  year = (await fiscalYears(db)).previous;
  office.ministry = (await buildOffice(db, { name: "Completeness ministry" })).id;
  office.department = (await buildOffice(db, { parentId: office.ministry })).id;
  for (const name of ["approved", "returned", "resubmitted", "missing", "late", "idle"])
    office[name] = (await buildOffice(db, { parentId: office.department, name: `Completeness ${name}` })).id;
  office.otherMinistry = (await buildOffice(db)).id;
  office.other = (await buildOffice(db, { parentId: office.otherMinistry })).id;
  // Every office with a milestone of the year is expected; `idle` has none.
  for (const name of ["approved", "returned", "resubmitted", "missing", "late", "other"])
    await buildMilestone(db, { nikayaId: office[name], fiscalYearId: year, targets: { [MONTH]: 5 } });
  for (const name of ["approved", "returned", "resubmitted", "missing", "late", "other", "idle"])
    users[name] = await login("nikaya", office[name]);
  users.department = await login("sachib", office.department);
  users.ministry = await login("sachib", office.ministry);

  // Inside the entry window: the first day of the month after the reported one.
  const calendar = await loadCalendar(db);
  const { startYear } = await findFiscalYear(db, { id: year });
  const windowDay = calendar.fiscalMonthRange(startYear, MONTH + 1).start_ad;
  setClock(new Date(`${windowDay}T06:00:00Z`));
  await act(users.approved, "submit", "approved");
  await act(users.department, "approve", "approved");
  await act(users.ministry, "approve", "approved");
  done.approved = { state: "approved", onTime: true, approved: true };
  await act(users.returned, "submit", "returned");
  await act(users.department, "return", "returned", "Figures missing");
  done.returned = { state: "returned", onTime: true, approved: false };
  await act(users.resubmitted, "submit", "resubmitted");
  await act(users.department, "return", "resubmitted", "Correct the totals");
  await act(users.other, "submit", "other");
  done.other = { state: "submitted", onTime: true, approved: false };
  // After the window: a correction keeps its first submission's timeliness; a first submission is late.
  setClock(null);
  await act(users.resubmitted, "submit", "resubmitted");
  await act(users.department, "approve", "resubmitted");
  done.resubmitted = { state: "approved", onTime: true, approved: false };
  await act(users.late, "submit", "late");
  done.late = { state: "submitted", onTime: false, approved: false };
  done.missing = { state: "open", onTime: null, approved: false };
});
afterEach(() => setClock(null));
afterAll(() => t.close());

describe("the reporting completeness report", () => {
  it("counts each expected office's month as the test counts it, with the rate and timeliness", async () => {
    const mine = ["approved", "returned", "resubmitted", "missing", "late"];
    const answer = await report(users.ministry);
    expect(answer.filters.month).toBe(MONTH);
    const rows = answer.rows as { nikaya_id: number; counts: Record<string, number> }[];
    // Only the expected offices of the caller's subtree, not the office without a plan.
    expect(rows.map((row) => row.nikaya_id).sort()).toEqual(mine.map((name) => office[name]).sort());
    for (const measure of COMPLETENESS_MEASURES) {
      expect(answer.totals.counts[measure], measure).toBe(counted(measure, mine).length);
      for (const name of mine)
        expect(
          rows.find((row) => row.nikaya_id === office[name])?.counts[measure],
          `${name} ${measure}`,
        ).toBe(counted(measure, [name]).length);
    }
    // 3 of 5 submitted (approved, resubmitted, late), 2 of them on time.
    expect(answer.totals.values).toEqual({ reporting_rate_percent: 60, timeliness_percent: 40 });
    const missing = rows.find((row) => row.nikaya_id === office.missing) as unknown as {
      values: Record<string, number>;
    };
    expect(missing.values).toEqual({ reporting_rate_percent: 0, timeliness_percent: 0 });
  });

  it("drills from every count, totals and rows alike, into exactly the offices behind it", async () => {
    const mine = ["approved", "returned", "resubmitted", "missing", "late"];
    const answer = await report(users.ministry);
    for (const column of answer.columns) {
      expect(column.drill.report).toBe("reporting-completeness/offices");
      const list = await offices(users.ministry, { ...answer.totals.drill, ...column.drill.params });
      expect(list.total, column.key).toBe(answer.totals.counts[column.key]);
      expect(list.data.map((row: { id: number }) => row.id).sort(), column.key).toEqual(
        counted(column.key, mine)
          .map((name) => office[name])
          .sort(),
      );
      for (const row of answer.rows) {
        const one = await offices(users.ministry, { ...row.drill, ...column.drill.params });
        expect(one.total, `${row.nikaya_name} ${column.key}`).toBe(row.counts[column.key]);
      }
    }
    const late = await offices(users.ministry, { stream: "pragati", measure: "offices_late" });
    expect(late.data).toEqual([
      expect.objectContaining({
        id: office.late,
        approval_state: "submitted",
        timeliness: "late",
        first_submitted_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        window_closes_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(late.data[0].first_submitted_on > late.data[0].window_closes_on).toBe(true);
    const returned = await offices(users.ministry, { stream: "pragati", measure: "offices_returned" });
    expect(returned.data).toEqual([
      expect.objectContaining({ id: office.returned, reason: "Figures missing", timeliness: "on_time" }),
    ]);
  });

  it("keeps to the caller's scope: an office sees itself, another subtree is refused", async () => {
    const own = await report(users.late);
    expect(own.rows.map((row: { nikaya_id: number }) => row.nikaya_id)).toEqual([office.late]);
    expect(own.totals.counts.offices_expected).toBe(1);
    const outside = await t
      .as(users.department)
      .get(`/api/reports/reporting-completeness/pragati?${params({ nikaya_id: office.otherMinistry })}`);
    expect(outside.statusCode).toBe(404);
    const outsideList = await t
      .as(users.department)
      .get(`/api/reports/reporting-completeness/offices?${params({ office_id: office.other })}`);
    expect(outsideList.statusCode).toBe(404);
    // Admin sees both subtrees; the other ministry's office submitted inside the window.
    const all = await report(admin, { nikaya_id: office.otherMinistry });
    expect(all.totals.counts).toMatchObject({ offices_expected: 1, offices_on_time: 1 });
  });

  it("refuses bad filters with field errors in both languages", async () => {
    for (const bad of [
      `reporting-completeness/pragati?${params({ month: 12 })}`,
      `reporting-completeness/pragati?${params({ fiscal_year_id: 999_999 })}`,
      `reporting-completeness/offices?${params({ stream: "budget" })}`,
      `reporting-completeness/offices?${params({ measure: "offices_everything" })}`,
    ]) {
      const res = await t.as(users.ministry).get(`/api/reports/${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message_np, bad).toBeTruthy();
    }
  });

  it("expects the project stream of the offices whose projects belong to the year", async () => {
    await buildProject(t.database.db, { nikayaId: office.late, fiscalYearId: year });
    const res = await t.as(users.ministry).get(`/api/reports/reporting-completeness/project?${params()}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().response;
    expect(answer.rows.map((row: { nikaya_id: number }) => row.nikaya_id)).toEqual([office.late]);
    expect(answer.totals.counts).toMatchObject({ offices_expected: 1, offices_missing: 1 });
  });

  it("exports the summary to Excel with every office and the totals", async () => {
    const answer = await report(users.ministry);
    const res = await t
      .as(users.ministry)
      .get(`/api/reports/export/reporting-completeness/pragati?${params({ lang: "en" })}`);
    const rows = sheetRows((await exportedWorkbook(res)).worksheets[0], { includeEmpty: true });
    expect(rows[0][0]).toBe("Reporting completeness: action-plan progress");
    expect(rows[2]).toEqual([
      "Office",
      "Expected",
      "Submitted",
      "Submitted on time",
      "Submitted late",
      "Returned",
      "Missing",
      "Approved",
      "Reporting rate %",
      "Timeliness %",
    ]);
    expect(rows.slice(3, -1)).toHaveLength(answer.rows.length);
    expect(rows.at(-1)).toEqual(["Total", 5, 3, 2, 1, 1, 1, 1, 60, 40]);
  });
});
