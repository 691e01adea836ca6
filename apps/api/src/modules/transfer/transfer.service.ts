import type { TTransferBody } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { isOfficeInScope } from "../../lib/scope";
import { authOf } from "../../plugins/auth";
import { lockLiveRow } from "../plans/plans.repository";
import { assertPlanOpen } from "../plans/plans.service";
import { findOffice, findTransferActivity, insertTransfer, moveActivity } from "./transfer.repository";

export const ACTIVITY = { en: "Activity", np: "क्रियाकलाप" } satisfies BilingualMessage;

const MESSAGES = {
  missing: {
    en: "Choose the office to transfer the activity to from the list.",
    np: "क्रियाकलाप सार्ने निकाय सूचीबाट छान्नुहोस्।",
  },
  outOfScope: {
    en: "Choose one of your own offices; an office outside them cannot receive the activity from you.",
    np: "आफ्नै निकायहरूमध्ये एउटा छान्नुहोस्; तीबाहिरको निकायमा तपाईंले क्रियाकलाप सार्न मिल्दैन।",
  },
  same: {
    en: "The activity is already implemented by this office; choose another office.",
    np: "यो क्रियाकलाप यही निकायले कार्यान्वयन गरिरहेको छ; अर्को निकाय छान्नुहोस्।",
  },
  remarks: {
    en: "Write why the activity is transferred.",
    np: "क्रियाकलाप किन सारिएको हो, कैफियत लेख्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

/**
 * Moves an activity to another implementing office (PRODUCT.md section 3) in one transaction: the
 * activity, its milestones, their progress entries and month status rows follow, and the transfer is
 * recorded. Refusals: 404 activity out of scope, 422 target, 409 the action-plan lock of the
 * activity's fiscal year, of either office or the global one.
 */
export const transferActivity = async (db: Db, request: FastifyRequest, id: number, body: TTransferBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    await lockLiveRow(tx, "activities", id);
    const activity = await orNotFound(findTransferActivity(tx, auth, id), ACTIVITY);
    const errors = new FieldErrorCollector();
    const target = await findOffice(tx, body.to_nikaya_id);
    if (!target) errors.add("to_nikaya_id", MESSAGES.missing);
    else if (target.id === activity.nikaya_id) errors.add("to_nikaya_id", MESSAGES.same);
    else if (!(await isOfficeInScope(tx, auth, target.id))) errors.add("to_nikaya_id", MESSAGES.outOfScope);
    if (body.remarks === "") errors.add("remarks", MESSAGES.remarks);
    errors.throwIfAny();
    await assertPlanOpen(tx, auth, activity.fiscal_year_id, [activity.nikaya_id, body.to_nikaya_id]);

    const moved = await moveActivity(tx, id, body.to_nikaya_id);
    const transfer = await insertTransfer(tx, {
      activityId: id,
      fromNikayaId: activity.nikaya_id,
      toNikayaId: body.to_nikaya_id,
      remarks: body.remarks,
      createdBy: auth.userId,
    });
    await recordActivity(tx, request, {
      action: "transfer",
      entity: "activity",
      entityId: id,
      changes: {
        before: { nikaya_id: activity.nikaya_id },
        after: { nikaya_id: body.to_nikaya_id },
        remarks: body.remarks,
        moved_milestones: moved.movedMilestones,
        moved_entries: moved.movedEntries,
        helper_removed: moved.helperRemoved,
      },
    });
    return { transferId: transfer.id, ...moved };
  });
};
