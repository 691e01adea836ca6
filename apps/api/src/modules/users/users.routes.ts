import {
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZPaged,
  ZUserBody,
  ZUserListQuery,
  ZUserPasswordReset,
  ZUserRow,
  ZUserStatusBody,
  ZUserStoreBody,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { recordDeleteRoute } from "../../lib/record-write-routes";
import { authOf, can } from "../../plugins/auth";
import { presentUserRow } from "./users.presenter";
import { listUsers } from "./users.repository";
import * as users from "./users.service";

const ZUser = ZEnvelope(ZUserRow);

/** Users (route `user`). Office-scoped: callers outside admin see only users of their office subtree. */
export const usersRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/user/all", {
    schema: {
      tags: ["users"],
      summary: "Users in the caller's office scope (paged; filter by role, office subtree, status)",
      querystring: ZUserListQuery,
      response: { 200: ZEnvelope(ZPaged(ZUserRow)) },
    },
    onRequest: [app.authenticate, can("user.view", ["user"])],
    handler: async (request) => {
      const page = await listUsers(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentUserRow) });
    },
  });

  r.get("/api/user/show/:id", {
    schema: {
      tags: ["users"],
      summary: "One user (404 outside the caller's office scope)",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZUser },
    },
    onRequest: [app.authenticate, can("user.view", ["user"])],
    handler: async (request) =>
      ok(presentUserRow(await users.showUser(app.db, authOf(request), request.params.id))),
  });

  r.post("/api/user/store", {
    schema: {
      tags: ["users"],
      summary: "Create a user with one role, one office and a first password",
      body: ZUserStoreBody,
      response: { 200: ZUser },
    },
    onRequest: [app.authenticate, can("user.manage", ["user"])],
    handler: async (request) =>
      ok(presentUserRow(await users.createUser(app.db, request, request.body)), {
        message: { en: "User created.", np: "प्रयोगकर्ता थपियो।" },
      }),
  });

  r.post("/api/user/update/:id", {
    schema: {
      tags: ["users"],
      summary: "Edit a user (not one's own role or status)",
      params: ZIdParams,
      body: ZUserBody,
      response: { 200: ZUser },
    },
    onRequest: [app.authenticate, can("user.manage", ["user"])],
    handler: async (request) =>
      ok(presentUserRow(await users.updateUser(app.db, request, request.params.id, request.body)), {
        message: { en: "User updated.", np: "प्रयोगकर्ता अद्यावधिक भयो।" },
      }),
  });

  r.post("/api/user/status/:id", {
    schema: {
      tags: ["users"],
      summary: "Enable or disable a user; disabling ends their sessions at once",
      params: ZIdParams,
      body: ZUserStatusBody,
      response: { 200: ZUser },
    },
    onRequest: [app.authenticate, can("user.manage", ["user"])],
    handler: async (request) =>
      ok(presentUserRow(await users.setUserStatus(app.db, request, request.params.id, request.body.status)), {
        message: request.body.status
          ? { en: "User enabled.", np: "प्रयोगकर्ता सक्रिय गरियो।" }
          : { en: "User disabled.", np: "प्रयोगकर्ता निष्क्रिय गरियो।" },
      }),
  });

  r.post("/api/user/reset-password/:id", {
    schema: {
      tags: ["users"],
      summary: "E-mail the user a temporary password and end their sessions",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZUserPasswordReset) },
    },
    onRequest: [app.authenticate, can("user.manage", ["user"])],
    handler: async (request) =>
      ok(
        await users.resetUserPassword(
          { db: app.db, demo: app.config.demo, log: app.log },
          request,
          request.params.id,
        ),
        {
          message: {
            en: "A temporary password was e-mailed to the user.",
            np: "प्रयोगकर्तालाई अस्थायी पासवर्ड इमेल गरियो।",
          },
        },
      ),
  });

  recordDeleteRoute(app, "/api/user/delete/:id", {
    tags: ["users"],
    summary: "Delete a user without history (409 otherwise: disable instead)",
    onRequest: [app.authenticate, can("user.manage", ["user"])],
    remove: (request, id) => users.deleteUser(app.db, request, id),
    message: { en: "User deleted.", np: "प्रयोगकर्ता हटाइयो।" },
  });
};
