import { toBsString } from "@pragati/domain/calendar";
import type { ComplaintStatus } from "@pragati/domain/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { now } from "../../lib/clock";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import { enqueueNoticeDeliveries } from "../../modules/notices/notices.service";
import type { Executor } from "../client";
import { complaintHistory, complaints, notices, noticeTargets, offices, roles, users } from "../schema";

type Step = { status: ComplaintStatus; by: string; daysAgo: number; response?: string; note?: string };
type DemoComplaint = { title: string; description: string; office: string; steps: readonly Step[] };

/**
 * Complaints in every status, each with the history that led there. Offices by code: Department of
 * Roads and its Kathmandu division (the `office`/`sachib` subtree), Health Services, Inland Revenue.
 */
const DEMO_COMPLAINTS: readonly DemoComplaint[] = [
  {
    title: "Pothole on the Kalanki-Naubise road not repaired",
    description:
      "A deep pothole near Nagdhunga has caused two accidents this month. / नागढुंगा नजिकको खाल्डोले यो महिना दुई दुर्घटना भइसके।",
    office: "336-01",
    steps: [
      { status: "open", by: "office", daysAgo: 20 },
      {
        status: "in_progress",
        by: "sachib",
        daysAgo: 18,
        note: "Forwarded to the Division Road Office, Kathmandu.",
      },
      {
        status: "resolved",
        by: "sachib",
        daysAgo: 10,
        response: "The stretch was patched and marked; the division inspects it weekly until the dry season.",
      },
    ],
  },
  {
    title: "ठेकेदारलाई रनिङ बिल भुक्तानीमा ढिलाइ",
    description: "तेस्रो रनिङ बिल पेस भएको ४५ दिन बितिसक्दा पनि भुक्तानी भएको छैन।",
    office: "336-01",
    steps: [
      { status: "open", by: "office", daysAgo: 6 },
      { status: "in_progress", by: "sachib", daysAgo: 4, note: "लेखा शाखासँग विवरण मागिएको।" },
    ],
  },
  {
    title: "Site office has no drinking water",
    description: "The Kathmandu division site office has had no drinking water supply for a week.",
    office: "336-01-01",
    steps: [{ status: "open", by: "project", daysAgo: 2 }],
  },
  {
    title: "जिल्लामा अत्यावश्यक औषधि आपूर्ति समयमा नपुगेको",
    description: "प्रथम चौमासिकको औषधि अझै स्वास्थ्य चौकीहरूमा पुगेको छैन।",
    office: "370-01",
    steps: [
      { status: "open", by: "dohs.office", daysAgo: 9 },
      { status: "in_progress", by: "mohp.sachib", daysAgo: 7, note: "आपूर्ति व्यवस्थापन महाशाखालाई निर्देशन।" },
    ],
  },
  {
    title: "Ambulance fuel budget not released",
    description: "The second instalment of the ambulance fuel budget has not been released.",
    office: "370-01",
    steps: [{ status: "open", by: "dohs.office", daysAgo: 1 }],
  },
  {
    title: "Taxpayer portal slow at month end",
    description: "Returns time out on the last three days of every month.",
    office: "305-02",
    steps: [
      { status: "open", by: "ird.office", daysAgo: 30 },
      { status: "in_progress", by: "mof.sachib", daysAgo: 28, note: "IT section asked for a load report." },
      {
        status: "resolved",
        by: "mof.sachib",
        daysAgo: 21,
        response: "Two more application servers were added; the portal now answers within two seconds.",
      },
    ],
  },
];

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Notices beside the two of demo.ts. None reaches the `office` or `monitor` accounts (their bells hold
 * exactly those two): one for every secretary, one for the health offices, one public notice that expired.
 */
const seedNotices = async (executor: Executor, officeId: Map<string, number>) => {
  const calendar = await loadCalendar(executor);
  const today = calendar.todayBs(now());
  const bs = (days: number) => toBsString(calendar.addDays(today, days));
  const [sachibRole] = await executor.select({ id: roles.id }).from(roles).where(eq(roles.slug, "sachib"));

  const [secretaries] = await executor
    .insert(notices)
    .values({
      title: "सचिवस्तरीय त्रैमासिक प्रगति समीक्षा बैठक",
      description: "प्रथम त्रैमासिक प्रगति समीक्षा बैठक सिंहदरबारमा बस्ने भएकाले सबै सचिवज्यूहरूको उपस्थितिका लागि अनुरोध छ।",
      fromDate: bs(0),
      toDate: bs(30),
      sendEmail: true,
      createdAt: daysAgo(1),
    })
    .returning({ id: notices.id });
  if (sachibRole)
    await executor.insert(noticeTargets).values({ noticeId: secretaries.id, roleId: sachibRole.id });
  await enqueueNoticeDeliveries(executor, secretaries.id, ["email"]);

  const [health] = await executor
    .insert(notices)
    .values({
      title: "Health offices: submit the annual procurement plan",
      description:
        "The Ministry of Health and Population and the Department of Health Services submit their procurement plans for this fiscal year within 25 days.",
      fromDate: bs(-5),
      toDate: bs(25),
      sendSms: true,
      createdAt: daysAgo(5),
    })
    .returning({ id: notices.id });
  await executor.insert(noticeTargets).values(
    ["370", "370-01"].flatMap((code) => {
      const nikayaId = officeId.get(code);
      return nikayaId === undefined ? [] : [{ noticeId: health.id, nikayaId }];
    }),
  );
  await enqueueNoticeDeliveries(executor, health.id, ["sms"]);

  await executor.insert(notices).values({
    title: "अघिल्लो आर्थिक वर्षको वार्षिक प्रगति प्रतिवेदन पेस गर्ने सम्बन्धमा",
    description: "सबै निकायले अघिल्लो आर्थिक वर्षको वार्षिक प्रगति प्रतिवेदन तोकिएको ढाँचामा पेस गर्नुहुन अनुरोध छ।",
    isPublic: true,
    fromDate: bs(-90),
    toDate: bs(-60),
    createdAt: daysAgo(90),
  });
};

/** Runs after the demo offices and users exist; finds them by office code and username. */
export const seedDemoNoticesAndComplaints = async (executor: Executor): Promise<void> => {
  const codes = [...new Set([...DEMO_COMPLAINTS.map((c) => c.office), "370"])];
  const officeId = new Map(
    (
      await executor
        .select({ id: offices.id, code: offices.code })
        .from(offices)
        .where(inArray(offices.code, codes))
    ).map((o) => [o.code ?? "", o.id]),
  );
  const usernames = [...new Set(DEMO_COMPLAINTS.flatMap((c) => c.steps.map((s) => s.by)))];
  const userId = new Map(
    (
      await executor
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, usernames))
    ).map((u) => [u.username, u.id]),
  );

  for (const complaint of DEMO_COMPLAINTS) {
    const nikayaId = officeId.get(complaint.office);
    if (nikayaId === undefined) throw new Error(`demo complaint: office ${complaint.office} is not seeded`);
    const [first] = complaint.steps;
    const last = complaint.steps[complaint.steps.length - 1];
    const [row] = await executor
      .insert(complaints)
      .values({
        title: complaint.title,
        description: complaint.description,
        nikayaId,
        status: last.status,
        response: last.response ?? "",
        createdBy: userId.get(first.by) ?? null,
        createdAt: daysAgo(first.daysAgo),
        updatedAt: daysAgo(last.daysAgo),
      })
      .returning({ id: complaints.id });
    await executor.insert(complaintHistory).values(
      complaint.steps.map((step) => ({
        complaintId: row.id,
        status: step.status,
        response: step.response ?? "",
        note: step.note ?? "",
        createdBy: userId.get(step.by) ?? null,
        createdAt: daysAgo(step.daysAgo),
      })),
    );
  }
  await seedNotices(executor, officeId);
};
