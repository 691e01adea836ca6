import type { TApproval, TDataQualityChecks, TPaged } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { buildQualityData, type Fixture, keysOf, MONTH } from "../../../test/data-quality-fixture";
import { countRows } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * The data-quality checks at submission (issue 33 item 5): each check fires on the months built to warn
 * and stays quiet on the others (the expected warnings worked out by the fixture from the figures it
 * entered); a submission without an explanation of each warning is refused (422 in both languages,
 * nothing changes), with them it is submitted and the explanations are kept for the approvers; another
 * subtree's user is answered 404.
 */
let t: TestApp;
let f: Fixture;

/** The warnings the fixture built for the office's own month of a stream. */
const own = (stream: Stream) => f.expected[stream].filter((w) => w.office_id === f.offices.office);

type Stream = "project" | "indicator" | "pragati" | "contract";
const monthOf = (stream: Stream, officeId = f.offices.office) => ({
  stream,
  fiscal_year_id: f.streamYear[stream],
  month: MONTH,
  office_id: officeId,
});
const checks = (who: string, stream: Stream, officeId = f.offices.office) =>
  t.as(who).get("/api/approvals/checks", { query: monthOf(stream, officeId) });
const stateOf = async (stream: Stream) =>
  okResponse<TPaged<TApproval>>(
    await t.as(f.users.ministry).get("/api/approvals", { query: { ...monthOf(stream), per_page: 50 } }),
  ).data.find((row) => row.office_id === f.offices.office)?.state;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildQualityData(t);
});
afterAll(() => t.close());

describe("the data-quality checks of a month", () => {
  for (const stream of ["project", "indicator", "pragati", "contract"] as const)
    it(`${stream}: warns on exactly the records built to warn, with their figures`, async () => {
      expect(own(stream).length, "the fixture builds a warning").toBeGreaterThan(0);
      const answer = okResponse<TDataQualityChecks>(await checks(f.users.office, stream));
      expect(keysOf(answer.warnings)).toEqual(keysOf(own(stream)));
      for (const warning of answer.warnings) {
        expect(warning.explanation).toBeNull();
        expect(warning.office_name).toBe("Quality office");
      }
    });

  it("reports each check's figures: the gap, the limit and the figures compared", async () => {
    const project = okResponse<TDataQualityChecks>(await checks(f.users.office, "project")).warnings;
    // 90 % physical against 30 of 300 lakh spent (10 %), beyond the 25 points set.
    expect(
      project.find((w) => w.record_id === f.ids.projects.gap && w.check === "progress_gap"),
    ).toMatchObject({
      record_kind: "project",
      value: 90,
      compared_with: 10,
      gap: 80,
      limit: 25,
    });
    // The treasury's 80 % against the reported 30 %, beyond the treasury gap of 10 points.
    expect(project.find((w) => w.check === "treasury_gap")).toMatchObject({
      record_id: f.ids.projects.treasury,
      value: 80,
      compared_with: 30,
      gap: 50,
      limit: 10,
    });
    const indicator = okResponse<TDataQualityChecks>(await checks(f.users.office, "indicator")).warnings;
    // 60 achieved of 30 targeted to date: 200 %.
    expect(indicator.find((w) => w.check === "over_target")).toMatchObject({
      record_id: f.ids.indicators.over,
      value: 200,
      limit: 150,
    });
    expect(indicator.find((w) => w.check === "cumulative_down")).toMatchObject({
      record_id: f.ids.indicators.down,
      value: 15,
      compared_with: 20,
      gap: -5,
    });
    const pragati = okResponse<TDataQualityChecks>(await checks(f.users.office, "pragati")).warnings;
    expect(pragati).toEqual([
      expect.objectContaining({ record_kind: "milestone", value: 5, compared_with: 8, gap: -3 }),
    ]);
  });

  it("answers the caller's subtree only: another subtree's user is answered 404", async () => {
    const outside = await checks(f.users.outsider, "project");
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message_np).toBeTruthy();
    // The ministry above sees its office's warnings; the sibling office its own (none of the office's).
    okResponse(await checks(f.users.ministry, "project"));
    const sibling = okResponse<TDataQualityChecks>(
      await checks(f.users.sibling, "project", f.offices.sibling),
    );
    expect(keysOf(sibling.warnings)).toEqual(
      keysOf([{ check: "progress_gap", record_id: f.ids.projects.siblingGap, office_id: f.offices.sibling }]),
    );
    expect((await checks(f.users.sibling, "project")).statusCode).toBe(404);
  });

  it("refuses bad queries with field errors in both languages", async () => {
    for (const query of [
      { ...monthOf("project"), stream: "budget" },
      { ...monthOf("project"), month: 12 },
      { ...monthOf("project"), fiscal_year_id: 999_999 },
    ]) {
      const res = await t.as(f.users.office).get("/api/approvals/checks", { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json().message_np).toBeTruthy();
    }
  });
});

describe("submitting a month with warnings", () => {
  it("is refused without an explanation of each warning, listing those unexplained; nothing changes", async () => {
    const expected = own("project");
    const bare = await t.as(f.users.office).post("/api/approvals/submit", monthOf("project"));
    expect(bare.statusCode, bare.body).toBe(422);
    expect(bare.json().message).toContain("Explain each data-quality warning");
    expect(bare.json().message_np).toBeTruthy();
    const fields = expected.map((w) => `explanations.${w.check}.${w.record_id}`).sort();
    expect(Object.keys(bare.json().errors).sort()).toEqual(fields);
    expect(Object.keys(bare.json().errors_np).sort()).toEqual(fields);
    expect(bare.json().errors[`explanations.progress_gap.${f.ids.projects.gap}`][0]).toContain(
      "Quality project gap",
    );
    // One explained, one not: the other is still listed.
    const partly = await t.as(f.users.office).post("/api/approvals/submit", {
      ...monthOf("project"),
      explanations: [{ check: expected[0].check, record_id: expected[0].record_id, text: "Known" }],
    });
    expect(partly.statusCode).toBe(422);
    const rest = fields.filter((k) => k !== `explanations.${expected[0].check}.${expected[0].record_id}`);
    expect(Object.keys(partly.json().errors).sort()).toEqual(rest);
    // A blank explanation is no explanation.
    const blank = await t.as(f.users.office).post("/api/approvals/submit", {
      ...monthOf("project"),
      explanations: expected.map((w) => ({ check: w.check, record_id: w.record_id, text: "   " })),
    });
    expect(blank.statusCode).toBe(422);
    expect(await stateOf("project")).toBe("open");
    expect(await countRows(t.database.db, "data_quality_explanations")).toBe(0);
  });

  it("submits with the explanations, keeps them with the month and shows them to the approvers", async () => {
    const texts = new Map(
      f.expected.indicator.map((w, i) => [`${w.check}:${w.record_id}`, `Reason ${i + 1}`]),
    );
    const submitted = await t.as(f.users.office).post("/api/approvals/submit", {
      ...monthOf("indicator"),
      explanations: [
        ...f.expected.indicator.map((w) => ({
          check: w.check,
          record_id: w.record_id,
          text: texts.get(`${w.check}:${w.record_id}`),
        })),
        // An explanation of a record that does not warn is not kept.
        { check: "over_target", record_id: f.ids.indicators.within, text: "Not needed" },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().response.state).toBe("submitted");
    expect(await countRows(t.database.db, "data_quality_explanations")).toBe(f.expected.indicator.length);
    const seen = okResponse<TDataQualityChecks>(await checks(f.users.ministry, "indicator"));
    expect(keysOf(seen.warnings)).toEqual(keysOf(f.expected.indicator));
    for (const warning of seen.warnings) {
      expect(warning.explanation).toBe(texts.get(`${warning.check}:${warning.record_id}`));
      expect(warning.explained_by).toBeTruthy();
      expect(warning.explained_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    // A month without warnings submits as before, with no explanation.
    const quiet = await t
      .as(f.users.sibling)
      .post("/api/approvals/submit", monthOf("indicator", f.offices.sibling));
    expect(quiet.statusCode, quiet.body).toBe(200);
  });

  it("asks again after a return: a resubmission replaces the month's explanations", async () => {
    const explain = (text: string) =>
      f.expected.pragati.map((w) => ({ check: w.check, record_id: w.record_id, text }));
    okResponse(
      await t
        .as(f.users.office)
        .post("/api/approvals/submit", { ...monthOf("pragati"), explanations: explain("First") }),
    );
    okResponse(
      await t
        .as(f.users.ministry)
        .post("/api/approvals/return", { ...monthOf("pragati"), reason: "Check it" }),
    );
    const again = await t.as(f.users.office).post("/api/approvals/submit", monthOf("pragati"));
    expect(again.statusCode).toBe(422);
    okResponse(
      await t
        .as(f.users.office)
        .post("/api/approvals/submit", { ...monthOf("pragati"), explanations: explain("Second") }),
    );
    const seen = okResponse<TDataQualityChecks>(await checks(f.users.ministry, "pragati"));
    expect(seen.warnings.map((w) => w.explanation)).toEqual(f.expected.pragati.map(() => "Second"));
  });

  it("is refused to another subtree's user before anything is read (404)", async () => {
    const res = await t.as(f.users.outsider).post("/api/approvals/submit", {
      ...monthOf("contract"),
      explanations: f.expected.contract.map((w) => ({ check: w.check, record_id: w.record_id, text: "x" })),
    });
    expect(res.statusCode).toBe(404);
    expect(await stateOf("contract")).toBe("open");
  });
});
