import { TREASURY_CODE_SCREENS, TREASURY_SCREENS } from "@pragati/domain/access";
import { bsDateText, toDevanagariDigits } from "@pragati/domain/calendar";
import {
  chosenFiscalYearId,
  TREASURY_FILE,
  ZEnvelope,
  ZErrorBody,
  ZTreasuryCode,
  ZTreasuryCodeMap,
  ZTreasuryCodesQuery,
  ZTreasuryImportQuery,
  ZTreasuryPreview,
  ZTreasuryPreviewQuery,
  ZTreasuryRefusal,
  ZTreasurySnapshot,
  ZTreasurySnapshotsQuery,
} from "@pragati/domain/contract";
import type { TreasuryProblem } from "@pragati/domain/treasury";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withSpreadsheetUpload } from "../../lib/attachments";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { buildSetupBlock } from "../calendar/calendar.service";
import { presentCode, presentSnapshot } from "./treasury.presenter";
import { listCodes, listSnapshots } from "./treasury.repository";
import { importTreasuryFile, mapTreasuryCode, previewTreasuryFile } from "./treasury.service";

const tags = ["treasury"];

/** A refused file: 422 with its problems, each with its row and column, in both languages. */
const refuse = (reply: FastifyReply, problems: TreasuryProblem[]) =>
  reply.code(422).send({
    success: false as const,
    message: `Nothing was imported: the file has ${problems.length} problem(s) (at most 50 are listed).`,
    message_np: `केही पनि आयात भएन: फाइलमा ${toDevanagariDigits(problems.length)} वटा समस्या छन् (बढीमा ५० देखाइन्छ)।`,
    errors: problems.map((p) => ({ row: p.row, column: p.column, message: p.en, message_np: p.np })),
  });

/** Treasury (FCGO) files imported as dated snapshots (PRODUCT.md section 11; issue 21). */
export const treasuryRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/treasury/import", {
    schema: {
      tags,
      summary: "Import a treasury file (.xlsx or .csv) as the snapshot of its report, budget year and date",
      querystring: ZTreasuryImportQuery,
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(ZTreasurySnapshot), 422: z.union([ZTreasuryRefusal, ZErrorBody]) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_SCREENS)],
    handler: async (request, reply) => {
      const outcome = await withSpreadsheetUpload(request, TREASURY_FILE.maxBytes, (upload) =>
        importTreasuryFile(app.db, request, request.query, upload),
      );
      if ("problems" in outcome) return refuse(reply, outcome.problems);
      const [row] = await listSnapshots(app.db, { id: outcome.snapshotId });
      if (!row) throw new Error("imported snapshot not found");
      const snapshot = presentSnapshot(row);
      return ok(snapshot, {
        message: outcome.replaced
          ? {
              en: `The snapshot of ${snapshot.as_of} was replaced: ${snapshot.row_count} rows.`,
              np: `${bsDateText(snapshot.as_of, "np")} को विवरण बदलियो: ${toDevanagariDigits(snapshot.row_count)} पङ्क्ति।`,
            }
          : {
              en: `${snapshot.row_count} rows were imported.`,
              np: `${toDevanagariDigits(snapshot.row_count)} पङ्क्ति आयात भए।`,
            },
      });
    },
  });

  r.post("/api/treasury/import/preview", {
    schema: {
      tags,
      summary:
        "Read a treasury file as the import would, storing nothing: its report, unit, budget year, first rows and totals",
      querystring: ZTreasuryPreviewQuery,
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(ZTreasuryPreview), 422: z.union([ZTreasuryRefusal, ZErrorBody]) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_SCREENS)],
    handler: async (request, reply) => {
      const outcome = await withSpreadsheetUpload(request, TREASURY_FILE.maxBytes, (upload) =>
        previewTreasuryFile(app.db, request.query, upload),
      );
      if ("problems" in outcome) return refuse(reply, outcome.problems);
      return ok(outcome.preview);
    },
  });

  r.get("/api/treasury/snapshots", {
    schema: {
      tags,
      summary: "The imported snapshots, newest as-of date first, with their totals",
      querystring: ZTreasurySnapshotsQuery,
      response: { 200: ZEnvelope(z.array(ZTreasurySnapshot)) },
    },
    onRequest: [app.authenticate, can(["treasury.view", "treasury.import"], TREASURY_SCREENS)],
    handler: async (request) => {
      const asked = chosenFiscalYearId(request.query.fiscal_year_id);
      const fiscalYearId =
        asked ?? (await buildSetupBlock(app.db)).current_fiscal_year_id_by_current_date ?? undefined;
      const rows = await listSnapshots(app.db, {
        fiscalYearId,
        reportNumber: request.query.report_number,
      });
      return ok(rows.map(presentSnapshot));
    },
  });

  r.get("/api/treasury/codes", {
    schema: {
      tags,
      summary: "Codes of a kind in the year's files that match no office or project by themselves",
      querystring: ZTreasuryCodesQuery,
      response: { 200: ZEnvelope(z.array(ZTreasuryCode)) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_CODE_SCREENS)],
    handler: async (request) => {
      const asked = chosenFiscalYearId(request.query.fiscal_year_id);
      const fiscalYearId = asked ?? (await buildSetupBlock(app.db)).current_fiscal_year_id_by_current_date;
      if (!fiscalYearId) return ok([]);
      const rows = await listCodes(app.db, fiscalYearId, request.query.kind);
      return ok(rows.map(presentCode));
    },
  });

  r.post("/api/treasury/codes", {
    schema: {
      tags,
      summary: "Match a code of the files to an office or project (neither removes the match)",
      body: ZTreasuryCodeMap,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_CODE_SCREENS)],
    handler: async (request) => {
      await mapTreasuryCode(app.db, request, request.body);
      const removed = request.body.office_id === null && request.body.project_id === null;
      return ok(null, {
        message: removed
          ? { en: "The match was removed.", np: "मिलान हटाइयो।" }
          : { en: "The code was matched.", np: "सङ्केत मिलाइयो।" },
      });
    },
  });
};
