import {
  chosenFiscalYearId,
  ZByOfficeQuery,
  ZEnvelope,
  ZFiscalYearQuery,
  ZGeoItem,
  ZIdParam,
  ZIdParams,
  ZLocalLevel,
  ZOffice,
  ZOfficeBody,
  ZOfficeBudget,
  ZOfficeBudgetBody,
  ZOfficeListQuery,
  ZOfficeLocks,
  ZOfficeLocksBody,
  ZOfficeMember,
  ZOfficeMemberFields,
  ZOfficeMemberStoreBody,
  ZOfficeRow,
  ZOfficeTreeNode,
  ZOfficeTreeQuery,
  ZOfficeUpdate,
  ZOfficeUser,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { recordDeleteRoute } from "../../lib/record-write-routes";
import { assertOfficeInScope } from "../../lib/scope";
import { authOf, can, SHARED_DATA } from "../../plugins/auth";
import { yearLocks } from "../locks/locks.service";
import { seesAllMeetings } from "../meetings/meetings.service";
import {
  presentBudget,
  presentMember,
  presentOffice,
  presentOfficeRow,
  presentOfficeUpdate,
} from "./offices.presenter";
import {
  findMember,
  findOffice,
  listBudgets,
  listDistricts,
  listLocalLevels,
  listMembers,
  listOffices,
  listOfficeUpdates,
  listOfficeUsers,
  listProvinces,
  officeTree,
} from "./offices.repository";
import {
  createMember,
  createOffice,
  deleteMember,
  deleteOffice,
  saveBudget,
  updateLocks,
  updateMember,
  updateOffice,
} from "./offices.service";

const tags = ["offices"];

/** Offices (nikaya): the scoped tree, profiles, locks, budgets, members, the updates feed and geo pickers. */
export const officesRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/nikaya/all", {
    schema: {
      tags,
      summary: "Offices in the caller's scope (paged; below chosen offices, or one office's children)",
      querystring: ZOfficeListQuery,
      response: { 200: ZEnvelope(ZPaged(ZOfficeRow)) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      const { parent_id, children_of, ...query } = request.query;
      const parentIds = parent_id === undefined ? [] : Array.isArray(parent_id) ? parent_id : [parent_id];
      const page = await listOffices(app.db, authOf(request), {
        ...query,
        parentIds,
        childrenOf: children_of,
      });
      return ok({ ...page, data: page.data.map(presentOfficeRow) });
    },
  });

  r.get("/api/nikaya/tree", {
    schema: {
      tags,
      summary:
        "The caller's offices as a flat tree list (for the office tree picker); purpose=decisions: the offices the decision reports may be filtered by",
      querystring: ZOfficeTreeQuery,
      response: { 200: ZEnvelope(z.array(ZOfficeTreeNode)) },
    },
    onRequest: [app.authenticate, can("office.view", SHARED_DATA)],
    handler: async (request) => {
      const auth = authOf(request);
      // The secretariat sees every decision, so it may filter the decision reports by any office.
      const all = request.query.purpose === "decisions" && seesAllMeetings(auth);
      return ok(await officeTree(app.db, all ? { ...auth, allOffices: true } : auth));
    },
  });

  r.get("/api/nikaya/show/:id", {
    schema: {
      tags,
      summary: "One office with its whole profile",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZOffice) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      const office = await orNotFound(findOffice(app.db, authOf(request), request.params.id), {
        en: "Office",
        np: "निकाय",
      });
      const locks = await yearLocks(app.db, chosenFiscalYearId(request.query.fiscal_year_id), office.id);
      return ok(presentOffice(office, locks));
    },
  });

  r.post("/api/nikaya/store", {
    schema: { tags, summary: "Create an office", body: ZOfficeBody, response: { 200: ZEnvelope(ZOffice) } },
    onRequest: [app.authenticate, can("office.create", ["nikaya"])],
    handler: async (request) => {
      const office = await createOffice(app.db, request, request.body);
      return ok(presentOffice(office, await yearLocks(app.db, null, office.id)), {
        message: { en: "Office created.", np: "निकाय थपियो।" },
      });
    },
  });

  r.post("/api/nikaya/update/:id", {
    schema: {
      tags,
      summary: "Edit an office; a new parent moves it with its sub-offices",
      params: ZIdParams,
      body: ZOfficeBody,
      response: { 200: ZEnvelope(ZOffice) },
    },
    onRequest: [app.authenticate, can("office.update", ["nikaya"])],
    handler: async (request) => {
      const office = await updateOffice(app.db, request, request.params.id, request.body);
      return ok(presentOffice(office, await yearLocks(app.db, null, office.id)), {
        message: { en: "Office saved.", np: "निकाय सुरक्षित भयो।" },
      });
    },
  });

  recordDeleteRoute(app, "/api/nikaya/delete/:id", {
    tags,
    summary: "Delete an office (409 while it has sub-offices, users or other records)",
    onRequest: [app.authenticate, can("office.delete", ["nikaya"])],
    remove: (request, id) => deleteOffice(app.db, request, id),
    message: { en: "Office deleted.", np: "निकाय हटाइयो।" },
  });

  r.post("/api/nikaya/locks/update/:id", {
    schema: {
      tags,
      summary: "Lock or unlock an office's action plan, indicators, projects, contracts or project profiles",
      params: ZIdParams,
      body: ZOfficeLocksBody,
      response: { 200: ZEnvelope(ZOfficeLocks) },
    },
    onRequest: [app.authenticate, can("lock.manage", ["nikaya"])],
    handler: async (request) => {
      return ok(await updateLocks(app.db, request, request.params.id, request.body), {
        message: { en: "Locks saved.", np: "लकहरू सुरक्षित भए।" },
      });
    },
  });

  r.get("/api/nikaya/budgets/all", {
    schema: {
      tags,
      summary: "An office's budgets, newest fiscal year first",
      querystring: ZByOfficeQuery,
      response: { 200: ZEnvelope(ZPaged(ZOfficeBudget)) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      await assertOfficeInScope(app.db, authOf(request), request.query.nikaya_id);
      const page = await listBudgets(app.db, request.query);
      return ok({ ...page, data: page.data.map(presentBudget) });
    },
  });

  r.post("/api/nikaya/budgets/store", {
    schema: {
      tags,
      summary: "Save an office's budget of a fiscal year (one per year; replaces the existing one)",
      body: ZOfficeBudgetBody,
      response: { 200: ZEnvelope(ZOfficeBudget) },
    },
    onRequest: [app.authenticate, can("office.update", ["nikaya"])],
    handler: async (request) =>
      ok(presentBudget(await saveBudget(app.db, request, request.body)), {
        message: { en: "Budget saved.", np: "बजेट सुरक्षित भयो।" },
      }),
  });

  r.get("/api/nikaya/members/all", {
    schema: {
      tags,
      summary: "An office's members",
      querystring: ZByOfficeQuery,
      response: { 200: ZEnvelope(ZPaged(ZOfficeMember)) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      await assertOfficeInScope(app.db, authOf(request), request.query.nikaya_id);
      const page = await listMembers(app.db, request.query);
      return ok({ ...page, data: page.data.map(presentMember) });
    },
  });

  r.get("/api/nikaya/members/show/:id", {
    schema: {
      tags,
      summary: "One office member",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZOfficeMember) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      const member = await orNotFound(findMember(app.db, authOf(request), request.params.id), {
        en: "Office member",
        np: "निकायको सदस्य",
      });
      return ok(presentMember(member));
    },
  });

  r.post("/api/nikaya/members/store", {
    schema: {
      tags,
      summary: "Add a member to an office",
      body: ZOfficeMemberStoreBody,
      response: { 200: ZEnvelope(ZOfficeMember) },
    },
    onRequest: [app.authenticate, can("office.update", ["nikaya"])],
    handler: async (request) =>
      ok(presentMember(await createMember(app.db, request, request.body)), {
        message: { en: "Member added.", np: "सदस्य थपियो।" },
      }),
  });

  r.post("/api/nikaya/members/update/:id", {
    schema: {
      tags,
      summary: "Edit an office member",
      params: ZIdParams,
      body: ZOfficeMemberFields,
      response: { 200: ZEnvelope(ZOfficeMember) },
    },
    onRequest: [app.authenticate, can("office.update", ["nikaya"])],
    handler: async (request) =>
      ok(presentMember(await updateMember(app.db, request, request.params.id, request.body)), {
        message: { en: "Member saved.", np: "सदस्य सुरक्षित भयो।" },
      }),
  });

  recordDeleteRoute(app, "/api/nikaya/members/delete/:id", {
    tags,
    summary: "Remove an office member",
    onRequest: [app.authenticate, can("office.update", ["nikaya"])],
    remove: (request, id) => deleteMember(app.db, request, id),
    message: { en: "Member removed.", np: "सदस्य हटाइयो।" },
  });

  r.get("/api/nikaya/users/all", {
    schema: {
      tags,
      summary: "The users of an office (read-only)",
      querystring: ZByOfficeQuery,
      response: { 200: ZEnvelope(ZPaged(ZOfficeUser)) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikaya"])],
    handler: async (request) => {
      await assertOfficeInScope(app.db, authOf(request), request.query.nikaya_id);
      return ok(await listOfficeUsers(app.db, request.query));
    },
  });

  r.get("/api/nikayaupdates/all", {
    schema: {
      tags,
      summary: "Recent changes to offices in the caller's scope, newest first",
      querystring: ZPagedQuery,
      response: { 200: ZEnvelope(ZPaged(ZOfficeUpdate)) },
    },
    onRequest: [app.authenticate, can("office.view", ["nikayaupdates"])],
    handler: async (request) => {
      const page = await listOfficeUpdates(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentOfficeUpdate) });
    },
  });

  r.get("/api/geo/provinces", {
    schema: {
      tags: ["geo"],
      summary: "Provinces of Nepal",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(z.array(ZGeoItem)) },
    },
    onRequest: [app.authenticate],
    handler: async () => ok(await listProvinces(app.db)),
  });

  r.get("/api/geo/districts", {
    schema: {
      tags: ["geo"],
      summary: "Districts of a province",
      querystring: ZFiscalYearQuery.extend({ province_id: ZIdParam }),
      response: { 200: ZEnvelope(z.array(ZGeoItem)) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => ok(await listDistricts(app.db, request.query.province_id)),
  });

  r.get("/api/geo/local-levels", {
    schema: {
      tags: ["geo"],
      summary: "Local levels (municipalities and rural municipalities) of a district, with their ward counts",
      querystring: ZFiscalYearQuery.extend({ district_id: ZIdParam }),
      response: { 200: ZEnvelope(z.array(ZLocalLevel)) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => ok(await listLocalLevels(app.db, request.query.district_id)),
  });
};
