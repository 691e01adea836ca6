import type { ComplaintStatus, TComplaint } from "@pragati/domain/contract";

/** Lengths the API accepts (ZComplaintBody, ZComplaintUpdate). */
const COMPLAINT_LIMITS = { title: 200, description: 5000, response: 5000, note: 1000 } as const;

export type ComplaintValues = { title: string; description: string; nikaya_id: number | null };
export type ChangeValues = { status: ComplaintStatus; response: string; note: string };

export type ComplaintProblem<F extends string> =
  | { field: F; key: "titleRequired" | "officeRequired" | "responseRequired" | "noChange" }
  | { field: F; key: "tooLong"; n: number };

const tooLong = <F extends string>(field: F & keyof typeof COMPLAINT_LIMITS, text: string) =>
  text.trim().length > COMPLAINT_LIMITS[field]
    ? [{ field, key: "tooLong" as const, n: COMPLAINT_LIMITS[field] }]
    : [];

/** What a field of a new complaint that ZComplaintBody refused is told: a title, an office, texts within the limits. */
export const complaintProblem = (
  field: string,
  values: ComplaintValues,
): ComplaintProblem<"title" | "description" | "nikaya_id"> => {
  if (field === "nikaya_id") return { field, key: "officeRequired" };
  const text = field === "title" ? "title" : "description";
  if (text === "title" && !values.title.trim()) return { field: text, key: "titleRequired" };
  return { field: text, key: "tooLong", n: COMPLAINT_LIMITS[text] };
};

/** A status change: resolving needs a response, and something must change (or a note be written). */
export const checkChange = (
  complaint: Pick<TComplaint, "status" | "response">,
  values: ChangeValues,
): ComplaintProblem<"status" | "response" | "note">[] => {
  const response = values.response.trim();
  const problems: ComplaintProblem<"status" | "response" | "note">[] = [
    ...tooLong("response", values.response),
    ...tooLong("note", values.note),
  ];
  if (values.status === "resolved" && !response)
    problems.push({ field: "response", key: "responseRequired" });
  const unchanged =
    values.status === complaint.status && response === complaint.response && !values.note.trim();
  if (unchanged) problems.push({ field: "status", key: "noChange" });
  return problems;
};

/**
 * The API lets the person who filed a complaint (or admin) withdraw it while nobody has acted on it
 * (open, without a response).
 */
export const canWithdraw = (
  complaint: Pick<TComplaint, "status" | "response" | "created_by">,
  viewer: { userId: number | null; isAdmin: boolean },
): boolean =>
  complaint.status === "open" &&
  complaint.response === "" &&
  (viewer.isAdmin || complaint.created_by === viewer.userId);
