import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin, finance, head, roads } from "../../../test/demo-users";
import {
  fiscalYears,
  officeIdsByCode,
  projectKinds,
  storeProject,
  userByUsername,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Project heads (`ayojana-project-head`): postings with posting and termination dates, no overlap on a
 * project, and a head's scope made of the postings that hold today (everything else answers 404).
 */

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let subSectorId: number;
let headId: number;
let otherHeadId: number;

// The Department of Roads posts heads on the projects of its subtree; the demo project head heads the road projects.

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  year = (await fiscalYears(db)).current;
  subSectorId = (await projectKinds(db)).subSectorId;
  headId = (await userByUsername(db, "project")).id;
  otherHeadId = (await userByUsername(db, "dotm.project")).id;
});
afterAll(() => t.close());

let n = 0;
/** A project of the Division Road Office, Kathmandu, created by admin (no head posted). */
const createProject = async () => {
  const name = `प्रमुख परीक्षण सडक ${++n}`;
  const id = await storeProject(t, admin, {
    fiscal_year_id: year,
    name,
    code: `PH-${n}`,
    sub_sector_id: subSectorId,
    nikaya_id: ids["336-01-01"],
    office_ids: [],
  });
  return { id, name };
};

const post = (caller: { username: string }, body: Record<string, unknown>) =>
  t.as(caller).post("/api/ayojana/heads", body);

type Posting = { id: number; posted_on: string; terminated_on: string | null; current: boolean };

/** What the head reaches of a project: its profile, its months and the consolidated list. */
const headReaches = async (project: { id: number; name: string }) => {
  const show = (await t.as(head).get(`/api/ayojana/show/${project.id}`)).statusCode;
  const progress = (await t.as(head).get(`/api/ayojana/${project.id}/progress`)).statusCode;
  const listed = (
    await t.as(head).get("/api/ayojana/all", { query: { search: project.name, per_page: 100 } })
  ).data.response.data.length;
  const consolidated = (
    await t
      .as(head)
      .get("/api/reports/ayojana-akikrit-pragati/projects", { query: { search: project.name, month: 0 } })
  ).data.response.data.length;
  return { show, progress, listed, consolidated };
};

describe("project heads", () => {
  it("an office posts a head; the head then sees the project, and never one they are not posted to", async () => {
    const posted = await createProject();
    const notPosted = await createProject();
    expect(await headReaches(posted)).toEqual({ show: 404, progress: 404, listed: 0, consolidated: 0 });

    const candidates = okResponse<{ username: string }[]>(
      await t.as(roads).get("/api/ayojana/heads/candidates"),
    );
    expect(candidates.map((c) => c.username)).toContain("project");
    const res = await post(roads, { project_id: posted.id, user_id: headId, posted_on: "२०८०-०४-०१" });
    const posting = okResponse<Posting & { user: { username: string } }>(res);
    expect(res.data.message_np).toBe("आयोजना प्रमुख खटाइयो।");
    expect(posting).toMatchObject({ posted_on: "2080-04-01", terminated_on: null, current: true });
    expect(posting.user.username).toBe("project");

    expect(await headReaches(posted)).toEqual({ show: 200, progress: 200, listed: 1, consolidated: 1 });
    expect(await headReaches(notPosted)).toEqual({ show: 404, progress: 404, listed: 0, consolidated: 0 });
    const write = await t.as(head).post(`/api/ayojana/${notPosted.id}/progress`, {
      month: 0,
      physical_target: 5,
      physical_achieved: 5,
      financial_target: 5,
      budget: 1,
      expense: 1,
    });
    expect(write.statusCode).toBe(404);

    const history = okResponse<{ data: Posting[] }>(
      await t.as(head).get("/api/ayojana/heads", { query: { project_id: posted.id } }),
    );
    expect(history.data.map((p) => p.id)).toEqual([posting.id]);
    const log = okResponse<{ data: { entity_id: string }[] }>(
      await t.as(admin).get("/api/activity-logs/all", { query: { entity: "project_head", per_page: 1000 } }),
    );
    expect(log.data.some((row) => row.entity_id === String(posting.id))).toBe(true);
  });

  it("after the termination date, and before the posting date, the project answers 404 to the head", async () => {
    const project = await createProject();
    const posting = okResponse<Posting>(
      await post(roads, { project_id: project.id, user_id: headId, posted_on: "2080-04-01" }),
    );
    expect((await headReaches(project)).show).toBe(200);

    const ended = await t
      .as(roads)
      .post(`/api/ayojana/heads/${posting.id}/end`, { terminated_on: "2080-12-30" });
    expect(okResponse<Posting>(ended)).toMatchObject({ terminated_on: "2080-12-30", current: false });
    expect(await headReaches(project)).toEqual({ show: 404, progress: 404, listed: 0, consolidated: 0 });

    const later = await createProject();
    okResponse(await post(admin, { project_id: later.id, user_id: headId, posted_on: "2099-01-01" }));
    expect((await headReaches(later)).show).toBe(404);
  });

  it("refuses: 401 without a session, 403 without project.assign, 404 to an office of another subtree", async () => {
    const project = await createProject();
    const body = { project_id: project.id, user_id: headId, posted_on: "2080-04-01" };
    expect((await t.anonymous.post("/api/ayojana/heads", body)).statusCode).toBe(401);
    expect((await post(head, body)).statusCode).toBe(403);
    const other = await post(finance, body);
    expect(other.statusCode).toBe(404);
    expect(other.data.message_np).toBeTruthy();
    // The other subtree's office sees neither the postings nor the head as a candidate.
    const candidates = okResponse<{ username: string }[]>(
      await t.as(finance).get("/api/ayojana/heads/candidates"),
    );
    expect(candidates.map((c) => c.username)).not.toContain("project");
    const posting = okResponse<Posting>(await post(roads, body));
    expect(
      (await t.as(finance).post(`/api/ayojana/heads/${posting.id}/end`, { terminated_on: "2081-01-01" }))
        .statusCode,
    ).toBe(404);
    expect(
      okResponse<{ data: Posting[] }>(
        await t.as(finance).get("/api/ayojana/heads", { query: { project_id: project.id } }),
      ).data,
    ).toEqual([]);
  });

  it("postings of heads on a project never overlap (422 in both languages); the next may start the day after", async () => {
    // The transport department's head lies outside the roads office's subtree: admin posts them.
    const project = await createProject();
    okResponse(
      await post(roads, {
        project_id: project.id,
        user_id: headId,
        posted_on: "2080-04-01",
        terminated_on: "2081-03-31",
      }),
    );
    const overlap = await post(roads, {
      project_id: project.id,
      user_id: otherHeadId,
      posted_on: "2081-03-15",
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.data.errors.posted_on[0]).toContain("2080-04-01 to 2081-03-31");
    expect(overlap.data.errors_np.posted_on[0]).toContain("२०८०/०४/०१ देखि २०८१/०३/३१ सम्म");
    // An earlier posting that runs into the first is refused as well.
    const before = await post(admin, {
      project_id: project.id,
      user_id: otherHeadId,
      posted_on: "2079-04-01",
      terminated_on: "2080-04-01",
    });
    expect(before.statusCode).toBe(422);

    const next = okResponse<Posting>(
      await post(admin, { project_id: project.id, user_id: otherHeadId, posted_on: "2081-04-01" }),
    );
    // Ending the first later than the next one's start would overlap too.
    const [first] = okResponse<{ data: Posting[] }>(
      await t.as(roads).get("/api/ayojana/heads", { query: { project_id: project.id } }),
    ).data.filter((p) => p.id !== next.id);
    const stretch = await t
      .as(roads)
      .post(`/api/ayojana/heads/${first.id}/end`, { terminated_on: "2081-05-01" });
    expect(stretch.statusCode).toBe(422);
    const history = okResponse<{ data: Posting[] }>(
      await t.as(roads).get("/api/ayojana/heads", { query: { project_id: project.id } }),
    ).data;
    expect(history.map((p) => [p.posted_on, p.terminated_on])).toEqual([
      ["2081-04-01", null],
      ["2080-04-01", "2081-03-31"],
    ]);
  });

  it("refuses a user who is not a project head, a termination before the posting and a date off the calendar", async () => {
    const project = await createProject();
    const officeUser = (await userByUsername(t.database.db, "office")).id;
    const res = await post(roads, {
      project_id: project.id,
      user_id: officeUser,
      posted_on: "2081-04-01",
      terminated_on: "2081-01-01",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(["terminated_on", "user_id"]);
    expect(res.data.errors_np.user_id[0]).toBe("सूचीबाट आयोजना प्रमुख छान्नुहोस्।");
    const bad = await post(roads, { project_id: project.id, user_id: headId, posted_on: "2081-13-40" });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.posted_on).toBeDefined();
  });

  it("a head who creates a project is posted to it from that day", async () => {
    const other = { username: "dotm.project" };
    const created = {
      id: await storeProject(t, other, {
        fiscal_year_id: year,
        name: "यातायात कार्यालय भवन",
        nikaya_id: ids["336-02"],
        office_ids: [],
        initial_cost: 100,
      }),
    };
    const [posting] = okResponse<{ data: (Posting & { user: { username: string } })[] }>(
      await t.as(other).get("/api/ayojana/heads", { query: { project_id: created.id } }),
    ).data;
    expect(posting).toMatchObject({ terminated_on: null, current: true, user: { username: "dotm.project" } });
    expect((await t.as(other).get(`/api/ayojana/show/${created.id}`)).statusCode).toBe(200);
  });
});
