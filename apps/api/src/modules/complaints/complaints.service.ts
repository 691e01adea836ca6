import type { ComplaintStatus } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { AppError, orNotFound } from "../../lib/errors";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import { authOf } from "../../plugins/auth";
import {
  addComplaintHistory,
  deleteComplaintRow,
  findComplaint,
  insertComplaint,
  updateComplaintRow,
} from "./complaints.repository";

export const COMPLAINT = { en: "Complaint", np: "गुनासो" };

export const scopeOf = (request: FastifyRequest) => inOfficeScope(authOf(request), sql`c.nikaya_id`);

/** Files a complaint against an office in the filer's scope (their own office by default). */
export const fileComplaint = (
  db: Db,
  request: FastifyRequest,
  body: { title: string; description: string; nikaya_id?: number },
) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const nikayaId = body.nikaya_id ?? auth.nikayaId;
    if (nikayaId == null)
      throw new AppError({
        status: 422,
        message: "Choose the office the complaint is about.",
        messageNp: "गुनासो सम्बन्धित निकाय छान्नुहोस्।",
        errors: { nikaya_id: ["Choose the office the complaint is about."] },
        errorsNp: { nikaya_id: ["गुनासो सम्बन्धित निकाय छान्नुहोस्।"] },
      });
    await assertOfficeInScope(tx, auth, nikayaId);
    const row = await insertComplaint(tx, {
      title: body.title,
      description: body.description,
      nikayaId,
      createdBy: auth.userId,
    });
    await addComplaintHistory(tx, { complaintId: row.id, status: "open", createdBy: auth.userId, note: "" });
    await recordActivity(tx, request, {
      action: "create",
      entity: "complaint",
      entityId: row.id,
      changes: body,
      nikayaId,
    });
    return row.id;
  });

/** Changes status and response; every change is kept in the history. */
export const updateComplaint = (
  db: Db,
  request: FastifyRequest,
  id: number,
  body: { status: ComplaintStatus; response: string; note: string },
) =>
  db.transaction(async (tx) => {
    const before = await orNotFound(findComplaint(tx, id, scopeOf(request)), COMPLAINT);
    if (body.status === before.status && body.response === before.response && body.note === "")
      throw new AppError({
        status: 422,
        message: "Change the status or the response, or write a note.",
        messageNp: "स्थिति वा जवाफ परिवर्तन गर्नुहोस्, वा टिप्पणी लेख्नुहोस्।",
        errors: { status: ["Change the status or the response, or write a note."] },
        errorsNp: { status: ["स्थिति वा जवाफ परिवर्तन गर्नुहोस्, वा टिप्पणी लेख्नुहोस्।"] },
      });
    if (body.status === "resolved" && body.response.length === 0)
      throw new AppError({
        status: 422,
        message: "Write the response before resolving the complaint.",
        messageNp: "गुनासो फछ्र्यौट गर्नुअघि जवाफ लेख्नुहोस्।",
        errors: { response: ["Write the response before resolving the complaint."] },
        errorsNp: { response: ["गुनासो फछ्र्यौट गर्नुअघि जवाफ लेख्नुहोस्।"] },
      });
    await updateComplaintRow(tx, id, { status: body.status, response: body.response, updatedAt: sql`now()` });
    await addComplaintHistory(tx, {
      complaintId: id,
      status: body.status,
      response: body.response,
      note: body.note,
      createdBy: authOf(request).userId,
    });
    await recordActivity(tx, request, {
      action: "update",
      entity: "complaint",
      entityId: id,
      nikayaId: before.nikaya_id,
      changes: { before: { status: before.status, response: before.response }, after: body },
    });
  });

/**
 * Only the person who filed a complaint (or admin) may withdraw it, and only while nobody has acted
 * on it; the register keeps the rest.
 */
export const deleteComplaint = (db: Db, request: FastifyRequest, id: number) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const before = await orNotFound(findComplaint(tx, id, scopeOf(request)), COMPLAINT);
    if (before.created_by !== auth.userId && auth.roleSlug !== "admin")
      throw new AppError({
        status: 403,
        message: "Only the person who filed the complaint can withdraw it.",
        messageNp: "गुनासो दर्ता गर्ने व्यक्तिले मात्र फिर्ता लिन सक्नुहुन्छ।",
      });
    if (before.status !== "open" || before.response !== "")
      throw new AppError({
        status: 409,
        message: "A complaint that is being handled cannot be deleted.",
        messageNp: "कारबाही भइरहेको गुनासो हटाउन मिल्दैन।",
      });
    await deleteComplaintRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "complaint",
      entityId: id,
      nikayaId: before.nikaya_id,
      changes: { before },
    });
  });
