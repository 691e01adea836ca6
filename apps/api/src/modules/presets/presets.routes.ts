import { MILESTONE_FILTER_SCREENS } from "@pragati/domain/access";
import {
  idList,
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZMilestoneOption,
  ZMilestoneOptionsQuery,
  ZMilestonePreset,
  ZMilestonePresetBody,
  ZMilestonePresetListQuery,
  ZMilestonePresetUpdate,
  ZPaged,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { presentMilestoneOption, presentPreset } from "./presets.presenter";
import {
  createPreset,
  deletePreset,
  milestoneOptions,
  presetsOfUser,
  presetToApply,
  updatePreset,
} from "./presets.service";

const tags = ["presets"];
const BASE = "/api/presets/milestone-filter";

/**
 * Milestone filter presets (SPEC.md section 2, "A milestone filter offers presets"): each user's own
 * saved milestone selections per fiscal year, which expire after at most a year (section 4), and the
 * milestones the filter offers.
 */
export const presetsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/all`, {
    schema: {
      tags,
      summary: "The caller's presets of the fiscal year that have not expired",
      querystring: ZMilestonePresetListQuery,
      response: { 200: ZEnvelope(z.array(ZMilestonePreset)) },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => ok((await presetsOfUser(app.db, request, request.query)).map(presentPreset)),
  });

  r.get(`${BASE}/show/:id`, {
    schema: {
      tags,
      summary: "One of the caller's presets, to apply (404 once expired)",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZMilestonePreset) },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => ok(presentPreset(await presetToApply(app.db, request, request.params.id))),
  });

  r.post(`${BASE}/store`, {
    schema: {
      tags,
      summary: "Save a milestone selection as a preset",
      body: ZMilestonePresetBody,
      response: { 200: ZEnvelope(ZMilestonePreset) },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => {
      const id = await createPreset(app.db, request, request.body);
      return ok(presentPreset(await presetToApply(app.db, request, id)), {
        message: { en: "Preset saved.", np: "प्रिसेट सुरक्षित भयो।" },
      });
    },
  });

  r.post(`${BASE}/update/:id`, {
    schema: {
      tags,
      summary: "Rename a preset, change its expiry or its milestones",
      params: ZIdParams,
      body: ZMilestonePresetUpdate,
      response: { 200: ZEnvelope(ZMilestonePreset) },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => {
      await updatePreset(app.db, request, request.params.id, request.body);
      return ok(presentPreset(await presetToApply(app.db, request, request.params.id)), {
        message: { en: "Preset saved.", np: "प्रिसेट सुरक्षित भयो।" },
      });
    },
  });

  r.delete(`${BASE}/delete/:id`, {
    schema: {
      tags,
      summary: "Delete one of the caller's presets",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => {
      await deletePreset(app.db, request, request.params.id);
      return ok(null, { message: { en: "Preset deleted.", np: "प्रिसेट हटाइयो।" } });
    },
  });

  r.get(`${BASE}/milestones`, {
    schema: {
      tags,
      summary:
        "Milestones of the chosen offices (and their sub-offices) in the fiscal year, searched by code or title",
      querystring: ZMilestoneOptionsQuery,
      response: {
        200: ZEnvelope(ZPaged(ZMilestoneOption).extend({ all_ids: z.array(z.number().int()) })),
      },
    },
    onRequest: [app.authenticate, can("plan.view", MILESTONE_FILTER_SCREENS)],
    handler: async (request) => {
      const page = await milestoneOptions(app.db, request, request.query, idList(request.query.nikaya_ids));
      return ok({ ...page, data: page.data.map(presentMilestoneOption) });
    },
  });
};
