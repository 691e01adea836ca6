import { NPC_BAND_SLICES, PROJECT_BAND_SLICES, PROJECT_SCHEDULE_SLICES } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, okResponse } from "../../../test/client";
import { buildOffice, buildProject, buildUser, findFiscalYear, fiscalYears } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

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
/** A slice's list of the test's year, one row a page: its total is the slice's count. */
const sliceList = async (
  user: Caller,
  query: { month: number; office_id: Row[string]; measure: string; project_id?: Row[string] },
) => okResponse(await t.as(user).get(LIST, { query: { fiscal_year_id: fy, per_page: 1, ...query } }));
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
            const list = await sliceList(user, {
              month: m,
              office_id: row.nikaya_id,
              measure: slice,
              // A project head's row is one project: its slices open that project alone.
              ...(row.id === null ? {} : { project_id: row.id }),
            });
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

/**
 * Issue 30 item 3: a project head's row of a project with components counts the components by their
 * progress for the year to the month; the expected bands are computed here from the stored component
 * rows with this file's own SQL and thresholds.
 */
describe("a project head's row of a project with components", () => {
  const BAND_LIST = (id: number) => `/api/ayojana/${id}/components/list`;
  let componentHead: { id: number; username: string };
  let strangerHead: { username: string };
  let strangerOffice: { username: string };
  let weighted: { id: number };
  let plain: { id: number };

  beforeAll(async () => {
    const db = t.database.db;
    const office = (await buildOffice(db, { name: "Components office" })).id;
    componentHead = await buildUser(db, { role: "ayojana-pramukh", nikayaId: office });
    strangerHead = await buildUser(db, { role: "ayojana-pramukh", nikayaId: office });
    strangerOffice = await buildUser(db, {
      role: "nikaya",
      nikayaId: (await buildOffice(db, { name: "Components elsewhere" })).id,
    });
    weighted = await buildProject(db, {
      nikayaId: office,
      fiscalYearId: fy,
      name: "Weighted project",
      progress: [month(0, 10, 5), month(1, 10, 5)],
    });
    plain = await buildProject(db, {
      nikayaId: office,
      fiscalYearId: fy,
      name: "Plain project",
      progress: [month(0, 10, 30)],
    });
    for (const project of [weighted, plain])
      okResponse(
        await t.as({ username: "admin" }).post("/api/ayojana/heads", {
          project_id: project.id,
          user_id: componentHead.id,
          posted_on: `${startYear - 1}-04-01`,
        }),
      );
    // Five components: 10 + 15 (25 by Bhadra), 100 at once, none, 60 in Ashwin, and 80 (a band's lower bound).
    const plan: [string, string, number, [number, number][]][] = [
      [
        "Road",
        "सडक",
        50,
        [
          [0, 10],
          [1, 15],
        ],
      ],
      ["Bridge", "पुल", 30, [[0, 100]]],
      ["Canal", "नहर", 20, []],
      ["Dam", "बाँध", 10, [[2, 60]]],
      ["Gate", "ढोका", 5, [[0, 80]]],
    ];
    for (const [name, name_np, weight, months] of plan) {
      const { components } = okResponse<{ components: { id: number }[] }>(
        await t
          .as({ username: "admin" })
          .post(`/api/ayojana/${weighted.id}/components`, { name, name_np, weight }),
      );
      const id = components[components.length - 1].id;
      for (const [m, achieved] of months)
        okResponse(
          await t
            .as({ username: "admin" })
            .post(`/api/ayojana/components/${id}/progress`, { fiscal_year_id: fy, month: m, achieved }),
        );
    }
  });

  /** The test's own band of a %: a band holds its lower bound; nothing achieved is not started. */
  const bandOf = (achieved: number) =>
    achieved <= 0
      ? "not_started"
      : achieved < 20
        ? "in_progress_below_twenty_percent"
        : achieved < 40
          ? "in_progress_below_fourty_percent"
          : achieved < 60
            ? "in_progress_below_sixty_percent"
            : achieved < 80
              ? "in_progress_below_eighty_percent"
              : achieved < 100
                ? "in_progress_below_hundred_percent"
                : "completed_and_achieved";

  /** Each stored component's % for the year to month m: its stored months of the year up to m, added. */
  const componentProgress = async (projectId: number, m: number) => {
    const rows = await queryRows<{
      id: number;
      month: number | null;
      fiscal_year_id: number | null;
      achieved: number | null;
    }>(
      t.database.db,
      sql`SELECT c.id, cp.month::int AS month, cp.fiscal_year_id, cp.achieved::float8 AS achieved
            FROM project_components c LEFT JOIN project_component_progress cp ON cp.component_id = c.id
           WHERE c.project_id = ${projectId} ORDER BY c.id`,
    );
    const sums = new Map<number, number>();
    for (const row of rows)
      sums.set(
        row.id,
        (sums.get(row.id) ?? 0) +
          (row.fiscal_year_id === fy && row.month !== null && row.month <= m ? Number(row.achieved) : 0),
      );
    return [...sums].map(([id, achieved]) => ({ id, achieved }));
  };

  /** The plain project's own % for the year to month m, from its stored monthly figures. */
  const ownProgress = async (projectId: number, m: number) => {
    const [row] = await queryRows<{ achieved: number }>(
      t.database.db,
      sql`SELECT COALESCE(sum(physical_achieved), 0)::float8 AS achieved FROM project_progress
           WHERE project_id = ${projectId} AND fiscal_year_id = ${fy} AND month <= ${m}`,
    );
    return row.achieved;
  };

  const headRows = async (m: number) =>
    okResponse(
      await t.as(componentHead).get(DASHBOARD, { query: { type: "ayojana", month: m, fiscal_year_id: fy } }),
    ) as Row[];

  it("counts the components by band (the project itself without components), and each count is its list's length", async () => {
    for (const m of [0, 1, 2, 11]) {
      const rows = await headRows(m);
      expect(rows.map((row) => row.id).sort()).toEqual([weighted.id, plain.id].sort());
      const row = rows.find((r) => r.id === weighted.id) as Row;
      const progress = await componentProgress(weighted.id, m);
      expect(row.components).toBe(5);
      for (const band of PROJECT_BAND_SLICES) {
        const expected = progress.filter((c) => bandOf(c.achieved) === band);
        expect(row[band], `month ${m} ${band}`).toBe(expected.length);
        const list = okResponse(
          await t.as(componentHead).get(BAND_LIST(weighted.id), {
            query: { measure: band, month: m, fiscal_year_id: fy, per_page: 30 },
          }),
        );
        expect(list.total, `month ${m} ${band} list`).toBe(row[band]);
        expect(list.data).toEqual(
          expected.map((c) => expect.objectContaining({ id: c.id, achieved: c.achieved })),
        );
      }
      // The schedule, cost and NPC slices stay the project's own: its list (the project alone) is each count.
      for (const slice of SLICES.filter((s) => !(PROJECT_BAND_SLICES as readonly string[]).includes(s))) {
        const list = await sliceList(componentHead, {
          month: m,
          office_id: row.nikaya_id,
          measure: slice,
          project_id: weighted.id,
        });
        expect(list.total, `month ${m} ${slice}`).toBe(row[slice]);
      }
      const own = rows.find((r) => r.id === plain.id) as Row;
      expect(own.components).toBe(0);
      const ownBand = bandOf(await ownProgress(plain.id, m));
      for (const band of PROJECT_BAND_SLICES)
        expect(own[band], `month ${m} plain ${band}`).toBe(band === ownBand ? 1 : 0);
    }
    // By hand, as of Bhadra: Road 25, Bridge 100, Canal and Dam nothing, Gate 80 (its band's lower bound).
    expect((await headRows(1)).find((r) => r.id === weighted.id)).toMatchObject({
      not_started: 2,
      in_progress_below_twenty_percent: 0,
      in_progress_below_fourty_percent: 1,
      in_progress_below_hundred_percent: 1,
      completed_and_achieved: 1,
      projects: 1,
    });
    const names = okResponse(
      await t.as(componentHead).get(BAND_LIST(weighted.id), {
        query: { measure: "in_progress_below_fourty_percent", month: 1, fiscal_year_id: fy },
      }),
    );
    expect(names.data).toEqual([
      { id: expect.any(Number), name: "Road", name_np: "सडक", weight: 50, achieved: 25 },
    ]);
  });

  it("an office's row counts projects, not components", async () => {
    const admin = okResponse(await t.as({ username: "admin" }).get(DASHBOARD, { query: query() })) as Row[];
    const office = admin.find((row) => row.nikaya_name === "Components office");
    expect(office).toMatchObject({ id: null, projects: 2, components: null });
  });

  it("the band's list keeps to the project scope: a head not posted and an office outside it get 404, no session 401, a bad band 422", async () => {
    const asked = { measure: "not_started", month: 1, fiscal_year_id: fy };
    expect((await t.as(strangerHead).get(BAND_LIST(weighted.id), { query: asked })).statusCode).toBe(404);
    expect((await t.as(strangerOffice).get(BAND_LIST(weighted.id), { query: asked })).statusCode).toBe(404);
    expect((await t.anonymous.get(BAND_LIST(weighted.id), { query: asked })).statusCode).toBe(401);
    const admin = okResponse(await t.as({ username: "admin" }).get(BAND_LIST(weighted.id), { query: asked }));
    expect(admin.total).toBe(2);
    const bad = await t
      .as(componentHead)
      .get(BAND_LIST(weighted.id), { query: { ...asked, measure: "npc_80_plus" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.message_np).toBeTruthy();
    expect(bad.data.message).toBeTruthy();
  });
});
