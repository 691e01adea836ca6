import type { RoleSlug } from "@pragati/domain/access";
import { eq, sql } from "drizzle-orm";
import { DEMO_PASSWORD, hashPassword } from "../../lib/passwords";
import type { Executor } from "../client";
import { notices, noticeTargets, offices, roles, users } from "../schema";

type OfficeSeed = { key: string; parent?: string; name: string; name_np: string; code: string };

/** A slice of the central government, three levels deep. */
export const DEMO_OFFICES: readonly OfficeSeed[] = [
  {
    key: "opmcm",
    name: "Office of the Prime Minister and Council of Ministers",
    name_np: "प्रधानमन्त्री तथा मन्त्रिपरिषद्को कार्यालय",
    code: "301",
  },
  { key: "mof", parent: "opmcm", name: "Ministry of Finance", name_np: "अर्थ मन्त्रालय", code: "305" },
  { key: "customs", parent: "mof", name: "Department of Customs", name_np: "भन्सार विभाग", code: "305-01" },
  {
    key: "ird",
    parent: "mof",
    name: "Inland Revenue Department",
    name_np: "आन्तरिक राजस्व विभाग",
    code: "305-02",
  },
  {
    key: "iro-ktm",
    parent: "ird",
    name: "Inland Revenue Office, Kathmandu",
    name_np: "आन्तरिक राजस्व कार्यालय, काठमाडौं",
    code: "305-02-01",
  },
  {
    key: "mopit",
    parent: "opmcm",
    name: "Ministry of Physical Infrastructure and Transport",
    name_np: "भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
    code: "336",
  },
  { key: "dor", parent: "mopit", name: "Department of Roads", name_np: "सडक विभाग", code: "336-01" },
  {
    key: "dro-ktm",
    parent: "dor",
    name: "Division Road Office, Kathmandu",
    name_np: "डिभिजन सडक कार्यालय, काठमाडौं",
    code: "336-01-01",
  },
  {
    key: "dotm",
    parent: "mopit",
    name: "Department of Transport Management",
    name_np: "यातायात व्यवस्था विभाग",
    code: "336-02",
  },
  {
    key: "mohp",
    parent: "opmcm",
    name: "Ministry of Health and Population",
    name_np: "स्वास्थ्य तथा जनसंख्या मन्त्रालय",
    code: "370",
  },
  {
    key: "dohs",
    parent: "mohp",
    name: "Department of Health Services",
    name_np: "स्वास्थ्य सेवा विभाग",
    code: "370-01",
  },
  {
    key: "moest",
    parent: "opmcm",
    name: "Ministry of Education, Science and Technology",
    name_np: "शिक्षा, विज्ञान तथा प्रविधि मन्त्रालय",
    code: "350",
  },
  {
    key: "cehrd",
    parent: "moest",
    name: "Center for Education and Human Resource Development",
    name_np: "शिक्षा तथा मानव स्रोत विकास केन्द्र",
    code: "350-01",
  },
];

type UserSeed = {
  username: string;
  name: string;
  role: RoleSlug;
  office: string;
  email: string;
  mobile: string;
};

/** One account per role (README lists them); `sachib` and `office` share the MoPIT subtree. */
export const DEMO_USERS: readonly UserSeed[] = [
  {
    username: "admin",
    name: "System Administrator",
    role: "admin",
    office: "opmcm",
    email: "admin@example.gov.np",
    mobile: "9800000001",
  },
  {
    username: "sachib",
    name: "Sita Sharma",
    role: "sachib",
    office: "mopit",
    email: "sachib@example.gov.np",
    mobile: "9800000002",
  },
  {
    username: "office",
    name: "Ram Thapa",
    role: "nikaya",
    office: "dor",
    email: "office@example.gov.np",
    mobile: "9800000003",
  },
  {
    username: "project",
    name: "Hari Karki",
    role: "ayojana-pramukh",
    office: "dro-ktm",
    email: "project@example.gov.np",
    mobile: "9800000004",
  },
  {
    username: "monitor",
    name: "Gita Adhikari",
    role: "anugaman_karta",
    office: "opmcm",
    email: "monitor@example.gov.np",
    mobile: "9800000005",
  },
  {
    username: "monitor-admin",
    name: "Bishnu Poudel",
    role: "anugaman-admin",
    office: "opmcm",
    email: "monitor-admin@example.gov.np",
    mobile: "9800000006",
  },
  {
    username: "reviewer",
    name: "Kamala Rai",
    role: "reviewer",
    office: "opmcm",
    email: "reviewer@example.gov.np",
    mobile: "9800000007",
  },
];

export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);

/** Seeds the demo offices, accounts and notices once, on a database that has no users yet. */
export const seedDemo = async (executor: Executor): Promise<boolean> => {
  const [{ n }] = await executor.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const ids = new Map<string, { id: number; path: string; level: number }>();
  for (const office of DEMO_OFFICES) {
    const parent = office.parent ? ids.get(office.parent) : undefined;
    const [row] = await executor
      .insert(offices)
      .values({
        parentId: parent?.id ?? null,
        name: office.name,
        nameNp: office.name_np,
        code: office.code,
        ministryCode: office.code.split("-")[0],
        level: parent ? parent.level + 1 : 0,
      })
      .returning({ id: offices.id });
    const path = `${parent?.path ?? "/"}${row.id}/`;
    await executor.update(offices).set({ path }).where(eq(offices.id, row.id));
    ids.set(office.key, { id: row.id, path, level: parent ? parent.level + 1 : 0 });
  }
  const roleIds = new Map(
    (await executor.select({ id: roles.id, slug: roles.slug }).from(roles)).map((r) => [r.slug, r.id]),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await executor.insert(users).values(
    DEMO_USERS.map((u) => ({
      username: u.username,
      name: u.name,
      email: u.email,
      mobile: u.mobile,
      passwordHash,
      roleId: roleIds.get(u.role)!,
      nikayaId: ids.get(u.office)!.id,
    })),
  );
  await executor.insert(notices).values({
    title: "Monthly progress for Kartik is due by 7 Mangsir",
    description:
      "All offices are requested to enter the progress of their milestones for Kartik by 7 Mangsir. / सबै निकायले कात्तिक महिनाको प्रगति मंसिर ७ गतेभित्र प्रविष्ट गर्नुहुन अनुरोध छ।",
    isPublic: true,
  });
  const [roads] = await executor
    .insert(notices)
    .values({
      title: "सडक विभागका लागि: वार्षिक कार्ययोजना समीक्षा बैठक",
      description:
        "वार्षिक कार्ययोजनाको समीक्षा बैठक आउँदो सोमबार बस्ने भएकाले सम्बन्धित शाखा प्रमुखहरूको उपस्थिति अनिवार्य छ।",
    })
    .returning({ id: notices.id });
  await executor.insert(noticeTargets).values({ noticeId: roads.id, nikayaId: ids.get("dor")!.id });
  return true;
};
