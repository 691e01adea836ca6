import {
  ACTIVITY_DETAIL_REPORT,
  MILESTONE_DETAIL_REPORTS,
  type MilestoneDetailReport,
  milestoneDetailQuery,
  ZActivityDetailQuery,
  ZActivityList,
  ZActivityTableQuery,
  ZEnvelope,
  ZMilestoneList,
  ZMilestoneTableQuery,
  ZOfficeReport,
  ZOverallActivities,
  ZOverallMilestones,
  ZPlanTree,
  ZProblemReport,
  ZReportListQuery,
  ZReportQuery,
  ZSectionReport,
  ZTimetable,
  ZTypeReport,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Executor } from "../../db/client";
import { ok } from "../../lib/envelope";
import { authOf, can } from "../../plugins/auth";
import { type ReportContext, resolveContext } from "./report-context";
import { inReportTransaction } from "./reports.repository";
import {
  activityDetail,
  activityOfficeReport,
  activityTable,
  activityYearReport,
  MILESTONE_OFFICE_REPORTS,
  milestoneDetail,
  milestoneOfficeReport,
  milestoneTable,
  overallActivities,
  overallMilestones,
  planTree,
  problemOfficeReport,
  problemReport,
  sectionReport,
  timetable,
  typeReport,
} from "./reports.service";

const tags = ["reports"];

/**
 * The milestone, activity and progress reports (PRODUCT.md section 6) under `api/reports/<SPEC path>`:
 * `report.view`, the caller's office scope, the header's fiscal year. Rules: docs/product-rules.md
 * "Reports".
 */
export const reportsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = [app.authenticate, can("report.view")];
  type Query = Parameters<typeof resolveContext>[2];
  /** Resolves the filters and builds the report in one transaction (see inReportTransaction). */
  const report = <T>(
    request: FastifyRequest,
    query: Query,
    build: (tx: Executor, ctx: ReportContext) => Promise<T>,
  ) => inReportTransaction(app.db, async (tx) => build(tx, await resolveContext(tx, request.auth, query)));

  for (const [path, family] of Object.entries(MILESTONE_OFFICE_REPORTS))
    r.get(`/api/reports/${path}`, {
      schema: {
        tags,
        summary: `Milestones per office (${family})`,
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZOfficeReport) },
      },
      onRequest: guard,
      handler: async (request) =>
        ok(await report(request, request.query, (tx, ctx) => milestoneOfficeReport(tx, ctx, family))),
    });

  r.get("/api/reports/monthly-kiryakalap-pragati-esthiti", {
    schema: {
      tags,
      summary: "Activities per office by derived status",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZOfficeReport) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => activityOfficeReport(tx, ctx, "kiryakalap"))),
  });

  // Public: without a session every office counts; with one, the caller's scope. Aggregates only.
  const sessionIfAny = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };
  r.get("/api/reports/monthly-kiryakalap-suru-pragati-esthiti", {
    schema: {
      tags,
      summary: "Activities due to start, started or not, per office (public)",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZOfficeReport) },
    },
    onRequest: [sessionIfAny],
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => activityOfficeReport(tx, ctx, "kiryakalap-suru"))),
  });

  r.get("/api/reports/kiryakalap-pragati-esthiti", {
    schema: {
      tags,
      summary: "Activities and milestones per office for the fiscal year",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZOfficeReport) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => activityYearReport(tx, ctx))),
  });

  r.get("/api/reports/pragati-section", {
    schema: {
      tags,
      summary: "Milestone progress by section (child office) of an office",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZSectionReport) },
    },
    onRequest: guard,
    // The root defaults to the caller's own office (in scope by definition); all-office roles without
    // one get the top-level offices as sections.
    handler: async (request) =>
      ok(
        await report(request, request.query, (tx, ctx) =>
          sectionReport(tx, { ...ctx, rootId: ctx.rootId ?? authOf(request).nikayaId }),
        ),
      ),
  });

  for (const [path, kind] of [
    ["milestone-type-wise", "status"],
    ["milestone-progress-typewise", "progress"],
  ] as const)
    r.get(`/api/reports/${path}`, {
      schema: {
        tags,
        summary: `Milestones by type and subtype (${kind})`,
        querystring: ZReportQuery,
        response: { 200: ZEnvelope(ZTypeReport) },
      },
      onRequest: guard,
      handler: async (request) =>
        ok(await report(request, request.query, (tx, ctx) => typeReport(tx, ctx, kind))),
    });

  r.get("/api/reports/milestone-pragati-samasya-wise", {
    schema: {
      tags,
      summary: "Milestones by problem type of their latest entry",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZProblemReport) },
    },
    onRequest: guard,
    handler: async (request) => ok(await report(request, request.query, (tx, ctx) => problemReport(tx, ctx))),
  });

  r.get("/api/reports/milestone-pragati-samasya-nikaya-wise", {
    schema: {
      tags,
      summary: "Milestones by office and main problem type",
      querystring: ZReportQuery,
      response: { 200: ZEnvelope(ZOfficeReport) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => problemOfficeReport(tx, ctx))),
  });

  // --- lists -------------------------------------------------------------------------------------

  for (const detail of Object.keys(MILESTONE_DETAIL_REPORTS) as MilestoneDetailReport[])
    r.get(`/api/reports/${detail}`, {
      schema: {
        tags,
        summary: `Milestones behind a count (${MILESTONE_DETAIL_REPORTS[detail]})`,
        querystring: milestoneDetailQuery(MILESTONE_DETAIL_REPORTS[detail]),
        response: { 200: ZEnvelope(ZMilestoneList) },
      },
      onRequest: guard,
      handler: async (request) =>
        ok(
          await report(request, request.query, (tx, ctx) => milestoneDetail(tx, ctx, detail, request.query)),
        ),
    });

  r.get(`/api/reports/${ACTIVITY_DETAIL_REPORT}`, {
    schema: {
      tags,
      summary: "Activities behind a count",
      querystring: ZActivityDetailQuery,
      response: { 200: ZEnvelope(ZActivityList) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => activityDetail(tx, ctx, request.query))),
  });

  r.get("/api/reports/table/milestone", {
    schema: {
      tags,
      summary: "Flat milestone table (any measure, a preset's milestones)",
      querystring: ZMilestoneTableQuery,
      response: { 200: ZEnvelope(ZMilestoneList) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => milestoneTable(tx, ctx, request.query))),
  });

  r.get("/api/reports/table/activities", {
    schema: {
      tags,
      summary: "Flat activity table",
      querystring: ZActivityTableQuery,
      response: { 200: ZEnvelope(ZActivityList) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => activityTable(tx, ctx, request.query))),
  });

  r.get("/api/reports/overall-milestones", {
    schema: {
      tags,
      summary: "Every milestone of the fiscal year",
      querystring: ZReportListQuery,
      response: { 200: ZEnvelope(ZOverallMilestones) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => overallMilestones(tx, ctx, request.query))),
  });

  r.get("/api/reports/overall-activities", {
    schema: {
      tags,
      summary: "Every activity of the fiscal year",
      querystring: ZReportListQuery,
      response: { 200: ZEnvelope(ZOverallActivities) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => overallActivities(tx, ctx, request.query))),
  });

  r.get("/api/reports/milestone-samay-sharani", {
    schema: {
      tags,
      summary: "Milestone timetable: month targets and entries",
      querystring: ZReportListQuery,
      response: { 200: ZEnvelope(ZTimetable) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => timetable(tx, ctx, request.query))),
  });

  r.get("/api/reports/programs/all-sets", {
    schema: {
      tags,
      summary: "The plan tree of the fiscal year",
      querystring: ZReportListQuery,
      response: { 200: ZEnvelope(ZPlanTree) },
    },
    onRequest: guard,
    handler: async (request) =>
      ok(await report(request, request.query, (tx, ctx) => planTree(tx, ctx, request.query))),
  });
};
