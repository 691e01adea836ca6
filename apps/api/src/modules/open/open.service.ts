import { chosenFiscalYearId, type TOpenQuery, type TOpenSettingsBody } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { now } from "../../lib/clock";
import { type BilingualMessage, FieldErrorCollector, refuse } from "../../lib/errors";
import { loadCalendar } from "../calendar/calendar.repository";
import { fiscalYearExists } from "../plans/plans.repository";
import { loadSettings } from "../setup/settings.repository";
import { saveSettingsForm, settingsDiff } from "../setup/settings.service";
import { buildProject } from "./oc4ids-project";
import { instantOf, projectIdentifier } from "./ocds-publish";
import { compileReleases, prune } from "./ocds-release";
import {
  annualBudgetsOf,
  costRevisionsOf,
  type OpenFilters,
  projectsPage,
  publishedContractsOf,
  recordsPage,
  releaseBatch,
  releasesPage,
  reportedMonthsOf,
} from "./open.repository";

/** Page sizes of the open lists: a release is small, a record carries every release of its contract. */
const OPEN_PAGE_SIZES = { releases: 100, records: 50, projects: 50 } as const;
const OCDS_VERSION = "1.1";
const OC4IDS_VERSION = "0.9";

const MESSAGES = {
  notPublished: {
    en: "No open data is published yet: the administrator has not set the publisher and the ocid prefix.",
    np: "खुला तथ्याङ्क अझै प्रकाशित भएको छैन: प्रशासकले प्रकाशक र ओसीआईडी उपसर्ग तोकेको छैन।",
  },
  fiscalYear: { en: "Choose a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  host: {
    en: "The request's Host header does not name a host.",
    np: "अनुरोधको Host हेडरले कुनै होस्ट जनाउँदैन।",
  },
  emptyPage: {
    en: "Nothing is published on this page: it is past the last, or nothing matches the filters.",
    np: "यो पृष्ठमा केही प्रकाशित छैन: पृष्ठ अन्तिमभन्दा पछिको हो, वा छानिएका सर्तसँग केही मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

export const getOpenSettings = async (executor: Executor) => {
  const settings = await loadSettings(executor);
  return {
    publisher_name: settings.openPublisherName,
    publisher_uri: settings.openPublisherUri,
    ocid_prefix: settings.ocidPrefix,
  };
};

/** The publisher and the ocid prefix, saved like every settings form (the one settings row locked, logged). */
export const updateOpenSettings = (db: Db, request: FastifyRequest, body: TOpenSettingsBody) =>
  saveSettingsForm(db, request, "open_data_setting", async (tx) => {
    const before = await getOpenSettings(tx);
    const after = {
      publisher_name: body.publisher_name,
      publisher_uri: body.publisher_uri ? body.publisher_uri : null,
      ocid_prefix: body.ocid_prefix,
    };
    return {
      change: {
        openPublisherName: after.publisher_name,
        openPublisherUri: after.publisher_uri,
        ocidPrefix: after.ocid_prefix,
      },
      logged: settingsDiff(before, after),
    };
  });

/** The settings a package needs, or 404 while the admin has not set them. */
const publication = async (executor: Executor) => {
  const settings = await getOpenSettings(executor);
  if (!settings.publisher_name || !settings.ocid_prefix) throw refuse(404, MESSAGES.notPublished);
  return {
    prefix: settings.ocid_prefix,
    publisher: { name: settings.publisher_name, uri: settings.publisher_uri ?? undefined },
  };
};

/** The fiscal year asked (an unknown one is refused as a field), or null for every year. */
const filtersOf = async (executor: Executor, query: Pick<TOpenQuery, "fiscal_year_id" | "since">) => {
  const fiscalYearId = chosenFiscalYearId(query.fiscal_year_id);
  if (fiscalYearId !== null && !(await fiscalYearExists(executor, fiscalYearId)))
    new FieldErrorCollector().add("fiscal_year_id", MESSAGES.fiscalYear).throwIfAny();
  return { fiscalYearId, since: query.since ?? null } satisfies OpenFilters;
};

/**
 * A page with nothing on it is not found: OC4IDS requires a project in every package, and no package
 * carries an empty list (docs/product-rules.md "Open data").
 */
const nonEmpty = (page: { data: unknown[] }) => {
  if (page.data.length === 0) throw refuse(404, MESSAGES.emptyPage);
};

/** This request's address with another page number: the package's own `uri` and its paging links. */
const pageUrl = (request: FastifyRequest, pageNo: number) => {
  const origin = `${request.protocol}://${request.host}`;
  // The address is the caller's own Host header: one that is no host is their bad request, not a fault.
  if (!URL.canParse(request.url, origin)) throw refuse(400, MESSAGES.host);
  const url = new URL(request.url, origin);
  url.searchParams.set("page_no", String(pageNo));
  return url.toString();
};
const links = (request: FastifyRequest, page: { current_page: number; last_page: number }) => ({
  next: page.current_page < page.last_page ? pageUrl(request, page.current_page + 1) : undefined,
  prev:
    page.current_page > 1 ? pageUrl(request, Math.min(page.current_page, page.last_page + 1) - 1) : undefined,
});

/** The newest date among releases, else now (a package made on demand is dated by its contents). */
const newest = (dates: unknown[]) => dates.map(String).sort().at(-1) ?? now().toISOString();

/** A release package of one page of releases, oldest first. */
export const releasePackage = async (db: Db, request: FastifyRequest, query: TOpenQuery) => {
  const { publisher } = await publication(db);
  const filters = await filtersOf(db, query);
  const page = await releasesPage(
    db,
    { page_no: query.page_no, per_page: OPEN_PAGE_SIZES.releases },
    filters,
  );
  nonEmpty(page);
  const releases = page.data.map((row) => row.release);
  return {
    uri: pageUrl(request, page.current_page),
    version: OCDS_VERSION,
    publishedDate: newest(releases.map((release) => release.date)),
    publisher: prune(publisher),
    releases,
    links: prune(links(request, page)),
  };
};

/** A record package: one record per contract, its releases embedded and compiled in date order. */
export const recordPackage = async (db: Db, request: FastifyRequest, query: TOpenQuery) => {
  const { publisher } = await publication(db);
  const filters = await filtersOf(db, query);
  const page = await recordsPage(db, { page_no: query.page_no, per_page: OPEN_PAGE_SIZES.records }, filters);
  nonEmpty(page);
  const records = page.data.map((row) => ({
    ocid: row.ocid,
    releases: row.releases,
    compiledRelease: compileReleases(row.releases),
  }));
  return {
    uri: pageUrl(request, page.current_page),
    version: OCDS_VERSION,
    publishedDate: newest(records.map((record) => record.compiledRelease.date)),
    publisher: prune(publisher),
    records,
    links: prune(links(request, page)),
  };
};

/** Every release of a fiscal year's contracts (every year's when none is named), oldest first, as JSON Lines. */
export const releaseLines = async (db: Db, query: Pick<TOpenQuery, "fiscal_year_id">) => {
  await publication(db);
  const { fiscalYearId } = await filtersOf(db, query);
  return async function* lines() {
    let after: number | null = null;
    for (;;) {
      const batch = await releaseBatch(db, fiscalYearId, after, 500);
      if (batch.length > 0) yield `${batch.map((row) => JSON.stringify(row.release)).join("\n")}\n`;
      if (batch.length < 500) return;
      after = batch[batch.length - 1].id;
    }
  };
};

/** A project package of one page of projects. */
export const projectPackage = async (db: Db, request: FastifyRequest, query: TOpenQuery) => {
  const { prefix, publisher } = await publication(db);
  const filters = await filtersOf(db, query);
  const page = await projectsPage(db, query.page_no, OPEN_PAGE_SIZES.projects, filters);
  nonEmpty(page);
  const ids = page.data.map((row) => row.id);
  const [costRevisions, annualBudgets, months, contracts, calendar] = await Promise.all([
    costRevisionsOf(db, ids),
    annualBudgetsOf(db, ids),
    reportedMonthsOf(db, ids),
    publishedContractsOf(db, ids),
    loadCalendar(db),
  ]);
  const instant = instantOf(calendar);
  const ad = (bs: string, end: boolean) => `${calendar.bsToAd(bs)}T${end ? "23:59:59" : "00:00:00"}+05:45`;
  const dating = {
    instant,
    monthPeriod: (startYear: number, month: number) => {
      const range = calendar.fiscalMonthRange(startYear, month);
      return { startDate: ad(range.start, false), endDate: ad(range.end, true) };
    },
    yearPeriod: (startYear: number) => {
      const range = calendar.fiscalYearRange(startYear);
      return { startDate: ad(range.start_from, false), endDate: ad(range.end_at, true) };
    },
  };
  const of = <T extends { project_id: number }>(rows: T[], id: number) =>
    rows.filter((r) => r.project_id === id);
  const projects = page.data.map((row) =>
    buildProject(
      row,
      {
        costRevisions: of(costRevisions, row.id),
        annualBudgets: of(annualBudgets, row.id),
        months: of(months, row.id),
        contracts: of(contracts, row.id),
      },
      { id: projectIdentifier(prefix, row.id) },
      dating,
    ),
  );
  return {
    uri: pageUrl(request, page.current_page),
    version: OC4IDS_VERSION,
    publishedDate: now().toISOString(),
    publisher: prune(publisher),
    projects,
    links: prune(links(request, page)),
  };
};
