import { NPC_BAND_SLICES, PROJECT_BAND_SLICES, PROJECT_SCHEDULE_SLICES } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { buildOffice, buildProject, buildUser, findFiscalYear, fiscalYears } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let fy: number;
let startYear: number;
const o: Record<string, number> = {};
let head: { id: number; username: string };
let officeUser: { username: string };
let rootUser: { username: string };
let posted: { id: number; name: string; nikayaId: number }[];

const DASHBOARD = "/api/dashboard/milestone-esthiti";
const LIST = "/api/reports/ayojana-akikrit-pragati/projects";
const SLICES = [
  ...PROJECT_BAND_SLICES,
  ...PROJECT_SCHEDULE_SLICES,
  "over_cost",
  "extended",
  ...NPC_BAND_SLICES,
] as const;
/** A BS date in fiscal month `m` of the test's year. */
const inMonth = (m: number, day = 10) =>
  `${startYear + (m < 9 ? 0 : 1)}-${String(((m + 12 + 3) % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const month = (m: number, target: number, achieved: number) => ({
  month: m,
  target,
  achieved,
  budget: 10,
  expense: 5,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const years = await fiscalYears(db);
  fy = years.previous;
  startYear = (await findFiscalYear(db, { id: fy })).startYear;
  o.R = (await buildOffice(db, { name: "Dashboard root" })).id;
  o.A = (await buildOffice(db, { parentId: o.R, name: "Dashboard A" })).id;
  o.O = (await buildOffice(db, { name: "Dashboard other" })).id;
  head = await buildUser(db, { role: "ayojana-pramukh", nikayaId: o.R });
  officeUser = await buildUser(db, { role: "nikaya", nikayaId: o.A });
  rootUser = await buildUser(db, { role: "nikaya", nikayaId: o.R });
  posted = [
    // A: behind (15 of 30 planned) and over cost; on track at 45 and extended; 10 of 10 without month 2.
    await buildProject(db, {
      nikayaId: o.A,
      fiscalYearId: fy,
      initialCost: 100,
      revisions: [{ on: inMonth(1), amount: 120 }],
      progress: [0, 1, 2].map((m) => month(m, 10, 5)),
    }),
    await buildProject(db, {
      nikayaId: o.A,
      fiscalYearId: fy,
      extensions: [{ on: inMonth(0), newEnd: "2090-01-01" }],
      progress: [month(0, 10, 25), month(2, 5, 20)],
    }),
    await buildProject(db, { nikayaId: o.A, fiscalYearId: fy, progress: [month(0, 10, 10)] }),
    // R: not started and not reported; completed (100%) and reported.
    await buildProject(db, { nikayaId: o.R, fiscalYearId: fy }),
    await buildProject(db, {
      nikayaId: o.R,
      fiscalYearId: fy,
      progress: [month(0, 40, 40), month(1, 30, 30), month(2, 30, 30)],
    }),
  ];
  // The head is posted (through the API) to the tree's projects: a head counts only their postings.
  for (const project of posted)
    okResponse(
      await t.as({ username: "admin" }).post("/api/ayojana/heads", {
        project_id: project.id,
        user_id: head.id,
        posted_on: `${startYear - 1}-04-01`,
      }),
    );
  await buildProject(db, { nikayaId: o.O, fiscalYearId: fy, progress: [month(0, 10, 0)] });
});
afterAll(() => t.close());

const query = () => ({ type: "ayojana", month: 2, fiscal_year_id: fy });
type Row = Record<string, number | string | null>;
const rowsAs = async (user: { username: string }) =>
  okResponse(await t.as(user).get(DASHBOARD, { query: query() })) as Row[];
const ofOffice = (rows: Row[], id: number) => rows.find((row) => row.nikaya_id === id);

describe("dashboard for projects (type=ayojana)", () => {
  it("counts each profiling office's projects by physical-progress band and schedule state as of the month", async () => {
    const rows = await rowsAs(rootUser);
    expect(rows.map((row) => row.nikaya_id)).toEqual([o.R, o.A]);
    expect(ofOffice(rows, o.R)).toMatchObject({
      type: "ayojana",
      id: null,
      ayojana_name: null,
      nikaya_name: "Dashboard root",
      projects: 2,
      not_started: 1,
      completed_and_achieved: 1,
      on_track: 1,
      behind_schedule: 0,
      not_reported: 1,
      over_cost: 0,
    });
    expect(ofOffice(rows, o.A)).toMatchObject({
      projects: 3,
      in_progress_below_twenty_percent: 2,
      in_progress_below_sixty_percent: 1,
      on_track: 1,
      behind_schedule: 1,
      not_reported: 1,
      over_cost: 1,
      extended: 1,
    });
    for (const row of rows) {
      const sum = (keys: readonly string[]) => keys.reduce((total, key) => total + Number(row[key]), 0);
      expect(sum(PROJECT_BAND_SLICES)).toBe(row.projects);
      expect(sum(PROJECT_SCHEDULE_SLICES)).toBe(row.projects);
      expect(sum(NPC_BAND_SLICES)).toBe(row.projects);
    }
  });

  it("gives a project head one row per project posted to them (SPEC's id and ayojana_name, with its office), an office user one row per office", async () => {
    const rows = await rowsAs(head);
    const projectsOf = (office: number) => posted.filter((p) => p.nikayaId === office);
    expect(rows.map((row) => row.id).sort()).toEqual(posted.map((p) => p.id).sort());
    for (const row of rows) {
      const project = posted.find((p) => p.id === row.id);
      expect(row).toMatchObject({
        type: "ayojana",
        ayojana_name: project?.name,
        nikaya_id: project?.nikayaId,
      });
      expect(row.projects).toBe(1);
    }
    expect(rows.map((row) => row.nikaya_id)).toEqual([
      ...projectsOf(o.R).map(() => o.R),
      ...projectsOf(o.A).map(() => o.A),
    ]);
    // Each office's project rows add up to the office's row as its own staff read it.
    const offices = await rowsAs(rootUser);
    for (const office of offices)
      for (const slice of SLICES)
        expect(
          rows
            .filter((row) => row.nikaya_id === office.nikaya_id)
            .reduce((n, row) => n + Number(row[slice]), 0),
          `${office.nikaya_name} ${slice}`,
        ).toBe(office[slice]);
    const own = await rowsAs(officeUser);
    expect(own).toEqual([
      expect.objectContaining({ nikaya_id: o.A, id: null, ayojana_name: null, projects: 3 }),
    ]);
  });

  it("gives the screen a project head's cards a page at a time, found by project name", async () => {
    const all = await rowsAs(head);
    const cards = (search: string, page = 1) =>
      t.as(head).get("/api/dashboard/cards", { query: { ...query(), search, page_no: page, per_page: 2 } });
    const pages: Row[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const answer = okResponse(await cards("", page)) as { total: number; data: Row[] };
      expect(answer.total).toBe(all.length);
      pages.push(...answer.data);
    }
    expect(pages).toEqual(all);
    const [project] = posted;
    const term = project.name.toLowerCase();
    const found = okResponse(await cards(term)) as { total: number; data: Row[] };
    const named = all.filter((row) => String(row.ayojana_name).toLowerCase().includes(term));
    expect(named.length).toBeGreaterThan(0);
    expect(found.data.map((row) => row.id)).toEqual(named.map((row) => row.id));
  });

  // A list call per slice, row and month (the head's rows are projects, 18 slices each): 2 minutes.
  it("every slice opens a project list whose length is the slice's count, for every office and month", async () => {
    for (const user of [head, { username: "admin" }])
      for (const m of [0, 2, 11]) {
        const rows = okResponse(
          await t.as(user).get(DASHBOARD, { query: { type: "ayojana", month: m, fiscal_year_id: fy } }),
        ) as Row[];
        for (const row of rows)
          for (const slice of SLICES) {
            const list = okResponse(
              await t.as(user).get(LIST, {
                query: {
                  fiscal_year_id: fy,
                  month: m,
                  office_id: row.nikaya_id,
                  measure: slice,
                  per_page: 1,
                  // A project head's row is one project: its slices open that project alone.
                  ...(row.id === null ? {} : { project_id: row.id }),
                },
              }),
            );
            expect(list.total, `${row.nikaya_name} ${slice} month ${m}`).toBe(row[slice]);
          }
      }
  }, 120_000);

  it("keeps to the caller's scope: an office sees its own row, admin every office; another subtree's list is 404, no session 401", async () => {
    expect((await rowsAs(officeUser)).map((row) => row.nikaya_id)).toEqual([o.A]);
    const all = await rowsAs({ username: "admin" });
    expect(all.map((row) => row.nikaya_id)).toEqual(expect.arrayContaining([o.R, o.A, o.O]));
    expect((await t.anonymous.get(DASHBOARD, { query: query() })).statusCode).toBe(401);
    const slice = { fiscal_year_id: fy, month: 2, measure: "on_track" };
    expect((await t.as(head).get(LIST, { query: { ...slice, office_id: o.O } })).statusCode).toBe(404);
    // Office staff see the counts; the list needs the consolidated screen, which their role lacks by default.
    expect((await t.as(officeUser).get(LIST, { query: { ...slice, office_id: o.A } })).statusCode).toBe(403);
  });

  it("a project head counts only the projects posted to them: another of their office leaves their rows as they were", async () => {
    const before = await rowsAs(head);
    const adminBefore = ofOffice(await rowsAs({ username: "admin" }), o.R);
    await buildProject(t.database.db, { nikayaId: o.R, fiscalYearId: fy, progress: [month(0, 10, 10)] });
    expect(await rowsAs(head)).toEqual(before);
    expect(ofOffice(await rowsAs({ username: "admin" }), o.R)?.projects).toBe(
      Number(adminBefore?.projects) + 1,
    );
  });

  it("a project head counts a posted project profiled outside their office subtree, never an unposted one beside it", async () => {
    const db = t.database.db;
    const above = (await buildOffice(db, { name: "Dashboard above" })).id;
    const project = await buildProject(db, {
      nikayaId: above,
      fiscalYearId: fy,
      progress: [month(0, 10, 10)],
    });
    await buildProject(db, { nikayaId: above, fiscalYearId: fy, progress: [month(0, 10, 10)] });
    okResponse(
      await t.as({ username: "admin" }).post("/api/ayojana/heads", {
        project_id: project.id,
        user_id: head.id,
        posted_on: `${startYear - 1}-04-01`,
      }),
    );
    const rows = await rowsAs(head);
    expect(rows.filter((row) => row.nikaya_id === above)).toEqual([
      expect.objectContaining({ id: project.id, projects: 1, in_progress_below_twenty_percent: 1 }),
    ]);
    const list = okResponse(
      await t.as(head).get(LIST, {
        query: { fiscal_year_id: fy, month: 2, office_id: above, measure: "projects", per_page: 100 },
      }),
    );
    expect(list.total).toBe(1);
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([project.id]);
  });

  it("the activity dashboard keeps its own rows", async () => {
    const rows = okResponse(
      await t.as(head).get(DASHBOARD, { query: { type: "activity", month: 2, fiscal_year_id: fy } }),
    ) as Row[];
    expect(rows.every((row) => row.type === undefined && "zero_rating" in row)).toBe(true);
  });
});
