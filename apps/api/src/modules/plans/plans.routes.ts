import { PLAN_SCREENS } from "@pragati/domain/access";
import {
  chosenFiscalYearId,
  ZActivity,
  ZActivityBody,
  ZActivityListQuery,
  ZBudgetHead,
  ZBudgetHeadBody,
  ZBudgetHeadListQuery,
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZMilestone,
  ZMilestoneBody,
  ZMilestoneListQuery,
  ZOfficePlanQuery,
  ZPaged,
  ZPlanLocks,
  ZPolicy,
  ZPolicyBody,
  ZPolicyListQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { authOf, can } from "../../plugins/auth";
import { locksInScope } from "../locks/locks.service";
import { presentActivity, presentBudgetHead, presentMilestone, presentPolicy } from "./plans.presenter";
import {
  findActivity,
  findBudgetHead,
  findMilestone,
  findPolicy,
  listActivities,
  listBudgetHeads,
  listMilestones,
  listPolicies,
} from "./plans.repository";
import {
  createActivity,
  createBudgetHead,
  createMilestone,
  createPolicy,
  deleteActivity,
  deleteBudgetHead,
  deleteMilestone,
  deletePolicy,
  updateActivity,
  updateBudgetHead,
  updateMilestone,
  updatePolicy,
} from "./plans.service";

const tags = ["plans"];

/**
 * The action plan (PRODUCT.md section 3): policies and programs with nested points, their budget heads,
 * activities and milestones, each scoped by office and soft-deleted.
 */
export const plansRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- policies ----------------------------------------------------------------------------------

  const policy = { en: "Policy or program", np: "नीति तथा कार्यक्रम" };

  r.get("/api/plans-policy/all", {
    schema: {
      tags,
      summary: "Policies and programs in the caller's scope, in tree order (paged)",
      querystring: ZPolicyListQuery,
      response: { 200: ZEnvelope(ZPaged(ZPolicy)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const page = await listPolicies(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentPolicy) });
    },
  });

  r.get("/api/plans-policy/show/:id", {
    schema: {
      tags,
      summary: "One policy or program",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZPolicy) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) =>
      ok(presentPolicy(await orNotFound(findPolicy(app.db, authOf(request), request.params.id), policy))),
  });

  r.post("/api/plans-policy/store", {
    schema: {
      tags,
      summary: "Add a policy or program point",
      body: ZPolicyBody,
      response: { 200: ZEnvelope(ZPolicy) },
    },
    onRequest: [app.authenticate, can("plan.create", PLAN_SCREENS)],
    handler: async (request) => {
      const id = await createPolicy(app.db, request, request.body);
      return ok(presentPolicy(await orNotFound(findPolicy(app.db, authOf(request), id), policy)), {
        message: { en: "Policy or program saved.", np: "नीति तथा कार्यक्रम सुरक्षित भयो।" },
      });
    },
  });

  r.post("/api/plans-policy/update/:id", {
    schema: {
      tags,
      summary: "Edit a policy or program point",
      params: ZIdParams,
      body: ZPolicyBody,
      response: { 200: ZEnvelope(ZPolicy) },
    },
    onRequest: [app.authenticate, can("plan.update", PLAN_SCREENS)],
    handler: async (request) => {
      await updatePolicy(app.db, request, request.params.id, request.body);
      return ok(
        presentPolicy(await orNotFound(findPolicy(app.db, authOf(request), request.params.id), policy)),
        {
          message: { en: "Policy or program saved.", np: "नीति तथा कार्यक्रम सुरक्षित भयो।" },
        },
      );
    },
  });

  r.delete("/api/plans-policy/delete/:id", {
    schema: {
      tags,
      summary: "Delete a policy or program (409 while it has sub points, budget heads or activities)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("plan.delete", PLAN_SCREENS)],
    handler: async (request) => {
      await deletePolicy(app.db, request, request.params.id);
      return ok(null, { message: { en: "Policy or program deleted.", np: "नीति तथा कार्यक्रम हटाइयो।" } });
    },
  });

  // --- budget heads ------------------------------------------------------------------------------

  const budgetHead = { en: "Budget head", np: "बजेट शीर्षक" };

  r.get("/api/plans-policy/budget-head/all", {
    schema: {
      tags,
      summary: "Budget heads in the caller's scope (paged; by office or policy)",
      querystring: ZBudgetHeadListQuery,
      response: { 200: ZEnvelope(ZPaged(ZBudgetHead)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const page = await listBudgetHeads(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentBudgetHead) });
    },
  });

  r.get("/api/plans-policy/budget-head/show/:id", {
    schema: {
      tags,
      summary: "One budget head",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZBudgetHead) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) =>
      ok(
        presentBudgetHead(
          await orNotFound(findBudgetHead(app.db, authOf(request), request.params.id), budgetHead),
        ),
      ),
  });

  r.post("/api/plans-policy/budget-head/store", {
    schema: {
      tags,
      summary: "Add a budget head under a policy or program",
      body: ZBudgetHeadBody,
      response: { 200: ZEnvelope(ZBudgetHead) },
    },
    onRequest: [app.authenticate, can("plan.create", PLAN_SCREENS)],
    handler: async (request) => {
      const id = await createBudgetHead(app.db, request, request.body);
      return ok(
        presentBudgetHead(await orNotFound(findBudgetHead(app.db, authOf(request), id), budgetHead)),
        {
          message: { en: "Budget head saved.", np: "बजेट शीर्षक सुरक्षित भयो।" },
        },
      );
    },
  });

  r.post("/api/plans-policy/budget-head/update/:id", {
    schema: {
      tags,
      summary: "Edit a budget head",
      params: ZIdParams,
      body: ZBudgetHeadBody,
      response: { 200: ZEnvelope(ZBudgetHead) },
    },
    onRequest: [app.authenticate, can("plan.update", PLAN_SCREENS)],
    handler: async (request) => {
      await updateBudgetHead(app.db, request, request.params.id, request.body);
      return ok(
        presentBudgetHead(
          await orNotFound(findBudgetHead(app.db, authOf(request), request.params.id), budgetHead),
        ),
        { message: { en: "Budget head saved.", np: "बजेट शीर्षक सुरक्षित भयो।" } },
      );
    },
  });

  r.delete("/api/plans-policy/budget-head/delete/:id", {
    schema: {
      tags,
      summary: "Delete a budget head (409 while it has activities)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("plan.delete", PLAN_SCREENS)],
    handler: async (request) => {
      await deleteBudgetHead(app.db, request, request.params.id);
      return ok(null, { message: { en: "Budget head deleted.", np: "बजेट शीर्षक हटाइयो।" } });
    },
  });

  // --- activities --------------------------------------------------------------------------------

  const activity = { en: "Activity", np: "क्रियाकलाप" };

  r.get("/api/plans-policy/activities/all", {
    schema: {
      tags,
      summary: "Activities implemented by offices in the caller's scope (paged)",
      querystring: ZActivityListQuery,
      response: { 200: ZEnvelope(ZPaged(ZActivity)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const page = await listActivities(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentActivity) });
    },
  });

  r.get("/api/plans-policy/activities/show/:id", {
    schema: {
      tags,
      summary: "One activity with its helper offices",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZActivity) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) =>
      ok(
        presentActivity(await orNotFound(findActivity(app.db, authOf(request), request.params.id), activity)),
      ),
  });

  r.post("/api/plans-policy/activities/store", {
    schema: {
      tags,
      summary: "Add an activity under a policy (and optionally a budget head)",
      body: ZActivityBody,
      response: { 200: ZEnvelope(ZActivity) },
    },
    onRequest: [app.authenticate, can("plan.create", PLAN_SCREENS)],
    handler: async (request) => {
      const id = await createActivity(app.db, request, request.body);
      return ok(presentActivity(await orNotFound(findActivity(app.db, authOf(request), id), activity)), {
        message: { en: "Activity saved.", np: "क्रियाकलाप सुरक्षित भयो।" },
      });
    },
  });

  r.post("/api/plans-policy/activities/update/:id", {
    schema: {
      tags,
      summary: "Edit an activity",
      params: ZIdParams,
      body: ZActivityBody,
      response: { 200: ZEnvelope(ZActivity) },
    },
    onRequest: [app.authenticate, can("plan.update", PLAN_SCREENS)],
    handler: async (request) => {
      await updateActivity(app.db, request, request.params.id, request.body);
      return ok(
        presentActivity(await orNotFound(findActivity(app.db, authOf(request), request.params.id), activity)),
        {
          message: { en: "Activity saved.", np: "क्रियाकलाप सुरक्षित भयो।" },
        },
      );
    },
  });

  r.delete("/api/plans-policy/activities/delete/:id", {
    schema: {
      tags,
      summary: "Delete an activity (409 while it has milestones)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("plan.delete", PLAN_SCREENS)],
    handler: async (request) => {
      await deleteActivity(app.db, request, request.params.id);
      return ok(null, { message: { en: "Activity deleted.", np: "क्रियाकलाप हटाइयो।" } });
    },
  });

  // --- milestones --------------------------------------------------------------------------------

  const milestone = { en: "Milestone", np: "माइलस्टोन" };

  r.get("/api/plans-policy/milestones/all", {
    schema: {
      tags,
      summary: "Milestones in the caller's scope (paged; by office or activity)",
      querystring: ZMilestoneListQuery,
      response: { 200: ZEnvelope(ZPaged(ZMilestone)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const page = await listMilestones(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentMilestone) });
    },
  });

  r.get("/api/plans-policy/milestones/show/:id", {
    schema: {
      tags,
      summary: "One milestone with its month targets",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZMilestone) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) =>
      ok(
        presentMilestone(
          await orNotFound(findMilestone(app.db, authOf(request), request.params.id), milestone),
        ),
      ),
  });

  r.post("/api/plans-policy/milestones/store", {
    schema: {
      tags,
      summary: "Add a milestone with its months and targets under an activity",
      body: ZMilestoneBody,
      response: { 200: ZEnvelope(ZMilestone) },
    },
    onRequest: [app.authenticate, can("plan.create", PLAN_SCREENS)],
    handler: async (request) => {
      const id = await createMilestone(app.db, request, request.body);
      return ok(presentMilestone(await orNotFound(findMilestone(app.db, authOf(request), id), milestone)), {
        message: { en: "Milestone saved.", np: "माइलस्टोन सुरक्षित भयो।" },
      });
    },
  });

  r.post("/api/plans-policy/milestones/update/:id", {
    schema: {
      tags,
      summary: "Edit a milestone and replace its months and targets",
      params: ZIdParams,
      body: ZMilestoneBody,
      response: { 200: ZEnvelope(ZMilestone) },
    },
    onRequest: [app.authenticate, can("plan.update", PLAN_SCREENS)],
    handler: async (request) => {
      await updateMilestone(app.db, request, request.params.id, request.body);
      return ok(
        presentMilestone(
          await orNotFound(findMilestone(app.db, authOf(request), request.params.id), milestone),
        ),
        { message: { en: "Milestone saved.", np: "माइलस्टोन सुरक्षित भयो।" } },
      );
    },
  });

  r.delete("/api/plans-policy/milestones/delete/:id", {
    schema: {
      tags,
      summary: "Delete a milestone (409 once it has progress entries)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("plan.delete", PLAN_SCREENS)],
    handler: async (request) => {
      await deleteMilestone(app.db, request, request.params.id);
      return ok(null, { message: { en: "Milestone deleted.", np: "माइलस्टोन हटाइयो।" } });
    },
  });

  // --- locks, for the screens ---------------------------------------------------------------------

  r.get("/api/plans-policy/locks", {
    schema: {
      tags,
      summary:
        "The action-plan locks of a fiscal year: the global one and the locked offices of the caller's scope",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZPlanLocks) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const locks = await locksInScope(app.db, authOf(request), {
        kind: "action_plan_lock",
        fiscalYearId: chosenFiscalYearId(request.query.fiscal_year_id),
      });
      return ok({
        fiscal_year_id: locks.fiscalYearId,
        action_plan_lock: locks.global,
        locked_offices: locks.offices,
      });
    },
  });

  // --- an office's plan, for pickers -------------------------------------------------------------

  r.get("/api/nikaya/niti-karyakrams", {
    schema: {
      tags,
      summary: "An office's policies and programs of the fiscal year, in tree order (paged)",
      querystring: ZOfficePlanQuery,
      response: { 200: ZEnvelope(ZPaged(ZPolicy)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      await assertOfficeInScope(app.db, authOf(request), request.query.nikaya_id);
      const page = await listPolicies(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentPolicy) });
    },
  });

  r.get("/api/nikaya/budget-heads", {
    schema: {
      tags,
      summary: "An office's budget heads of the fiscal year (paged)",
      querystring: ZOfficePlanQuery,
      response: { 200: ZEnvelope(ZPaged(ZBudgetHead)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      await assertOfficeInScope(app.db, authOf(request), request.query.nikaya_id);
      const page = await listBudgetHeads(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentBudgetHead) });
    },
  });
};
