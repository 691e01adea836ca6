import { formatNumber, toDevanagariDigits } from "../calendar/digits";
import { formatBs } from "../calendar/format";
import type { VisitState } from "./visit-states";

/** What the order letter needs of a visit (the visit answer of the API holds it all). */
export type OrderLetterVisit = {
  title: string;
  subject: string;
  order_number: string;
  order_issued_on: string | null;
  from_date: string;
  to_date: string;
  nikaya: { name: string; name_np: string };
  target_nikaya: { name: string; name_np: string };
  project: { name: string } | null;
  transport: "office" | "public" | "rented" | null;
  expense: number | null;
  location: string;
  approver_name: string;
  approver_designation: string;
  approver_office: string;
  members: readonly { name: string; designation: string; is_leader: boolean }[];
};

const TRANSPORT_NP = {
  office: "निकायको सवारी साधन",
  public: "सार्वजनिक सवारी साधन",
  rented: "भाडाको सवारी साधन",
};

/** Days after the visit's last day within which the team reports (docs/product-rules.md "Monitoring"). */
export const REPORT_DUE_DAYS = 7;

/** The letters of a visit: the order (aadesh) and its confirmation (pushti). */
export const LETTER_KINDS = ["order", "confirmation"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** What the confirmation letter needs more: the order's state and each member's confirmation. */
export type ConfirmationLetterVisit = Omit<OrderLetterVisit, "members"> & {
  state: VisitState;
  order_count: number;
  members: readonly { name: string; designation: string; is_leader: boolean; verified_at: string | null }[];
};

/**
 * Whether a letter of the visit can be printed (docs/product-rules.md "Monitoring"): the order letter once the
 * order is issued; the confirmation letter too, unless the visit was cancelled (an order is confirmed or
 * cancelled, never both).
 */
export const letterAvailable = (kind: LetterKind, visit: { state: VisitState; order_count: number }) =>
  visit.order_count > 0 && (kind === "order" || visit.state !== "cancelled");

/**
 * One official letter in Nepali as lines: the print view and the PDF lay out the same fields, so they
 * never disagree.
 */
export type Letter = {
  government: string;
  office: string;
  orderNumber: string;
  date: string;
  subject: string;
  addressee: string;
  /** Paragraphs before the team table. */
  body: string[];
  teamHeader: readonly string[];
  team: string[][];
  /** Paragraphs after the team table. */
  closing: string[];
  signature: string[];
  copies: string[];
};

const np = (name: { name: string; name_np: string }) => name.name_np || name.name;
const bsDate = (bs: string | null) => (bs ? formatBs(bs, "np") : "");
const targetOf = (visit: OrderLetterVisit) =>
  `${visit.project ? `${np(visit.target_nikaya)} अन्तर्गतको ${visit.project.name}` : np(visit.target_nikaya)}` +
  `${visit.location ? ` (${visit.location})` : ""}`;
const letterHead = (visit: OrderLetterVisit) => ({
  government: "नेपाल सरकार",
  office: np(visit.nikaya),
  orderNumber: `आदेश नं.: ${toDevanagariDigits(visit.order_number)}`,
  date: `मिति: ${bsDate(visit.order_issued_on)}`,
  signature: [visit.approver_name, visit.approver_designation, visit.approver_office],
});
const roleOf = (member: { is_leader: boolean }) => (member.is_leader ? "टोली नेता" : "सदस्य");

/**
 * The order (aadesh) as an official letter in Nepali (DOMAIN.md "The order letter"): the same lines for
 * the browser's print view and the server's PDF, every number and BS date in Devanagari.
 */
export const orderLetter = (visit: OrderLetterVisit): Letter => ({
  ...letterHead(visit),
  subject: `विषय: ${visit.title} सम्बन्धी अनुगमन आदेश।`,
  addressee: "श्री अनुगमन टोली,",
  body: [
    `${targetOf(visit)} को "${visit.subject}" सम्बन्धमा ` +
      `मिति ${bsDate(visit.from_date)} देखि ${bsDate(visit.to_date)} सम्म स्थलगत अनुगमन गर्न ` +
      "देहायबमोजिमको टोली खटाइएको छ।",
  ],
  teamHeader: ["क्र.सं.", "नाम", "पद", "भूमिका"],
  team: visit.members.map((m, i) => [toDevanagariDigits(i + 1), m.name, m.designation, roleOf(m)]),
  closing: [
    ...(visit.transport ? [`यातायात: ${TRANSPORT_NP[visit.transport]}`] : []),
    ...(visit.expense !== null ? [`खर्च सीमा: रु. ${formatNumber(visit.expense, "np")}`] : []),
    `अनुगमन सकिएको ${toDevanagariDigits(REPORT_DUE_DAYS)} दिनभित्र तोकिएको ढाँचामा प्रतिवेदन पेश गर्नुहुन अनुरोध छ।`,
  ],
  copies: ["बोधार्थ:", `श्री ${np(visit.target_nikaya)}`],
});

/**
 * The confirmation (pushti) of an issued order, in Nepali, to the monitored office: the visit will take
 * place as ordered, with the team and each member's confirmation of their participation. It bears the
 * order's number and date, so a reprint never changes it.
 */
export const confirmationLetter = (visit: ConfirmationLetterVisit): Letter => ({
  ...letterHead(visit),
  subject: `विषय: ${visit.title} सम्बन्धी अनुगमन आदेश पुष्टि।`,
  addressee: `श्री ${np(visit.target_nikaya)},`,
  body: [
    `यस कार्यालयको माथि उल्लिखित आदेश बमोजिम ${targetOf(visit)} को "${visit.subject}" सम्बन्धमा ` +
      `मिति ${bsDate(visit.from_date)} देखि ${bsDate(visit.to_date)} सम्म देहायबमोजिमको टोलीले ` +
      "स्थलगत अनुगमन गर्ने व्यहोरा पुष्टि गरिन्छ।",
  ],
  teamHeader: ["क्र.सं.", "नाम", "पद", "भूमिका", "सहभागिता"],
  team: visit.members.map((m, i) => [
    toDevanagariDigits(i + 1),
    m.name,
    m.designation,
    roleOf(m),
    m.verified_at ? "पुष्टि भएको" : "पुष्टि हुन बाँकी",
  ]),
  closing: ["अनुगमनका क्रममा आवश्यक सहयोग र जानकारी उपलब्ध गराइदिनुहुन अनुरोध छ।"],
  copies: ["बोधार्थ:", "श्री अनुगमन टोली"],
});

/** The letter of a kind, composed from the visit answer of the API. */
export const letterOf = (kind: LetterKind, visit: ConfirmationLetterVisit): Letter =>
  kind === "order" ? orderLetter(visit) : confirmationLetter(visit);

/**
 * The PDF's file name: the letter's kind and the order number (letters, digits and dashes only; the
 * visit's id when none is left), e.g. `aadesh-2082-83-07.pdf`, `aadesh-pushti-2082-83-07.pdf`.
 */
export const letterFileName = (kind: LetterKind, visit: { id: number; order_number: string }) => {
  const number = visit.order_number.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || String(visit.id);
  return `${kind === "order" ? "aadesh" : "aadesh-pushti"}-${number}.pdf`;
};

/**
 * The team's SMS when the order is issued: the order number, title and dates said once, in Nepali (the
 * e-mail carries both languages). The outbox caps it like every SMS (`capSmsText`).
 */
export const orderSmsText = (
  visit: { order_number: string; title: string; from_date: string; to_date: string },
  issuedOn: string,
): string =>
  `अनुगमन आदेश नं. ${toDevanagariDigits(visit.order_number)} (${bsDate(issuedOn)}): ${visit.title.trim()}, ` +
  `${bsDate(visit.from_date)} देखि ${bsDate(visit.to_date)} सम्म।`;
