import { PROJECT_BAND_SLICES } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { computedProjectFigures, storedProjectFigures } from "../../modules/projects/project-figures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Project = {
  id: number;
  code: string | null;
  revised_cost: number | null;
  revised_end_date: string | null;
};
type Row = Record<string, number> & { nikaya_id: number };

describe("demo projects", () => {
  it("about 40 projects with cost revisions, extensions, a head's postings and progress over every band of the pies", async () => {
    const projects = okResponse<{ data: Project[] }>(
      await t
        .as({ username: "admin" })
        .get("/api/ayojana/all", { query: { per_page: 1000, search: "DEMO-" } }),
    ).data;
    expect(projects.length).toBeGreaterThanOrEqual(35);
    expect(projects.filter((p) => p.revised_cost !== null).length).toBeGreaterThan(5);
    expect(projects.filter((p) => p.revised_end_date !== null).length).toBeGreaterThan(5);
    const posted = okResponse<{ data: unknown[] }>(
      await t.as({ username: "project" }).get("/api/ayojana/all", { query: { per_page: 1000 } }),
    ).data;
    expect(posted.length).toBeGreaterThan(0);

    // The dashboard opens on the reporting month: every band, behind schedule, on track, over cost
    // and extended each hold demo projects.
    const rows = okResponse<Row[]>(
      await t
        .as({ username: "admin" })
        .get("/api/dashboard/milestone-esthiti", { query: { type: "ayojana" } }),
    );
    const total = (slice: string) => rows.reduce((sum, row) => sum + (row[slice] ?? 0), 0);
    for (const slice of [...PROJECT_BAND_SLICES, "behind_schedule", "on_track", "over_cost", "extended"])
      expect(total(slice), slice).toBeGreaterThan(0);
    // Demo projects have the year's plan; one has changed it, so its S-curve shows both versions.
    const summaries = await Promise.all(
      projects.map(async (p) =>
        okResponse<{ baseline: { in_force: { version: number } } | null }>(
          await t.as({ username: "admin" }).get(`/api/ayojana/summary/${p.id}`),
        ),
      ),
    );
    expect(summaries.filter((s) => s.baseline !== null).length).toBeGreaterThan(10);
    expect(summaries.some((s) => (s.baseline?.in_force.version ?? 0) > 1)).toBe(true);
    // The month figures the dashboard reads were built from the demo rows.
    expect(await storedProjectFigures(t.database.db)).toEqual(await computedProjectFigures(t.database.db));
  });
});
