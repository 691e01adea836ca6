import {
  ZChangePasswordBody,
  ZEnvelope,
  ZFiscalYearQuery,
  ZForgotPasswordBody,
  ZGetProfileResponse,
  ZIdParams,
  ZLoginBody,
  ZLoginResponse,
  ZResetPasswordBody,
  ZSessionRow,
  ZVerifyOtpBody,
  ZVerifyOtpResponse,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { authOf } from "../../plugins/auth";
import { buildSetupBlock } from "../calendar/calendar.service";
import { presentProfile } from "../profile/profile.presenter";
import { findProfile, listRoles } from "../profile/profile.repository";
import * as auth from "./auth.service";

const ZDone = ZEnvelope(z.null());

export const authRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post("/api/login", {
    schema: {
      tags: ["auth"],
      summary: "Sign in",
      body: ZLoginBody,
      response: { 200: ZEnvelope(ZLoginResponse) },
    },
    handler: async (request) =>
      ok(
        await auth.login({ db: app.db, sessionTtlHours: app.config.sessionTtlHours }, request, request.body),
        {
          message: { en: "Logged in.", np: "लगइन भयो।" },
        },
      ),
  });

  r.post("/api/logout", {
    schema: { tags: ["auth"], summary: "Sign out (deletes the session)", response: { 200: ZDone } },
    onRequest: [app.authenticate],
    handler: async (request) => {
      await auth.logout(app.db, request);
      return ok(null, { message: { en: "Logged out.", np: "लगआउट भयो।" } });
    },
  });

  r.post("/api/forgot-password", {
    schema: {
      tags: ["auth"],
      summary: "Send a 6-digit code to the user's e-mail",
      body: ZForgotPasswordBody,
      response: { 200: ZDone },
    },
    handler: async (request) => {
      await auth.requestOtp(
        { db: app.db, demo: app.config.demo, log: app.log },
        request,
        request.body.username,
      );
      return ok(null, {
        message: {
          en: "If the account exists, a code has been sent to its e-mail.",
          np: "खाता भएमा त्यसको इमेलमा कोड पठाइएको छ।",
        },
      });
    },
  });

  r.post("/api/verify-otp", {
    schema: {
      tags: ["auth"],
      summary: "Exchange the code for a reset token",
      body: ZVerifyOtpBody,
      response: { 200: ZEnvelope(ZVerifyOtpResponse) },
    },
    handler: async (request) => ok(await auth.verifyOtp(app.db, request.body)),
  });

  r.post("/api/reset-password", {
    schema: {
      tags: ["auth"],
      summary: "Set a new password with the reset token",
      body: ZResetPasswordBody,
      response: { 200: ZDone },
    },
    handler: async (request) => {
      await auth.resetPassword(app.db, request, request.body);
      return ok(null, {
        message: {
          en: "The password was changed. Log in with the new password.",
          np: "पासवर्ड परिवर्तन भयो। नयाँ पासवर्डले लगइन गर्नुहोस्।",
        },
      });
    },
  });

  r.post("/api/profile/change-password", {
    schema: {
      tags: ["auth"],
      summary: "Change the signed-in user's password",
      body: ZChangePasswordBody,
      response: { 200: ZDone },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      await auth.changePassword(app.db, request, request.body);
      return ok(null, { message: { en: "The password was changed.", np: "पासवर्ड परिवर्तन भयो।" } });
    },
  });

  r.get("/api/profile/sessions", {
    schema: {
      tags: ["auth"],
      summary: "The signed-in user's active sign-ins (device, address, signed in, last seen)",
      response: { 200: ZEnvelope(z.array(ZSessionRow)) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => ok(await auth.listSessions(app.db, request)),
  });

  r.delete("/api/profile/sessions/:id", {
    schema: {
      tags: ["auth"],
      summary: "End one of the signed-in user's sign-ins; its token is refused (401) from then on",
      params: ZIdParams,
      response: { 200: ZDone },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      await auth.endSession(app.db, request, request.params.id);
      return ok(null, { message: { en: "The sign-in was ended.", np: "साइन इन अन्त्य गरियो।" } });
    },
  });

  r.get("/api/profile/get-profile", {
    schema: {
      tags: ["auth"],
      summary: "The signed-in user's profile, permissions, roles and the setup block",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZGetProfileResponse) },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      const row = await orNotFound(findProfile(app.db, authOf(request).userId));
      const [roles, setup] = await Promise.all([listRoles(app.db), buildSetupBlock(app.db)]);
      // Master-data creation is always allowed in the client (SPEC.md section 6); the API still checks.
      return ok({ profile: presentProfile(row), canCreate: true, role_lists: roles }, { setup });
    },
  });
};
