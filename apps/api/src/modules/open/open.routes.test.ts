import { actionsFrom, CONTRACT_MOVES, type ContractStatus } from "@pragati/domain/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { contractBody, PLANNED_STAGES, storeContract } from "../../../test/contracts-fixture";
import {
  buildUser,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  setLock,
  setSettings,
  setupItemsOf,
  userContacts,
} from "../../../test/factories";
import { codeList, standardsValidator } from "../../../test/open-standards";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Open data (issue 34): contracts in OCDS and projects in OC4IDS, built through the product's write paths
 * and checked against the official schemas and code lists of `../shared/standards`.
 */

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let previousYear: number;
let projectId: number;
let writer: { username: string };

const admin = { username: "admin" };
const PREFIX = "ocds-tst001";
/** The demo seed's sample prefix (db/seed/demo-contracts.ts; a module may not import the demo seed). */
const DEMO_OCID_PREFIX = "ocds-demo00";
const WRITER = {
  username: `open.writer.${Date.now().toString(36)}`,
  email: "open.writer.contact@example.gov.np",
  mobile: "9841777666",
};

const validate = standardsValidator();
const OCDS = {
  releaseTag: codeList("ocds", "releaseTag"),
  tenderStatus: codeList("ocds", "tenderStatus"),
  awardStatus: codeList("ocds", "awardStatus"),
  contractStatus: codeList("ocds", "contractStatus"),
  method: codeList("ocds", "method"),
  procurementCategory: codeList("ocds", "procurementCategory"),
  partyRole: codeList("ocds", "partyRole"),
  milestoneType: codeList("ocds", "milestoneType"),
  milestoneStatus: codeList("ocds", "milestoneStatus"),
  initiationType: codeList("ocds", "initiationType"),
  currency: codeList("ocds", "currency"),
};
const OC4IDS = {
  projectStatus: codeList("oc4ids", "projectStatus"),
  metricID: codeList("oc4ids", "metricID"),
  modificationType: codeList("oc4ids", "modificationType"),
  contractingProcessStatus: codeList("oc4ids", "contractingProcessStatus"),
  contractNature: codeList("oc4ids", "contractNature"),
  partyRole: codeList("oc4ids", "partyRole"),
  currency: codeList("oc4ids", "currency"),
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Release = {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  initiationType: string;
  parties: { roles: string[] }[];
  tender: { status: string; procurementMethod?: string; mainProcurementCategory?: string };
  awards?: { status: string }[];
  contracts?: {
    status: string;
    value?: { amount: number };
    amendments?: { id: string }[];
    milestones?: { type: string; status: string }[];
    implementation?: { transactions: { value: { amount: number } }[] };
  }[];
};

/** Every path in `json` whose value is empty: an empty text, array or object, or null. */
const empties = (json: Json, at = "$"): string[] => {
  if (json === null || json === "") return [at];
  if (Array.isArray(json))
    return json.length === 0 ? [at] : json.flatMap((item, i) => empties(item, `${at}[${i}]`));
  if (typeof json === "object") {
    const entries = Object.entries(json);
    return entries.length === 0 ? [at] : entries.flatMap(([key, item]) => empties(item, `${at}.${key}`));
  }
  return [];
};

/** Every value of a key anywhere in `json`. */
const valuesOf = (json: Json, key: string): Json[] => {
  if (Array.isArray(json)) return json.flatMap((item) => valuesOf(item, key));
  if (json !== null && typeof json === "object")
    return Object.entries(json).flatMap(([k, item]) => [
      ...(k === key ? [item] : []),
      ...valuesOf(item, key),
    ]);
  return [];
};

/** Every text in `json`. */
const texts = (json: Json): string[] => {
  if (typeof json === "string") return [json];
  if (Array.isArray(json)) return json.flatMap(texts);
  if (json !== null && typeof json === "object") return Object.values(json).flatMap(texts);
  return [];
};

/**
 * No user's e-mail, mobile or username in an answer: an e-mail or mobile anywhere in a text, a username
 * as a whole text (many are plain words, such as `office`) or anywhere when it is distinctive.
 */
const personalData = async (body: string) => {
  const found: string[] = [];
  const all = body
    .split("\n")
    .filter((line) => line.trim() !== "")
    .flatMap((line) => texts(JSON.parse(line)));
  for (const user of await userContacts(t.database.db)) {
    if (user.email && body.includes(user.email)) found.push(user.email);
    if (user.mobile && body.includes(user.mobile)) found.push(user.mobile);
    const distinctive = /[._\d]/.test(user.username) && user.username.length >= 6;
    if (all.some((text) => text === user.username || (distinctive && text.includes(user.username))))
      found.push(user.username);
  }
  return found;
};

const expectCodes = (values: Json[], codes: Set<string>, what: string) => {
  for (const value of values) expect(codes.has(String(value)), `${what}: ${value}`).toBe(true);
};

const checkRelease = (release: Release) => {
  expect(validate("ocds/release-schema.json", release)).toEqual([]);
  expect(release.ocid.startsWith(`${PREFIX}-`) || release.ocid.startsWith(`${DEMO_OCID_PREFIX}-`)).toBe(true);
  expectCodes(release.tag, OCDS.releaseTag, "tag");
  expectCodes([release.initiationType], OCDS.initiationType, "initiationType");
  expectCodes([release.tender.status], OCDS.tenderStatus, "tender.status");
  expectCodes(valuesOf(release.tender, "procurementMethod"), OCDS.method, "procurementMethod");
  expectCodes(valuesOf(release.tender, "mainProcurementCategory"), OCDS.procurementCategory, "category");
  expectCodes(
    release.parties.flatMap((p) => p.roles),
    OCDS.partyRole,
    "roles",
  );
  expectCodes(
    (release.awards ?? []).map((a) => a.status),
    OCDS.awardStatus,
    "award status",
  );
  expectCodes(
    (release.contracts ?? []).map((c) => c.status),
    OCDS.contractStatus,
    "contract status",
  );
  const milestones = (release.contracts ?? []).flatMap((c) => c.milestones ?? []);
  expectCodes(
    milestones.map((m) => m.type),
    OCDS.milestoneType,
    "milestone type",
  );
  expectCodes(
    milestones.map((m) => m.status),
    OCDS.milestoneStatus,
    "milestone status",
  );
  expectCodes(valuesOf(release as unknown as Json, "currency"), OCDS.currency, "currency");
};

/** A public answer: 200, no empty field anywhere, no personal data. */
const publicAnswer = async (url: string, query: Record<string, string | number> = {}) => {
  const res = await t.anonymous.get(url, { query });
  expect(res.statusCode, res.body).toBe(200);
  expect(await personalData(res.body)).toEqual([]);
  if (url.endsWith(".jsonl")) return res.body;
  const body = res.json();
  expect(empties(body)).toEqual([]);
  return body;
};

const releasePackage = async (query: Record<string, string | number> = {}) => {
  const body = await publicAnswer("/api/open/ocds/releases", query);
  expect(validate("ocds/release-package-schema.json", body)).toEqual([]);
  for (const release of body.releases) checkRelease(release);
  const releaseIds = body.releases.map((r: Release) => `${r.ocid} ${r.id}`);
  expect(new Set(releaseIds).size).toBe(releaseIds.length);
  return body as { releases: Release[]; links?: { next?: string; prev?: string }; uri: string };
};

const recordPackage = async (query: Record<string, string | number> = {}) => {
  const body = await publicAnswer("/api/open/ocds/records", query);
  expect(validate("ocds/record-package-schema.json", body)).toEqual([]);
  const ocids = body.records.map((r: { ocid: string }) => r.ocid);
  expect(new Set(ocids).size).toBe(ocids.length);
  for (const record of body.records) {
    for (const release of record.releases) checkRelease(release);
    expect(record.compiledRelease.tag).toEqual(["compiled"]);
    expect(record.compiledRelease.ocid).toBe(record.ocid);
  }
  return body as { records: { ocid: string; releases: Release[]; compiledRelease: Release }[] };
};

const projectPackage = async (query: Record<string, string | number> = {}) => {
  const body = await publicAnswer("/api/open/oc4ids/projects", query);
  expect(validate("oc4ids/project-package-schema.json", body)).toEqual([]);
  const projectIds = body.projects.map((p: { id: string }) => p.id);
  expect(new Set(projectIds).size).toBe(projectIds.length);
  for (const project of body.projects) {
    expect(project.id).toMatch(/^oc4ids-[a-z0-9]{6}-\d+$/);
    expectCodes(valuesOf(project, "status").slice(0, 1), OC4IDS.projectStatus, "project status");
    expectCodes(
      (project.metrics ?? []).map((m: { id: string }) => m.id),
      OC4IDS.metricID,
      "metric",
    );
    expectCodes(valuesOf(project, "currency"), OC4IDS.currency, "currency");
    expectCodes(
      (project.parties ?? []).flatMap((p: { roles: string[] }) => p.roles),
      OC4IDS.partyRole,
      "roles",
    );
    for (const group of project.budget?.budgetBreakdowns ?? [])
      expect(group.budgetBreakdown?.length, `${project.id} ${group.id}`).toBeGreaterThan(0);
    for (const process of project.contractingProcesses ?? []) {
      expect(process.id).toBe(process.summary.ocid);
      expectCodes([process.summary.status], OC4IDS.contractingProcessStatus, "process status");
      expectCodes(process.summary.nature ?? [], OC4IDS.contractNature, "nature");
      expectCodes(valuesOf(process, "type"), OC4IDS.modificationType, "modification type");
    }
  }
  return body as {
    projects: {
      id: string;
      status: string;
      metrics?: { id: string; observations: unknown[] }[];
      locations?: { gazetteer?: { identifiers: string[] } }[];
      budget: { amount: { amount: number }; budgetBreakdowns?: { id: string; budgetBreakdown: unknown[] }[] };
      contractingProcesses?: {
        id: string;
        summary: { status: string; modifications?: { type: string }[] };
      }[];
    }[];
  };
};

let numbers = 0;
const fields = (patch: Record<string, unknown> = {}) => ({
  project_id: projectId,
  nikaya_id: ids["336-01-01"],
  fiscal_year_id: year,
  number: `OPEN/${++numbers}`,
  title: "Kaligandaki road section upgrade",
  estimated_amount: 850.5,
  planned: PLANNED_STAGES,
  ...patch,
});

const create = async (patch: Record<string, unknown> = {}) =>
  (await storeContract(t, writer, fields(patch))).id;
const move = async (id: number, payload: Record<string, unknown>) =>
  okResponse(await t.as(writer).post(`/api/thekka/${id}/move`, payload));
const edit = async (id: number, number: string, patch: Record<string, unknown>) =>
  okResponse(await t.as(writer).post(`/api/thekka/update/${id}`, contractBody(fields({ number, ...patch }))));

/** Tender, evaluation and award with the terms entered first. */
const toAward = async (id: number, number: string) => {
  await move(id, { action: "tender", dates: { bid_docs: "2082-04-12", invitation: "2082-04-22" } });
  await move(id, { action: "evaluate", dates: { opening: "2082-05-28" } });
  await edit(id, number, {
    contract_amount: 799.25,
    contractor: "Sagarmatha-Everest JV",
    joint_venture: true,
  });
  await move(id, { action: "award", dates: { evaluation: "2082-06-10", award: "2082-06-20" } });
};

const contracts: Record<string, number> = {};
const ocidOf = (id: number) => `${PREFIX}-${id}`;
const releasesOf = (all: Release[], id: number) => all.filter((r) => r.ocid === ocidOf(id));

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  const years = await fiscalYears(t.database.db);
  year = years.current;
  previousYear = years.previous;
  const startYear = (await findFiscalYear(t.database.db, { id: previousYear })).startYear;
  await buildUser(t.database.db, { role: "nikaya", nikayaId: ids["336-01-01"], ...WRITER });
  writer = { username: WRITER.username };
  okResponse(
    await t.as(admin).post("/api/open/settings/update", {
      publisher_name: "Ministry of Physical Infrastructure",
      publisher_uri: "https://example.gov.np/open-data",
      ocid_prefix: PREFIX,
    }),
  );

  // A project with a place, a cost revision, a time extension, a baseline and two months of progress.
  const province = okResponse<{ id: number }[]>(await t.as(admin).get("/api/geo/provinces"))[0];
  const district = okResponse<{ id: number }[]>(
    await t.as(admin).get("/api/geo/districts", { query: { province_id: province.id } }),
  )[0];
  const localLevel = okResponse<{ id: number }[]>(
    await t.as(admin).get("/api/geo/local-levels", { query: { district_id: district.id } }),
  )[0];
  projectId = okResponse<{ id: number }>(
    await t.as(admin).post("/api/ayojana/store", {
      fiscal_year_id: previousYear,
      name: "Kaligandaki corridor",
      code: "OPEN-1",
      type_id: (await setupItemsOf(t.database.db, "ayojana-type", "top"))[0].id,
      sector_id: (await setupItemsOf(t.database.db, "ayojana-sector", "top"))[0].id,
      nikaya_id: ids["336-01-01"],
      province_id: province.id,
      district_id: district.id,
      local_level_id: localLevel.id,
      ward: 4,
      phone: WRITER.mobile,
      email: WRITER.email,
      start_date: `${startYear - 1}-04-01`,
      expected_end_date: `${startYear + 2}-03-30`,
      initial_cost: 12500,
    }),
  ).id;
  const url = `/api/ayojana/${projectId}`;
  okResponse(
    await t.as(admin).post(`${url}/cost-revisions`, {
      revised_on: `${startYear}-06-01`,
      amount: 13200,
      reason: "Design change",
    }),
  );
  okResponse(
    await t.as(admin).post(`${url}/time-extensions`, {
      extended_on: `${startYear}-07-01`,
      new_end_date: `${startYear + 3}-03-30`,
      reason: "Flood",
    }),
  );
  okResponse(
    await t.as(admin).post(`${url}/baselines`, {
      fiscal_year_id: previousYear,
      annual_budget: 1400,
      planned_physical: [5, 5, 10, 10, 10, 10, 10, 10, 10, 10, 5, 5],
      planned_financial: [10, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5],
      set_on: `${startYear}-04-01`,
      approved_by: WRITER.username,
    }),
  );
  for (const m of [0, 1])
    okResponse(
      await t.as(admin).post(`${url}/progress`, {
        fiscal_year_id: previousYear,
        month: m,
        physical_target: 5,
        physical_achieved: 4,
        financial_target: 10,
        budget: 200,
        expense: 150,
      }),
    );

  // Contracts through their stages, as the procuring office moves them.
  contracts.planned = await create();
  contracts.completed = await create({ number: "OPEN/DONE" });
  await toAward(contracts.completed, "OPEN/DONE");
  await move(contracts.completed, {
    action: "sign",
    dates: { agreement: "2082-07-01", work_order: "2082-07-03" },
  });
  okResponse(
    await t.as(writer).post(`/api/thekka/${contracts.completed}/variations`, {
      varied_on: "2082-07-05",
      new_amount: 880,
      reason: "Added structures",
    }),
  );
  okResponse(
    await t.as(writer).post(`/api/thekka/${contracts.completed}/extensions`, {
      extended_on: "2082-07-06",
      new_end_date: "2084-09-15",
      reason: "Flood",
    }),
  );
  await edit(contracts.completed, "OPEN/DONE", {
    contract_amount: 799.25,
    contractor: "Sagarmatha-Everest JV",
    joint_venture: true,
    amount_paid: 300,
    physical_percent: 40,
  });
  await move(contracts.completed, { action: "complete", dates: { completion: "2082-08-01" } });
  contracts.terminated = await create({ number: "OPEN/TERM" });
  await toAward(contracts.terminated, "OPEN/TERM");
  await move(contracts.terminated, { action: "sign", dates: { agreement: "2082-07-01" } });
  await move(contracts.terminated, { action: "terminate", closed_on: "2082-07-20", reason: "Abandoned" });
  contracts.cancelled = await create({ number: "OPEN/CANC" });
  await move(contracts.cancelled, { action: "tender", dates: { invitation: "2082-04-22" } });
  await move(contracts.cancelled, { action: "cancel", closed_on: "2082-05-01", reason: "Budget withdrawn" });
  contracts.failed = await create({ number: "OPEN/FAIL" });
  await toAward(contracts.failed, "OPEN/FAIL");
  await move(contracts.failed, {
    action: "fail",
    closed_on: "2082-06-25",
    reason: "The bidder did not sign",
  });
  contracts.lastYear = await create({ number: "OPEN/PREV", fiscal_year_id: previousYear });
}, 120_000);
afterAll(() => t.close());

describe("contracts in OCDS", () => {
  it("makes one release per stage change, tagged by the change, and the official schema accepts every one", async () => {
    const { releases } = await releasePackage();
    expect(releasesOf(releases, contracts.planned).map((r) => r.tag)).toEqual([["planning"]]);
    expect(releasesOf(releases, contracts.completed).map((r) => r.tag)).toEqual([
      ["planning"],
      ["tender"],
      ["tenderUpdate"],
      ["tenderUpdate"],
      ["award"],
      ["contract"],
      ["contractAmendment"],
      ["contractAmendment"],
      ["implementationUpdate"],
      ["contractUpdate"],
    ]);
    expect(releasesOf(releases, contracts.terminated).at(-1)?.tag).toEqual(["contractTermination"]);
    expect(releasesOf(releases, contracts.cancelled).at(-1)?.tag).toEqual(["tenderCancellation"]);
    expect(releasesOf(releases, contracts.failed).at(-1)?.tag).toEqual(["awardCancellation"]);
    const ids = releasesOf(releases, contracts.completed).map((r) => r.id);
    expect(ids[0]).toBe(`${ocidOf(contracts.completed)}-1`);

    const done = releasesOf(releases, contracts.completed).at(-1) as Release;
    expect(done.tender).toMatchObject({
      status: "complete",
      procurementMethod: "open",
      mainProcurementCategory: "works",
    });
    expect(done.awards?.[0].status).toBe("active");
    const [contract] = done.contracts ?? [];
    expect(contract).toMatchObject({ status: "terminated", value: { amount: 88_000_000, currency: "NPR" } });
    expect(contract.amendments?.map((a) => a.id)).toEqual(["variation-1", "extension-1"]);
    expect(contract.implementation?.transactions[0].value.amount).toBe(30_000_000);
    expect(contract.milestones?.[0]).toMatchObject({ type: "delivery", status: "met" });
    const terminated = releasesOf(releases, contracts.terminated).at(-1) as Release;
    expect(terminated.contracts?.[0].status).toBe("terminated");
    expect(terminated.contracts?.[0].milestones?.[0].status).toBe("notMet");
    const failed = releasesOf(releases, contracts.failed).at(-1) as Release;
    expect([failed.tender.status, failed.awards?.[0].status, failed.contracts?.[0].status]).toEqual([
      "complete",
      "cancelled",
      "cancelled",
    ]);
    expect((releasesOf(releases, contracts.cancelled).at(-1) as Release).tender.status).toBe("cancelled");
  });

  it("never changes a release once made: a later change adds one", async () => {
    const before = releasesOf((await releasePackage()).releases, contracts.planned);
    await edit(contracts.planned, `OPEN/${numbers}-again`, { estimated_amount: 900 });
    await move(contracts.planned, { action: "tender", dates: { invitation: "2082-04-22" } });
    const after = releasesOf((await releasePackage()).releases, contracts.planned);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => r.tag)).toEqual([["planningUpdate"], ["tender"]]);
  });

  it("makes no release when the change is refused: the release is part of the change's transaction", async () => {
    const id = await create();
    const releasesNow = async () =>
      (await recordPackage()).records.find((r) => r.ocid === ocidOf(id))?.releases.length;
    expect(await releasesNow()).toBe(1);
    const early = await t.as(writer).post(`/api/thekka/${id}/move`, {
      action: "evaluate",
      dates: { opening: "2082-05-28" },
    });
    expect(early.statusCode).toBe(409);
    const future = await t.as(writer).post(`/api/thekka/${id}/move`, {
      action: "tender",
      dates: { invitation: "2095-01-01" },
    });
    expect(future.statusCode).toBe(422);
    await setLock(t.database.db, { on: true, kind: "contract_lock" });
    const locked = await t
      .as(writer)
      .post(`/api/thekka/update/${id}`, contractBody(fields({ number: "OPEN/LOCKED" })));
    await setLock(t.database.db, { on: false, kind: "contract_lock" });
    expect(locked.statusCode).toBe(409);
    expect(await releasesNow()).toBe(1);
  });

  it("compiles each contract's releases into one record, in date order", async () => {
    const { records } = await recordPackage();
    const record = records.find((r) => r.ocid === ocidOf(contracts.completed));
    expect(record?.releases.map((r) => r.id)).toEqual(
      record?.releases.map((_, i) => `${ocidOf(contracts.completed)}-${i + 1}`),
    );
    const compiled = record?.compiledRelease as Release;
    expect(compiled.contracts?.[0]).toMatchObject({ status: "terminated", value: { amount: 88_000_000 } });
    expect(compiled.contracts?.[0].amendments).toHaveLength(2);
    // The demo's contracts, inserted as they stand, each got one release of their state at seed time.
    const demo = records.filter((r) => r.ocid.startsWith(`${DEMO_OCID_PREFIX}-`));
    expect(demo.length).toBeGreaterThan(10);
    for (const r of demo) expect(r.releases).toHaveLength(1);
  });

  it("filters by the contract's fiscal year and by the release date, and links the pages", async () => {
    const lastYear = await releasePackage({ fiscal_year_id: previousYear });
    expect(lastYear.releases.map((r) => r.ocid)).toEqual([ocidOf(contracts.lastYear)]);
    const thisYear = await recordPackage({ fiscal_year_id: year });
    expect(thisYear.records.map((r) => r.ocid)).not.toContain(ocidOf(contracts.lastYear));
    expect(thisYear.records.map((r) => r.ocid)).toContain(ocidOf(contracts.completed));
    // A page with nothing on it is not found: a package never carries an empty list.
    const none = await t.anonymous.get("/api/open/ocds/releases", { query: { since: "2199-01-01" } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message_np).toBeTruthy();
    expect((await recordPackage({ since: "2000-01-01T00:00:00Z" })).records.length).toBeGreaterThan(5);

    const first = await releasePackage({ fiscal_year_id: year });
    expect(first.uri).toContain("page_no=1");
    expect(first.uri).toContain(`fiscal_year_id=${year}`);
    expect(first.links).toBeUndefined();
    expect((await t.anonymous.get("/api/open/ocds/records", { query: { page_no: 2 } })).statusCode).toBe(404);
  });

  it("answers a fiscal year's releases as JSON Lines, each one a release the schema accepts", async () => {
    const body: string = await publicAnswer("/api/open/ocds/releases.jsonl", { fiscal_year_id: year });
    const lines = body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Release);
    const paged = (await releasePackage({ fiscal_year_id: year })).releases;
    expect(lines.map((r) => r.id)).toEqual(paged.map((r) => r.id));
    for (const release of lines) {
      checkRelease(release);
      expect(empties(release as unknown as Json)).toEqual([]);
    }
    const res = await t.anonymous.get("/api/open/ocds/releases.jsonl", { query: { fiscal_year_id: year } });
    expect(res.headers["content-type"]).toContain("application/x-ndjson");
  });

  it("publishes only contracts whose change made a release: none while no prefix is set", async () => {
    await setSettings(t.database.db, { ocidPrefix: null });
    const unpublished = await create();
    await setSettings(t.database.db, { ocidPrefix: PREFIX });
    const ocids = (await recordPackage()).records.map((r) => r.ocid);
    expect(ocids).not.toContain(ocidOf(unpublished));
    await move(unpublished, { action: "tender", dates: { invitation: "2082-04-22" } });
    const record = (await recordPackage()).records.find((r) => r.ocid === ocidOf(unpublished));
    expect(record?.releases.map((r) => r.tag)).toEqual([["tender"]]);
  });
});

describe("contracts in OCDS, on generated data", () => {
  /** Every page of a list until the first past the last (404), each one checked by `check`. */
  const everyPage = async (check: (query: Record<string, number>) => Promise<unknown>, url: string) => {
    let pageNo = 1;
    for (; (await t.anonymous.get(url, { query: { page_no: pageNo } })).statusCode === 200; pageNo++)
      await check({ page_no: pageNo });
    return pageNo - 1;
  };

  it("walks random contracts through random changes; every release and record stays valid", async () => {
    let walk = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 3, maxLength: 12 }), async (choices) => {
        walk++;
        const number = `OPEN/GEN/${walk}`;
        const id = await create({ number, contract_amount: 700, contractor: "Makalu Suppliers" });
        let status = "planned";
        let made = 1;
        let variations = 0;
        let extensions = 0;
        // Dates only move forward, within a past year: day k of the walk.
        const day = (k: number) =>
          `2082-${String(4 + Math.floor(k / 28)).padStart(2, "0")}-${String(1 + (k % 28)).padStart(2, "0")}`;
        for (const [k, choice] of choices.entries()) {
          const date = day(k);
          const options: (() => Promise<unknown>)[] = actionsFrom(status as ContractStatus).map(
            (action) => async () => {
              const stage = CONTRACT_MOVES[action].stage;
              const body = stage
                ? { action, dates: { [stage]: date } }
                : { action, closed_on: date, reason: "Generated" };
              status = ((await move(id, body)) as { status: string }).status;
            },
          );
          if (!["completed", "terminated", "cancelled", "unsuccessful"].includes(status))
            options.push(() =>
              edit(id, number, { contract_amount: 700, contractor: "Makalu Suppliers", amount_paid: k }),
            );
          if (status === "awarded" || status === "active") {
            options.push(async () => {
              variations++;
              okResponse(
                await t.as(writer).post(`/api/thekka/${id}/variations`, {
                  varied_on: date,
                  new_amount: 700 + variations,
                  reason: "Generated",
                }),
              );
            });
            options.push(async () => {
              extensions++;
              okResponse(
                await t.as(writer).post(`/api/thekka/${id}/extensions`, {
                  extended_on: date,
                  new_end_date: `2084-${String(4 + extensions).padStart(2, "0")}-01`,
                  reason: "Generated",
                }),
              );
            });
          }
          if (options.length === 0) break;
          await options[choice % options.length]();
          made++;
        }
        const lines = (await t.anonymous.get("/api/open/ocds/releases.jsonl")).body
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as Release)
          .filter((release) => release.ocid === ocidOf(id));
        expect(lines).toHaveLength(made);
        for (const release of lines) checkRelease(release);
      }),
      { numRuns: 6 },
    );
    expect(await everyPage(recordPackage, "/api/open/ocds/records")).toBeGreaterThan(0);
    expect(await everyPage(releasePackage, "/api/open/ocds/releases")).toBeGreaterThan(0);
  }, 120_000);
});

describe("projects in OC4IDS", () => {
  it("answers a project package the official schema accepts, with progress, place, budget and contracts", async () => {
    const { projects } = await projectPackage({ fiscal_year_id: previousYear });
    const project = projects.find((p) => p.id === `oc4ids-tst001-${projectId}`);
    expect(project).toBeDefined();
    expect(project?.status).toBe("implementation");
    expect(project?.budget.amount.amount).toBe(1_320_000_000);
    expect(project?.budget.budgetBreakdowns?.map((g) => [g.id, g.budgetBreakdown.length])).toEqual([
      ["annual-budgets", 1],
      ["cost-estimates", 2],
    ]);
    expect(project?.metrics?.map((m) => [m.id, m.observations.length])).toEqual([
      ["physicalProgress", 2],
      ["financialProgress", 2],
    ]);
    expect(project?.locations?.[0].gazetteer?.identifiers).toHaveLength(3);
    const processes = project?.contractingProcesses ?? [];
    expect(processes.map((p) => p.id)).toContain(ocidOf(contracts.completed));
    const done = processes.find((p) => p.id === ocidOf(contracts.completed));
    expect(done?.summary.status).toBe("closed");
    expect(done?.summary.modifications?.map((m) => m.type)).toEqual(["value", "duration"]);
  });

  it("pages every year's projects, the demo's included, each page accepted, and filters them by change", async () => {
    const first = await projectPackage();
    expect(first.projects.length).toBeGreaterThan(1);
    expect(
      (await t.anonymous.get("/api/open/oc4ids/projects", { query: { page_no: 9999 } })).statusCode,
    ).toBe(404);
    const since = await projectPackage({ since: "2000-01-01", fiscal_year_id: previousYear });
    expect(since.projects.map((p) => p.id)).toContain(`oc4ids-tst001-${projectId}`);
    const later = await t.anonymous.get("/api/open/oc4ids/projects", { query: { since: "2199-01-01" } });
    expect(later.statusCode).toBe(404);
  });
});

describe("refusals", () => {
  const routes = ["/api/open/ocds/releases", "/api/open/ocds/records", "/api/open/oc4ids/projects"];

  it.each([
    ["page_no", "0"],
    ["page_no", "abc"],
    ["fiscal_year_id", "01"],
    ["fiscal_year_id", "abc"],
    ["fiscal_year_id", "999999"],
    ["since", "2026-13-01"],
    ["since", "yesterday"],
    ["since", "2026-01-01T25:00Z"],
    ["since", "2026-01-01T10:00"],
    ["since", "0000-01-01"],
  ])("refuses %s=%s with 422 in both languages on every open list", async (field, value) => {
    for (const url of routes) {
      const res = await t.anonymous.get(url, { query: { [field]: value } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(422);
      expect(res.json().errors[field]).toBeDefined();
      expect(res.json().errors_np[field]).toBeDefined();
    }
    if (field === "fiscal_year_id") {
      const res = await t.anonymous.get("/api/open/ocds/releases.jsonl", { query: { [field]: value } });
      expect(res.statusCode).toBe(422);
    }
  });

  it("refuses a Host header that names no host with 400, never a server error", async () => {
    for (const host of ["a b", "exa<mple>", "[::1", "x:99999"])
      for (const url of routes) {
        const res = await t.app.inject({ method: "GET", url, headers: { host } });
        expect(res.statusCode, `${host} ${url}`).toBe(400);
        expect(res.json().message_np).toBeTruthy();
      }
  });

  it("lets only admin read and set the publisher and prefix", async () => {
    const office = await buildUser(t.database.db, { role: "nikaya", nikayaId: ids["336-01-01"] });
    for (const caller of [office, { username: "sachib" }, { username: "project" }]) {
      expect((await t.as(caller).get("/api/open/settings")).statusCode).toBe(403);
      const set = await t.as(caller).post("/api/open/settings/update", {
        publisher_name: "x",
        ocid_prefix: "ocds-zzzzzz",
      });
      expect(set.statusCode).toBe(403);
      expect(set.json().message_np).toBeTruthy();
    }
    expect((await t.anonymous.get("/api/open/settings")).statusCode).toBe(401);
    expect(okResponse(await t.as(admin).get("/api/open/settings"))).toMatchObject({ ocid_prefix: PREFIX });
  });

  it("refuses a prefix that is not `ocds-` and six letters or digits, and an address that is not http(s)", async () => {
    for (const prefix of ["ocds-abc", "OCDS-ABCDEF", "ocds-abcdefg", "xyz-abcdef"]) {
      const res = await t.as(admin).post("/api/open/settings/update", {
        publisher_name: "Ministry",
        ocid_prefix: prefix,
      });
      expect(res.statusCode, prefix).toBe(422);
      expect(res.json().errors_np.ocid_prefix).toBeDefined();
    }
    for (const uri of ["ftp://example.gov.np", "example.gov.np", "https://exa mple.gov.np"]) {
      const res = await t.as(admin).post("/api/open/settings/update", {
        publisher_name: "Ministry",
        publisher_uri: uri,
        ocid_prefix: PREFIX,
      });
      expect(res.statusCode, uri).toBe(422);
      expect(res.json().errors_np.publisher_uri).toBeDefined();
    }
  });
});
