import { TREASURY_CODE_SCREENS, TREASURY_SCREENS } from "@pragati/domain/access";
import { bsDateText, toDevanagariDigits } from "@pragati/domain/calendar";
import {
  TREASURY_FILE,
  ZEnvelope,
  ZErrorBody,
  ZSheetRefusal,
  ZTreasuryCode,
  ZTreasuryCodeMap,
  ZTreasuryCodesQuery,
  ZTreasuryImportQuery,
  ZTreasuryPreview,
  ZTreasuryPreviewQuery,
  ZTreasurySnapshot,
  ZTreasurySnapshotsQuery,
} from "@pragati/domain/contract";
import { MAX_TREASURY_PROBLEMS } from "@pragati/domain/treasury";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { withSpreadsheetUpload } from "../../lib/attachments";
import { refuseRows } from "../../lib/bulk-upload";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { presentCode, presentSnapshot } from "./treasury.presenter";
import { listCodes, listSnapshots } from "./treasury.repository";
import { importTreasuryFile, mapTreasuryCode, previewTreasuryFile } from "./treasury.service";

const tags = ["treasury"];

/** The refusal's message of a file with problems. */
const refusalMessage = (count: number) => ({
  en: `Nothing was imported: the file has ${count} problem(s) (at most ${MAX_TREASURY_PROBLEMS} are listed).`,
  np: `केही पनि आयात भएन: फाइलमा ${toDevanagariDigits(count)} वटा समस्या छन् (बढीमा ${toDevanagariDigits(MAX_TREASURY_PROBLEMS)} देखाइन्छ)।`,
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
      response: { 200: ZEnvelope(ZTreasurySnapshot), 422: z.union([ZSheetRefusal, ZErrorBody]) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_SCREENS)],
    handler: async (request, reply) => {
      const outcome = await withSpreadsheetUpload(request, { maxBytes: TREASURY_FILE.maxBytes }, (upload) =>
        importTreasuryFile(app.db, request, request.query, upload),
      );
      if ("problems" in outcome)
        return refuseRows(reply, refusalMessage(outcome.problems.length), outcome.problems);
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
      response: { 200: ZEnvelope(ZTreasuryPreview), 422: z.union([ZSheetRefusal, ZErrorBody]) },
    },
    onRequest: [app.authenticate, can("treasury.import", TREASURY_SCREENS)],
    handler: async (request, reply) => {
      const outcome = await withSpreadsheetUpload(request, { maxBytes: TREASURY_FILE.maxBytes }, (upload) =>
        previewTreasuryFile(app.db, request.query, upload),
      );
      if ("problems" in outcome)
        return refuseRows(reply, refusalMessage(outcome.problems.length), outcome.problems);
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
      const fiscalYearId = await chosenOrCurrentFiscalYearId(app.db, request.query.fiscal_year_id);
      const rows = await listSnapshots(app.db, {
        fiscalYearId: fiscalYearId ?? undefined,
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
      const fiscalYearId = await chosenOrCurrentFiscalYearId(app.db, request.query.fiscal_year_id);
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
