import {
  ZIdParams,
  ZInvolvedAnswer,
  ZMemberBody,
  ZMemberExcuseBody,
  ZMergeBody,
  ZVisit,
  ZVisitActionBody,
  ZVisitBody,
  ZVisitOrderBody,
  ZVisitQuery,
  ZVisitRow,
} from "@pragati/domain/contract";
import {
  LETTER_KINDS,
  type LetterKind,
  letterAvailable,
  letterFileName,
  letterOf,
} from "@pragati/domain/monitoring";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type BilingualMessage, conflict } from "../../lib/errors";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordWriteRoutes } from "../../lib/record-write-routes";
import { authOf, can, SHARED_DATA } from "../../plugins/auth";
import { letterPdf } from "./letter-pdf";
import { presentVisitRow } from "./monitoring.presenter";
import { listVisits } from "./monitoring.repository";
import {
  addMember,
  createVisit,
  excuseMember,
  involvedOf,
  mergeVisits,
  moveVisit,
  removeMember,
  saveOrder,
  updateMember,
  updateVisit,
  verifyMember,
  visitScopeOf,
} from "./monitoring.service";
import { visitReportsRoutes } from "./visit-reports.routes";
import { visitDetail } from "./visit-reports.service";

const tags = ["monitoring"];
/** A visit is shown on the visit screens of the module (SPEC.md section 2 "Meetings and monitoring"). */
const SCREENS = ["anugaman", "anugaman-report", "merged-anugaman", "anugaman-team"];
const WIZARD = ["anugaman"];
const TEAM = ["anugaman", "anugaman-team"];

/** Monitoring visits (anugaman; PRODUCT.md section 10; issue 18). */
export const monitoringRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = (request: FastifyRequest, id: number) => visitDetail(app.db, request, id);

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("monitoring.view", SCREENS)],
    answer: { schema: ZVisit, of: detail },
    list: {
      path: "/api/anugaman/all",
      summary:
        "Monitoring visits the caller sees (their office subtree's and their team's; paged, by fiscal year)",
      filters: ZVisitQuery,
      row: ZVisitRow,
      page: async (request, query) => {
        const page = await listVisits(app.db, query, visitScopeOf(authOf(request)));
        return { ...page, data: page.data.map(presentVisitRow) };
      },
    },
    show: {
      path: "/api/anugaman/show/:id",
      summary: "A visit with its team, the wizard's step validity and the moves the caller may make",
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZVisit, of: detail } });

  write.post("/api/anugaman/store", {
    summary: "Create a draft visit (wizard step 1; only admin chooses the creating office)",
    body: ZVisitBody,
    onRequest: [app.authenticate, can("monitoring.manage", WIZARD)],
    write: (request, { body }) => createVisit(app.db, request, body),
    message: { en: "The visit was saved as a draft.", np: "अनुगमन मस्यौदाको रूपमा सुरक्षित भयो।" },
  });

  write.post("/api/anugaman/update/:id", {
    summary: "Edit a draft visit's profile (wizard step 1)",
    body: ZVisitBody,
    onRequest: [app.authenticate, can("monitoring.manage", WIZARD)],
    write: (request, { id, body }) => updateVisit(app.db, request, id, body),
    message: { en: "The visit was updated.", np: "अनुगमन अद्यावधिक भयो।" },
  });

  write.post("/api/anugaman/order/:id", {
    summary: "Save a draft visit's order number and approving official (wizard step 3)",
    body: ZVisitOrderBody,
    onRequest: [app.authenticate, can("monitoring.manage", WIZARD)],
    write: (request, { id, body }) => saveOrder(app.db, request, id, body),
    message: { en: "The order was saved.", np: "आदेश सुरक्षित भयो।" },
  });

  write.post("/api/anugaman/:id/members", {
    summary: "Add a team member to a draft visit (wizard step 2; a new leader replaces the old)",
    body: ZMemberBody,
    onRequest: [app.authenticate, can("monitoring.manage", TEAM)],
    write: (request, { id, body }) => addMember(app.db, request, id, body),
    message: { en: "The member was added.", np: "सदस्य थपियो।" },
  });

  write.post("/api/anugaman/members/update/:id", {
    summary: "Edit a team member of a draft visit",
    body: ZMemberBody,
    onRequest: [app.authenticate, can("monitoring.manage", TEAM)],
    write: (request, { id, body }) => updateMember(app.db, request, id, body),
    message: { en: "The member was updated.", np: "सदस्य अद्यावधिक भयो।" },
  });

  write.delete("/api/anugaman/members/delete/:id", {
    summary: "Remove a team member from a draft visit",
    onRequest: [app.authenticate, can("monitoring.manage", TEAM)],
    write: (request, { id }) => removeMember(app.db, request, id),
    message: { en: "The member was removed.", np: "सदस्य हटाइयो।" },
  });

  write.post("/api/anugaman/members/excuse/:id", {
    summary: "The creating office excuses a member who has not confirmed, with the reason",
    body: ZMemberExcuseBody,
    onRequest: [app.authenticate, can("monitoring.manage", SCREENS)],
    write: (request, { id, body }) => excuseMember(app.db, request, id, body),
    message: { en: "The member is excused.", np: "सदस्यलाई छुट दिइयो।" },
  });

  write.post("/api/anugaman/members/verify/:id", {
    summary:
      "A team member confirms their participation (after the order is issued; the creating office for a member with no account)",
    onRequest: [app.authenticate, can("monitoring.view", SCREENS)],
    write: (request, { id }) => verifyMember(app.db, request, id),
    message: { en: "Your participation is confirmed.", np: "तपाईंको सहभागिता पुष्टि भयो।" },
  });

  write.post("/api/anugaman/move/:id", {
    summary:
      "Move a visit: issue the order (the team is told by SMS and e-mail), start the field work, submit, accept or return the report, close, cancel",
    body: ZVisitActionBody,
    onRequest: [app.authenticate, can(["monitoring.manage", "monitoring.report"], SCREENS)],
    write: (request, { id, body }) => moveVisit(app.db, request, id, body),
    message: { en: "The visit was moved.", np: "अनुगमनको अवस्था परिवर्तन भयो।" },
  });

  write.post("/api/anugaman/merge", {
    summary:
      "Merge visits not yet in the field into one new draft (merged anugaman) with their team together",
    body: ZMergeBody,
    onRequest: [app.authenticate, can("monitoring.manage", ["merged-anugaman"])],
    write: (request, { body }) => mergeVisits(app.db, request, body),
    message: { en: "The visits were merged.", np: "अनुगमनहरू गाभिए।" },
  });

  // The letters as PDF files: the same lines as the print views (order-letter.ts), seen like the visit.
  const LETTERS: Record<LetterKind, { path: string; summary: string; refusal: BilingualMessage }> = {
    order: {
      path: "aadesh.pdf",
      summary: "The order letter (aadesh) as an A4 PDF in Nepali, once the order is issued",
      refusal: { en: "The order is not issued yet.", np: "आदेश जारी भइसकेको छैन।" },
    },
    confirmation: {
      path: "pushti.pdf",
      summary: "The order's confirmation letter (pushti) as an A4 PDF in Nepali (not for a cancelled visit)",
      refusal: {
        en: "The order is not issued yet, or the visit was cancelled: there is no confirmation letter.",
        np: "आदेश जारी नभएको वा अनुगमन रद्द भएकाले पुष्टि पत्र छैन।",
      },
    },
  };
  for (const kind of LETTER_KINDS) {
    const { path, summary, refusal } = LETTERS[kind];
    r.get(`/api/anugaman/:id/${path}`, {
      schema: { tags, summary, params: ZIdParams },
      onRequest: [app.authenticate, can("monitoring.view", SCREENS)],
      handler: async (request, reply) => {
        const visit = await detail(request, request.params.id);
        if (!letterAvailable(kind, visit)) {
          throw conflict(refusal);
        }
        const letter = letterOf(kind, visit);
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${letterFileName(kind, visit)}"`)
          .header("cache-control", "no-store")
          .send(await letterPdf(letter, letter.subject));
      },
    });
  }

  // The report screen's routes live beside the visits', in the same module.
  await visitReportsRoutes(app);

  r.get("/api/notifications/anugaman/involved", {
    schema: {
      tags,
      summary:
        "How many visits the caller's team membership covers (SPEC.md section 7), with the toast's figures",
      response: { 200: ZInvolvedAnswer },
    },
    onRequest: [app.authenticate, can("monitoring.view", SHARED_DATA)],
    handler: async (request) => {
      const counts = await involvedOf(app.db, request);
      const answer = {
        data: counts.involved,
        meta: { incomplete: counts.incomplete, to_verify: counts.to_verify },
      };
      return { success: true as const, ...answer, response: answer };
    },
  });
};
