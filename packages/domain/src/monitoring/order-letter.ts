import { formatNumber, toDevanagariDigits } from "../calendar/digits";
import { formatBs } from "../calendar/format";

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

/**
 * The order (aadesh) as an official letter in Nepali (DOMAIN.md "The order letter"): the same lines for
 * the browser's print view and the server's PDF, every number and BS date in Devanagari.
 */
export const orderLetter = (visit: OrderLetterVisit) => {
  const np = (name: { name: string; name_np: string }) => name.name_np || name.name;
  const date = (bs: string | null) => (bs ? formatBs(bs, "np") : "");
  const target = visit.project
    ? `${np(visit.target_nikaya)} अन्तर्गतको ${visit.project.name}`
    : np(visit.target_nikaya);
  return {
    government: "नेपाल सरकार",
    office: np(visit.nikaya),
    orderNumber: `आदेश नं.: ${toDevanagariDigits(visit.order_number)}`,
    date: `मिति: ${date(visit.order_issued_on)}`,
    subject: `विषय: ${visit.title} सम्बन्धी अनुगमन आदेश।`,
    addressee: "श्री अनुगमन टोली,",
    body:
      `${target}${visit.location ? ` (${visit.location})` : ""} को "${visit.subject}" सम्बन्धमा ` +
      `मिति ${date(visit.from_date)} देखि ${date(visit.to_date)} सम्म स्थलगत अनुगमन गर्न ` +
      "देहायबमोजिमको टोली खटाइएको छ।",
    teamHeader: ["क्र.सं.", "नाम", "पद", "भूमिका"] as const,
    team: visit.members.map((m, i) => [
      toDevanagariDigits(i + 1),
      m.name,
      m.designation,
      m.is_leader ? "टोली नेता" : "सदस्य",
    ]),
    logistics: [
      ...(visit.transport ? [`यातायात: ${TRANSPORT_NP[visit.transport]}`] : []),
      ...(visit.expense !== null ? [`खर्च सीमा: रु. ${formatNumber(visit.expense, "np")}`] : []),
    ],
    reportDue: `अनुगमन सकिएको ${toDevanagariDigits(REPORT_DUE_DAYS)} दिनभित्र तोकिएको ढाँचामा प्रतिवेदन पेश गर्नुहुन अनुरोध छ।`,
    signature: [visit.approver_name, visit.approver_designation, visit.approver_office],
    copies: ["बोधार्थ:", `श्री ${np(visit.target_nikaya)}`],
  };
};
export type OrderLetter = ReturnType<typeof orderLetter>;
