import {
  achievedPercent,
  BANDS,
  type Band,
  bandOf,
  latestEntry,
  type ProgressStatus,
} from "@pragati/domain/progress";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildMilestone,
  buildOffice,
  buildUser,
  findOffice,
  fiscalYears,
  loginAs,
  progressReasons,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { expectCountsInStep } from "../../../test/progress-fixture";
import { createTestApp, type TestApp } from "../../../test/test-app";

type Entry = { month: number; status: ProgressStatus; achieved: number; rating?: number };
type Plan = { nikayaId: number; targets: Record<number, number>; cumulative: boolean; entries: Entry[] };

let t: TestApp;
let sachib: string;
let sachibId: number;
let outsider: string;
let offices: { id: number; name: string }[] = [];
let lastYear: number;
let mainReason: { main_type_id: number; sub_type_id: number };
const plans: Plan[] = [];
const RATINGS = ["zero", "one", "two", "three", "four", "five"];

beforeAll(async () => {
  t = await createTestApp();
  // Completions count as reported here; their evidence and acceptance: milestone-completion.routes.test.ts.
  await setSettings(t.database.db, { evidenceForMilestones: false });
  const db = t.database.db;
  const root = await buildOffice(db);
  const a = await buildOffice(db, { parentId: root.id });
  const b = await buildOffice(db, { parentId: root.id });
  offices = [a, b];
  const outside = await buildOffice(db);
  const sachibUser = await buildUser(db, { role: "sachib", nikayaId: root.id });
  sachibId = sachibUser.id;
  sachib = await loginAs(t.app, sachibUser.username);
  outsider = await signedInAs(t, "nikaya", outside.id);
  const admin = await loginAs(t.app, "admin");
  lastYear = (await fiscalYears(db)).previous;
  const [reason] = await progressReasons(db);
  mainReason = { main_type_id: reason.main.id, sub_type_id: reason.sub.id };
  // A spread over every band and rating: each plan's entries go through the API as a user enters them.
  const spread: Omit<Plan, "nikayaId">[] = [
    { targets: { 0: 10, 3: 10 }, cumulative: false, entries: [] },
    {
      targets: { 0: 100 },
      cumulative: true,
      entries: [{ month: 0, status: "in_progress", achieved: 10, rating: 0 }],
    },
    {
      targets: { 1: 100 },
      cumulative: true,
      entries: [{ month: 1, status: "in_progress", achieved: 20, rating: 1 }],
    },
    {
      targets: { 0: 50, 2: 100 },
      cumulative: true,
      entries: [
        { month: 0, status: "in_progress", achieved: 25 },
        { month: 2, status: "in_progress", achieved: 45, rating: 2 },
      ],
    },
    {
      targets: { 0: 10, 1: 10 },
      cumulative: false,
      entries: [
        { month: 0, status: "in_progress", achieved: 7, rating: 3 },
        { month: 1, status: "in_progress", achieved: 6 },
      ],
    },
    {
      targets: { 2: 10 },
      cumulative: false,
      entries: [{ month: 1, status: "in_progress", achieved: 9, rating: 4 }],
    },
    {
      targets: { 1: 10 },
      cumulative: false,
      entries: [{ month: 1, status: "completed", achieved: 10, rating: 5 }],
    },
    {
      targets: { 0: 10, 4: 10 },
      cumulative: false,
      entries: [
        { month: 0, status: "not_started", achieved: 0, rating: 5 },
        { month: 3, status: "in_progress", achieved: 12 },
      ],
    },
  ];
  for (const [i, plan] of spread.entries()) plans.push({ ...plan, nikayaId: offices[i % 2].id });
  for (const plan of plans) {
    const m = await buildMilestone(db, {
      nikayaId: plan.nikayaId,
      fiscalYearId: lastYear,
      targets: plan.targets,
      cumulative: plan.cumulative,
    });
    for (const e of plan.entries) {
      const stored = await t.as(admin).post("/api/pragati/store", {
        milestone_id: m.id,
        month: e.month,
        status: e.status,
        achieved: e.achieved,
        reasons: [mainReason],
      });
      expect(stored.statusCode, stored.body).toBe(200);
      if (e.rating != null)
        await t.as(sachib).post(`/api/rate-activity/rate/${stored.json().response.id}`, { rating: e.rating });
    }
  }
});
afterAll(() => t.close());

/** The expected dashboard rows, counted independently from the plans with the domain rules. */
const expected = (month: number, monthType: "upto" | "in") =>
  offices.flatMap((office) => {
    const row: Record<string, number> = { nikaya_id: office.id };
    for (const band of BANDS) row[band] = 0;
    for (const name of RATINGS) row[`${name}_rating`] = 0;
    let counted = 0;
    for (const plan of plans.filter((p) => p.nikayaId === office.id)) {
      if (monthType === "in" && !plan.entries.some((e) => e.month === month)) continue;
      const values = Object.values(plan.targets);
      const schedule = {
        months: Object.entries(plan.targets).map(([m, target]) => ({ month: Number(m), target })),
        cumulative: plan.cumulative,
        annualTarget: plan.cumulative ? Math.max(...values) : values.reduce((a, b) => a + b, 0),
      };
      const latestMonth = latestEntry(plan.entries, month)?.month;
      const latest = plan.entries.find((e) => e.month === latestMonth);
      const band: Band = bandOf(
        latest?.status ?? "not_started",
        achievedPercent(schedule, plan.entries, month),
      );
      row[band]++;
      if (latest?.rating != null) row[`${RATINGS[latest.rating]}_rating`]++;
      counted++;
    }
    return counted > 0 ? [row] : [];
  });

afterEach(() => expectCountsInStep(t));

describe("dashboard", () => {
  it("counts milestones per office by band and rating as of each month, equal to an independent count (upto and in)", async () => {
    for (const monthType of ["upto", "in"] as const)
      for (let month = 0; month < 6; month++) {
        const res = await t
          .as(sachib)
          .get(
            `/api/dashboard/milestone-esthiti?type=activity&month_type=${monthType}&month=${month}&fiscal_year_id=${lastYear}`,
          );
        expect(res.statusCode, res.body).toBe(200);
        const want = expected(month, monthType);
        const rows = (res.json().response as Record<string, number>[])
          .map((r) => Object.fromEntries(Object.keys(want[0] ?? r).map((k) => [k, r[k]])))
          .sort((a, b) => a.nikaya_id - b.nikaya_id);
        expect(rows, `${monthType} ${month}`).toEqual(want);
      }
  });

  it("opens every rating slice's list: the detail list's total equals the slice's count (upto and in)", async () => {
    let opened = 0;
    for (const monthType of ["upto", "in"] as const)
      for (let month = 0; month < 6; month++) {
        const query = `month=${month}&month_type=${monthType}&fiscal_year_id=${lastYear}`;
        const rows = (
          await t.as(sachib).get(`/api/dashboard/milestone-esthiti?type=activity&${query}`)
        ).json().response as Record<string, number>[];
        for (const row of rows)
          for (const [rating, name] of RATINGS.entries()) {
            const list = await t
              .as(sachib)
              .get(
                `/api/reports/monthly-milestone-esthiti-detail?office_id=${row.nikaya_id}&measure=total&rating=${rating}&per_page=1000&${query}`,
              );
            expect(list.statusCode, list.body).toBe(200);
            const { total, data } = list.json().response as { total: number; data: { rating: number }[] };
            expect(total, `${monthType} ${month} ${name}`).toBe(row[`${name}_rating`]);
            expect(data.every((r) => r.rating === rating)).toBe(true);
            if (total > 0) opened++;
          }
      }
    // The spread rates every value at some month, so lists with rows were compared too.
    expect(opened).toBeGreaterThan(RATINGS.length);
    const bad = await t.as(sachib).get(`/api/reports/monthly-milestone-esthiti-detail?rating=6`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors_np.rating).toBeTruthy();
  });

  it("gives the asked offices their month-by-month trend up to the month: milestones, completed and in progress (upto); the rows carry none", async () => {
    const query = `month=3&fiscal_year_id=${lastYear}`;
    for (const monthType of ["upto", "in"] as const) {
      const rows = (
        await t
          .as(sachib)
          .get(`/api/dashboard/milestone-esthiti?type=activity&month_type=${monthType}&${query}`)
      ).json().response as { nikaya_id: number }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row)).not.toContain("trend");
    }
    const ids = offices.map((o) => o.id).reverse();
    const res = await t
      .as(sachib)
      .get(`/api/dashboard/office-trend?${ids.map((id) => `nikaya_id=${id}`).join("&")}&${query}`);
    expect(res.statusCode).toBe(200);
    const trends = res.json().response as { nikaya_id: number }[];
    // In the order asked, one per office with milestones.
    expect(trends.map((row) => row.nikaya_id)).toEqual(ids);
    for (const trend of trends) {
      const want = {
        nikaya_id: trend.nikaya_id,
        month: [] as number[],
        milestones: [] as number[],
        completed: [] as number[],
        in_progress: [] as number[],
      };
      for (const month of [0, 1, 2, 3]) {
        const counts = expected(month, "upto").find((r) => r.nikaya_id === trend.nikaya_id) ?? {};
        const milestones = BANDS.reduce((sum, band) => sum + (counts[band] ?? 0), 0);
        const completed = counts.completed_and_achieved ?? 0;
        want.month.push(month);
        want.milestones.push(milestones);
        want.completed.push(completed);
        want.in_progress.push(milestones - completed - (counts.not_started ?? 0));
      }
      expect(trend, String(trend.nikaya_id)).toEqual(want);
    }
    // Offices out of scope have no trend; more offices than a few pages of cards are refused.
    const outside = await t.as(outsider).get(`/api/dashboard/office-trend?nikaya_id=${ids[0]}&${query}`);
    expect(outside.json().response).toEqual([]);
    const many = Array.from({ length: 61 }, (_, i) => `nikaya_id=${i + 1}`).join("&");
    const refused = await t.as(sachib).get(`/api/dashboard/office-trend?${many}&${query}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message_np).toBeTruthy();
  });

  it("shows only offices in scope, and an empty list for projects", async () => {
    const rows = (
      await t.as(outsider).get(`/api/dashboard/milestone-esthiti?month=0&fiscal_year_id=${lastYear}`)
    ).json().response;
    expect(rows).toEqual([]);
    const mine = (
      await t.as(sachib).get(`/api/dashboard/milestone-esthiti?month=0&fiscal_year_id=${lastYear}`)
    ).json().response;
    expect(mine.map((r: { nikaya_name: string }) => r.nikaya_name).sort()).toEqual(
      offices.map((o) => o.name).sort(),
    );
    expect(
      (
        await t
          .as(sachib)
          .get(`/api/dashboard/milestone-esthiti?type=ayojana&month=0&fiscal_year_id=${lastYear}`)
      ).json().response,
    ).toEqual([]);
    expect((await t.as(sachib).get("/api/dashboard/milestone-esthiti?month=12")).statusCode).toBe(422);
  });

  it("gives the screen its cards a page at a time: the pages are milestone-esthiti's rows, found by either language's name, at most 60 a page", async () => {
    const query = `type=activity&month_type=upto&month=3&fiscal_year_id=${lastYear}`;
    const all = (await t.as(sachib).get(`/api/dashboard/milestone-esthiti?${query}`)).json().response;
    expect(all).toHaveLength(2);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await t.as(sachib).get(`/api/dashboard/cards?${query}&page_no=${page}&per_page=1`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().response;
      expect(answer.total).toBe(2);
      pages.push(...answer.data);
    }
    expect(pages).toEqual(all);
    // The default page is the screen's twelve cards; a larger page is clamped to 60, not refused.
    const clamped = (await t.as(sachib).get(`/api/dashboard/cards?${query}&per_page=5000`)).json().response;
    expect([clamped.per_page, clamped.data]).toEqual([60, all]);
    expect((await t.as(sachib).get(`/api/dashboard/cards?${query}`)).json().response.per_page).toBe(12);
    // Found by the English or the Nepali name, or by nothing.
    const [first] = offices;
    const np = all.find((row: { nikaya_id: number }) => row.nikaya_id === first.id).nikaya_name_np;
    for (const term of [first.name.toUpperCase(), np]) {
      const found = (
        await t.as(sachib).get(`/api/dashboard/cards?${query}&search=${encodeURIComponent(term)}`)
      ).json().response;
      expect([found.total, found.data.map((row: { nikaya_id: number }) => row.nikaya_id)]).toEqual([
        1,
        [first.id],
      ]);
    }
    const none = (await t.as(sachib).get(`/api/dashboard/cards?${query}&search=%25`)).json().response;
    expect([none.total, none.data]).toEqual([0, []]);
    // Out of scope, nothing; a bad page is refused in both languages.
    expect((await t.as(outsider).get(`/api/dashboard/cards?${query}`)).json().response.total).toBe(0);
    const bad = await t.as(sachib).get(`/api/dashboard/cards?${query}&page_no=0`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message_np).toBeTruthy();
  });

  it("counts due milestones without an entry for the reporting month, and entries waiting for comment or rating", async () => {
    await setSettings(t.database.db, { pragatiReportingMonth: 1 });
    const due = (id: number) =>
      plans.filter(
        (p) =>
          p.nikayaId === id &&
          Math.min(...Object.keys(p.targets).map(Number)) <= 1 &&
          !p.entries.some((e) => e.month === 1) &&
          latestEntry(p.entries, 1)?.status !== "completed",
      ).length;
    for (const office of offices) {
      const res = await t
        .as(sachib)
        .get(`/api/dashboard/pragati-notification?nikaya_id=${office.id}&fiscal_year_id=${lastYear}`);
      expect(res.json().response.total).toBe(due(office.id));
    }
    expect(
      (await t.as(outsider).get(`/api/dashboard/pragati-notification?nikaya_id=${offices[0].id}`)).statusCode,
    ).toBe(404);
    const all = plans.flatMap((p) => p.entries);
    const comment = await t
      .as(sachib)
      .get(`/api/dashboard/comment-notification?sachib_user_id=${sachibId}&fiscal_year_id=${lastYear}`);
    expect(comment.json().response.total).toBe(all.length);
    const rating = await t.as(sachib).get(`/api/dashboard/rating-notification?fiscal_year_id=${lastYear}`);
    expect(rating.json().response.total).toBe(all.filter((e) => e.rating == null).length);
    expect(
      (await t.as(outsider).get(`/api/dashboard/rating-notification?sachib_user_id=${sachibId}`)).statusCode,
    ).toBe(404);
    await setSettings(t.database.db, {
      pragatiNotification: false,
      commentNotification: false,
      ratingNotification: false,
    });
    expect(
      (
        await t
          .as(sachib)
          .get(`/api/dashboard/pragati-notification?nikaya_id=${offices[0].id}&fiscal_year_id=${lastYear}`)
      ).json().response.total,
    ).toBe(0);
    expect(
      (await t.as(sachib).get(`/api/dashboard/comment-notification?fiscal_year_id=${lastYear}`)).json()
        .response.total,
    ).toBe(0);
    expect(
      (await t.as(sachib).get(`/api/dashboard/rating-notification?fiscal_year_id=${lastYear}`)).json()
        .response.total,
    ).toBe(0);
  });

  it("leaves a deleted milestone out of the counts, and takes a missing month from the reporting month", async () => {
    const db = t.database.db;
    const root = (await findOffice(db, offices[0].id)).parentId ?? undefined;
    const office = await buildOffice(db, { parentId: root });
    const milestone = await buildMilestone(db, {
      nikayaId: office.id,
      fiscalYearId: lastYear,
      targets: { 0: 5 },
    });
    const url = `/api/dashboard/milestone-esthiti?month=0&fiscal_year_id=${lastYear}`;
    const rowOf = async () =>
      (await t.as(sachib).get(url))
        .json()
        .response.find((r: { nikaya_id: number }) => r.nikaya_id === office.id);
    expect(await rowOf()).toMatchObject({ nikaya_id: office.id, not_started: 1 });
    const deleted = await t
      .as(await loginAs(t.app, "admin"))
      .delete(`/api/plans-policy/milestones/delete/${milestone.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf()).toBeUndefined();

    await setSettings(t.database.db, { pragatiReportingMonth: 2 });
    const implicit = await t.as(sachib).get(`/api/dashboard/milestone-esthiti?fiscal_year_id=${lastYear}`);
    expect(implicit.json().response).toEqual(
      (await t.as(sachib).get(`/api/dashboard/milestone-esthiti?month=2&fiscal_year_id=${lastYear}`)).json()
        .response,
    );
    expect(implicit.json().response).not.toEqual(
      (await t.as(sachib).get(`/api/dashboard/milestone-esthiti?month=0&fiscal_year_id=${lastYear}`)).json()
        .response,
    );
    await setSettings(t.database.db, { pragatiReportingMonth: null });
  });
});
