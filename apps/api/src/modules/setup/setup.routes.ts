import {
  chosenFiscalYearId,
  ZEnvelope,
  ZFiscalYearQuery,
  ZOtherSetting,
  ZOtherSettingUpdate,
  ZPaged,
  ZPagedQuery,
  ZReportingPeriodSetting,
  ZReportingPeriodUpdate,
  ZSetupItem,
  ZSetupItemInput,
  ZSetupItemListQuery,
  ZSetupItemParams,
  ZSetupListParams,
  ZSetupOption,
  ZSetupOptionsQuery,
} from "@pragati/domain/contract";
import { isSetupListKey } from "@pragati/domain/setup";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { notFound } from "../../lib/errors";
import { can, SHARED_DATA } from "../../plugins/auth";
import { buildSetupBlock } from "../calendar/calendar.service";
import {
  getOtherSetting,
  getReportingPeriod,
  updateOtherSetting,
  updateReportingPeriod,
} from "./settings.service";
import { presentSetupItem, presentSetupOption } from "./setup.presenter";
import { listSetupItems, listSetupOptions } from "./setup.repository";
import { createSetupItem, deleteSetupItemOf, getSetupItem, updateSetupItemOf } from "./setup.service";

/** Unknown lists answer 404 (not 422), after the session and permission checks. */
/** A setup list is changed on its own screen, whose link is the list's key (its entries are shared data). */
const listScreen = (request: FastifyRequest) => [(request.params as { list: string }).list];

const knownList = async (request: FastifyRequest) => {
  const { list } = request.params as { list?: string };
  if (!list || !isSetupListKey(list)) throw notFound({ en: "Setup list", np: "सेटअप सूची" });
};

/**
 * Every setup list of SPEC.md section 2 through one set of routes (`api/<list>/...`), plus the
 * other-setting and reporting-period forms behind the setup block.
 */
export const setupRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["setup"];

  r.get("/api/:list/all", {
    schema: {
      tags,
      summary: "A setup list (paged; main types each followed by their sub types)",
      params: ZSetupListParams,
      querystring: ZPagedQuery.extend(ZSetupItemListQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZSetupItem)) },
    },
    onRequest: [app.authenticate, can("setup.view", SHARED_DATA), knownList],
    handler: async (request) => {
      const page = await listSetupItems(app.db, request.params.list, request.query);
      return ok({ ...page, data: page.data.map(presentSetupItem) });
    },
  });

  r.get("/api/:list/options", {
    schema: {
      tags,
      summary: "Active entries of a setup list, for pickers (any signed-in user)",
      params: ZSetupListParams,
      querystring: ZSetupOptionsQuery,
      response: { 200: ZEnvelope(z.array(ZSetupOption)) },
    },
    onRequest: [app.authenticate, knownList],
    handler: async (request) =>
      ok(
        (await listSetupOptions(app.db, request.params.list, request.query.parent_id)).map(
          presentSetupOption,
        ),
      ),
  });

  r.get("/api/:list/show/:id", {
    schema: {
      tags,
      summary: "One entry of a setup list",
      params: ZSetupItemParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZSetupItem) },
    },
    onRequest: [app.authenticate, can("setup.view", SHARED_DATA), knownList],
    handler: async (request) =>
      ok(presentSetupItem(await getSetupItem(app.db, request.params.list, request.params.id))),
  });

  r.post("/api/:list/store", {
    schema: {
      tags,
      summary: "Add an entry to a setup list",
      params: ZSetupListParams,
      body: ZSetupItemInput,
      response: { 200: ZEnvelope(ZSetupItem) },
    },
    onRequest: [app.authenticate, can("setup.manage", listScreen), knownList],
    handler: async (request) => {
      const { list } = request.params;
      const id = await createSetupItem(app.db, request, list, request.body);
      return ok(presentSetupItem(await getSetupItem(app.db, list, id)), {
        message: { en: "The entry was added.", np: "विवरण थपियो।" },
      });
    },
  });

  r.post("/api/:list/update/:id", {
    schema: {
      tags,
      summary: "Edit an entry of a setup list",
      params: ZSetupItemParams,
      body: ZSetupItemInput,
      response: { 200: ZEnvelope(ZSetupItem) },
    },
    onRequest: [app.authenticate, can("setup.manage", listScreen), knownList],
    handler: async (request) => {
      const { list, id } = request.params;
      await updateSetupItemOf(app.db, request, list, id, request.body);
      return ok(presentSetupItem(await getSetupItem(app.db, list, id)), {
        message: { en: "The entry was saved.", np: "विवरण सुरक्षित भयो।" },
      });
    },
  });

  r.delete("/api/:list/delete/:id", {
    schema: {
      tags,
      summary: "Delete an entry no other record uses (409 otherwise)",
      params: ZSetupItemParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("setup.manage", listScreen), knownList],
    handler: async (request) => {
      await deleteSetupItemOf(app.db, request, request.params.list, request.params.id);
      return ok(null, { message: { en: "The entry was deleted.", np: "विवरण हटाइयो।" } });
    },
  });

  r.get("/api/other-setting/show", {
    schema: {
      tags,
      summary: "Limits, notification flags, adoption and locks",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZOtherSetting) },
    },
    onRequest: [app.authenticate, can("setup.view", SHARED_DATA)],
    handler: async (request) =>
      ok(await getOtherSetting(app.db, chosenFiscalYearId(request.query.fiscal_year_id))),
  });

  r.post("/api/other-setting/update", {
    schema: {
      tags,
      summary: "Change other settings (locks need lock.manage); answers the new setup block",
      body: ZOtherSettingUpdate,
      response: { 200: ZEnvelope(ZOtherSetting) },
    },
    onRequest: [app.authenticate, can("setup.manage", ["other-setting"])],
    handler: async (request) => {
      await updateOtherSetting(app.db, request, request.body);
      return ok(await getOtherSetting(app.db, request.body.lock_fiscal_year_id ?? null), {
        message: { en: "The settings were saved.", np: "सेटिङ सुरक्षित भयो।" },
        setup: await buildSetupBlock(app.db),
      });
    },
  });

  r.get("/api/reporting-period/show", {
    schema: {
      tags,
      summary: "Reporting months, reporting windows and the current fiscal year",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZReportingPeriodSetting) },
    },
    onRequest: [app.authenticate, can("setup.view", SHARED_DATA)],
    handler: async () => ok(await getReportingPeriod(app.db)),
  });

  r.post("/api/reporting-period/update", {
    schema: {
      tags,
      summary: "Change the reporting period; answers the new setup block",
      body: ZReportingPeriodUpdate,
      response: { 200: ZEnvelope(ZReportingPeriodSetting) },
    },
    onRequest: [app.authenticate, can("setup.manage", ["reporting-period"])],
    handler: async (request) => {
      await updateReportingPeriod(app.db, request, request.body);
      return ok(await getReportingPeriod(app.db), {
        message: { en: "The reporting period was saved.", np: "प्रतिवेदन अवधि सुरक्षित भयो।" },
        setup: await buildSetupBlock(app.db),
      });
    },
  });
};
