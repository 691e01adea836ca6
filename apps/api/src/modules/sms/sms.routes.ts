import {
  ZEnvelope,
  ZOutboxRow,
  ZSmsBalance,
  ZSmsStatus,
  ZSmsTestBody,
  ZSmsUsageMonth,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { sendTestSms, smsBalance, smsStatus, smsUsage } from "./sms.service";

/** The SMS gateway as admin sees it from the outbox screen: its problems, credit, usage and a test message. */
export const smsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/outbox/sms-status", {
    schema: {
      tags: ["notices"],
      summary: "The configured SMS gateway and the failures admin should act on",
      response: { 200: ZEnvelope(ZSmsStatus) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async () => ok(await smsStatus(app.db, app.sms)),
  });

  r.get("/api/outbox/sms-balance", {
    schema: {
      tags: ["notices"],
      summary: "The SMS gateway's remaining credit, asked now (409 when SMS is not configured)",
      response: { 200: ZEnvelope(ZSmsBalance) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async () => ok(await smsBalance(app.sms)),
  });

  r.get("/api/outbox/sms-usage", {
    schema: {
      tags: ["notices"],
      summary: "SMS accepted by the gateway per BS month: messages, parts and credits",
      response: { 200: ZEnvelope(z.array(ZSmsUsageMonth)) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async () => ok(await smsUsage(app.db)),
  });

  r.post("/api/outbox/test-sms", {
    schema: {
      tags: ["notices"],
      summary: "Send a test SMS now through the configured gateway; answers the recorded outbox row",
      body: ZSmsTestBody,
      response: { 200: ZEnvelope(ZOutboxRow) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => ok(await sendTestSms(app.db, app.sms, request, request.body)),
  });
};
