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
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { ok } from "../../lib/envelope";
import { type BilingualMessage, orNotFound } from "../../lib/errors";
import type { Paged } from "../../lib/paged";
import { recordDeleteRoute, recordWriteRoutes } from "../../lib/record-write-routes";
import { assertOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf, can } from "../../plugins/auth";
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
 * A kind of plan record (policy, budget head, activity, milestone): the same five routes under its path,
 * its list in the caller's scope, one record, add, edit (each answering the record) and delete; each kind
 * names only its schemas, summaries, service calls and messages.
 */
type PlanRecordKind<Row, Shown extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType> = {
  path: string;
  /** The record's name in the 404 answer. */
  name: BilingualMessage;
  schema: Shown;
  query: Query;
  body: Body;
  summaries: { list: string; show: string; store: string; update: string; remove: string };
  list: (db: Db, auth: AuthContext, query: z.infer<Query>) => Promise<Paged<Row>>;
  find: (db: Db, auth: AuthContext, id: number) => Promise<Row | undefined>;
  present: (row: Row) => z.infer<Shown>;
  create: (db: Db, request: FastifyRequest, body: z.infer<Body>) => Promise<number>;
  update: (db: Db, request: FastifyRequest, id: number, body: z.infer<Body>) => Promise<void>;
  remove: (db: Db, request: FastifyRequest, id: number) => Promise<void>;
  saved: BilingualMessage;
  deleted: BilingualMessage;
};

const planRecordRoutes = <Row, Shown extends z.ZodType, Query extends z.ZodType, Body extends z.ZodType>(
  app: FastifyInstance,
  kind: PlanRecordKind<Row, Shown, Query, Body>,
) => {
  const _r = app.withTypeProvider<ZodTypeProvider>();
  const shown = async (request: FastifyRequest, id: number) =>
    kind.present(await orNotFound(kind.find(app.db, authOf(request), id), kind.name));

  // Registered without the zod type provider's typing, as `recordWriteRoutes` is: the schemas are the
  // kind's; the validator has checked and parsed the query and params before the handler runs.
  app.route({
    method: "GET",
    url: `${kind.path}/all`,
    schema: {
      tags,
      summary: kind.summaries.list,
      querystring: kind.query,
      response: { 200: ZEnvelope(ZPaged(kind.schema)) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => {
      const page = await kind.list(app.db, authOf(request), request.query as z.infer<Query>);
      return ok({ ...page, data: page.data.map(kind.present) });
    },
  });

  app.route({
    method: "GET",
    url: `${kind.path}/show/:id`,
    schema: {
      tags,
      summary: kind.summaries.show,
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(kind.schema) },
    },
    onRequest: [app.authenticate, can("plan.view", PLAN_SCREENS)],
    handler: async (request) => ok(await shown(request, (request.params as { id: number }).id)),
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: kind.schema, of: shown } });

  write.post(`${kind.path}/store`, {
    summary: kind.summaries.store,
    body: kind.body,
    onRequest: [app.authenticate, can("plan.create", PLAN_SCREENS)],
    write: (request, { body }) => kind.create(app.db, request, body as z.infer<Body>),
    message: kind.saved,
  });

  write.post(`${kind.path}/update/:id`, {
    summary: kind.summaries.update,
    body: kind.body,
    onRequest: [app.authenticate, can("plan.update", PLAN_SCREENS)],
    write: (request, { id, body }) => kind.update(app.db, request, id, body as z.infer<Body>),
    message: kind.saved,
  });

  recordDeleteRoute(app, `${kind.path}/delete/:id`, {
    tags,
    summary: kind.summaries.remove,
    onRequest: [app.authenticate, can("plan.delete", PLAN_SCREENS)],
    remove: (request, id) => kind.remove(app.db, request, id),
    message: kind.deleted,
  });
};

/**
 * The action plan (PRODUCT.md section 3): policies and programs with nested points, their budget heads,
 * activities and milestones, each scoped by office and soft-deleted.
 */
export const plansRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  planRecordRoutes(app, {
    path: "/api/plans-policy",
    name: { en: "Policy or program", np: "नीति तथा कार्यक्रम" },
    schema: ZPolicy,
    query: ZPolicyListQuery,
    body: ZPolicyBody,
    summaries: {
      list: "Policies and programs in the caller's scope, in tree order (paged)",
      show: "One policy or program",
      store: "Add a policy or program point",
      update: "Edit a policy or program point",
      remove: "Delete a policy or program (409 while it has sub points, budget heads or activities)",
    },
    list: listPolicies,
    find: findPolicy,
    present: presentPolicy,
    create: createPolicy,
    update: updatePolicy,
    remove: deletePolicy,
    saved: { en: "Policy or program saved.", np: "नीति तथा कार्यक्रम सुरक्षित भयो।" },
    deleted: { en: "Policy or program deleted.", np: "नीति तथा कार्यक्रम हटाइयो।" },
  });

  planRecordRoutes(app, {
    path: "/api/plans-policy/budget-head",
    name: { en: "Budget head", np: "बजेट शीर्षक" },
    schema: ZBudgetHead,
    query: ZBudgetHeadListQuery,
    body: ZBudgetHeadBody,
    summaries: {
      list: "Budget heads in the caller's scope (paged; by office or policy)",
      show: "One budget head",
      store: "Add a budget head under a policy or program",
      update: "Edit a budget head",
      remove: "Delete a budget head (409 while it has activities)",
    },
    list: listBudgetHeads,
    find: findBudgetHead,
    present: presentBudgetHead,
    create: createBudgetHead,
    update: updateBudgetHead,
    remove: deleteBudgetHead,
    saved: { en: "Budget head saved.", np: "बजेट शीर्षक सुरक्षित भयो।" },
    deleted: { en: "Budget head deleted.", np: "बजेट शीर्षक हटाइयो।" },
  });

  planRecordRoutes(app, {
    path: "/api/plans-policy/activities",
    name: { en: "Activity", np: "क्रियाकलाप" },
    schema: ZActivity,
    query: ZActivityListQuery,
    body: ZActivityBody,
    summaries: {
      list: "Activities implemented by offices in the caller's scope (paged)",
      show: "One activity with its helper offices",
      store: "Add an activity under a policy (and optionally a budget head)",
      update: "Edit an activity",
      remove: "Delete an activity (409 while it has milestones)",
    },
    list: listActivities,
    find: findActivity,
    present: presentActivity,
    create: createActivity,
    update: updateActivity,
    remove: deleteActivity,
    saved: { en: "Activity saved.", np: "क्रियाकलाप सुरक्षित भयो।" },
    deleted: { en: "Activity deleted.", np: "क्रियाकलाप हटाइयो।" },
  });

  planRecordRoutes(app, {
    path: "/api/plans-policy/milestones",
    name: { en: "Milestone", np: "माइलस्टोन" },
    schema: ZMilestone,
    query: ZMilestoneListQuery,
    body: ZMilestoneBody,
    summaries: {
      list: "Milestones in the caller's scope (paged; by office or activity)",
      show: "One milestone with its month targets",
      store: "Add a milestone with its months and targets under an activity",
      update: "Edit a milestone and replace its months and targets",
      remove: "Delete a milestone (409 once it has progress entries)",
    },
    list: listMilestones,
    find: findMilestone,
    present: presentMilestone,
    create: createMilestone,
    update: updateMilestone,
    remove: deleteMilestone,
    saved: { en: "Milestone saved.", np: "माइलस्टोन सुरक्षित भयो।" },
    deleted: { en: "Milestone deleted.", np: "माइलस्टोन हटाइयो।" },
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
